import { describe, expect, it } from 'vitest';
import { activityToLog } from './activity-log.ts';

describe('activityToLog', () => {
  it('names the sport in Spanish and keeps Strava calories', () => {
    expect(activityToLog({ name: 'Morning Run', sportType: 'Run', movingTimeSeconds: 1830, calories: 410 }, 70)).toEqual({
      description: 'Morning Run (Carrera)', duration: 31, units: 'minutes', calories: 410,
    });
  });
  it('estimates calories from METs and the weight when Strava has none: 9.8 × 80 kg × 0.5 h = 392', () => {
    expect(activityToLog({ name: 'Carrera', sportType: 'Run', movingTimeSeconds: 1800, calories: null }, 80)).toEqual({
      description: 'Carrera', duration: 30, units: 'minutes', calories: 392,
    });
  });
  it('uses a generic activity for an unknown sport and 70 kg without a weight: 5 × 70 × 1 = 350', () => {
    expect(activityToLog({ name: 'Kayak', sportType: 'Kayaking', movingTimeSeconds: 3600, calories: null }, null)).toMatchObject({ description: 'Kayak (Actividad)', calories: 350 });
  });
});
