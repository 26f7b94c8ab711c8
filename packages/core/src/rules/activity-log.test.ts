import { describe, expect, it } from 'vitest';
import { activityToLog, kilometers, movingMinutes, syncedDuration } from './activity-log.ts';

describe('activityToLog', () => {
  it('names the sport in Spanish and keeps Strava calories', () => {
    expect(
      activityToLog(
        { name: 'Morning Run', sportType: 'Run', movingTimeSeconds: 1830, distanceMeters: 5000, calories: 410 },
        70,
      ),
    ).toEqual({
      description: 'Morning Run (Carrera)',
      duration: 31,
      units: 'minutes',
      calories: 410,
    });
  });
  it('estimates calories from METs and the weight when Strava has none: 9.8 × 80 kg × 0.5 h = 392', () => {
    expect(
      activityToLog(
        { name: 'Carrera', sportType: 'Run', movingTimeSeconds: 1800, distanceMeters: 5000, calories: null },
        80,
      ),
    ).toEqual({
      description: 'Carrera',
      duration: 30,
      units: 'minutes',
      calories: 392,
    });
  });
  it('uses a generic activity for an unknown sport and 70 kg without a weight: 5 × 70 × 1 = 350', () => {
    expect(
      activityToLog(
        { name: 'Kayak', sportType: 'Kayaking', movingTimeSeconds: 3600, distanceMeters: 8000, calories: null },
        null,
      ),
    ).toMatchObject({ description: 'Kayak (Actividad)', calories: 350 });
  });
  it('logs a run in km when the user prefers km, and still estimates calories from its 30 minutes: 9.8 × 80 × 0.5 = 392', () => {
    expect(
      activityToLog(
        { name: 'Rodaje', sportType: 'Run', movingTimeSeconds: 1800, distanceMeters: 5000, calories: null },
        80,
        'kilometers',
      ),
    ).toEqual({
      description: 'Rodaje (Carrera)',
      duration: 5,
      units: 'kilometers',
      calories: 392,
    });
  });
});

describe('syncedDuration', () => {
  const run = { sportType: 'Run', movingTimeSeconds: 2100, distanceMeters: 6215 };
  it('is minutes of moving time by default: 2100 s = 35 min', () => {
    expect(syncedDuration(run, 'minutes')).toEqual({ duration: 35, units: 'minutes' });
  });
  it('is km with two decimals, half up, for a run when km are preferred: 6215 m = 6.22 km, 6214.9 m = 6.21 km', () => {
    expect(syncedDuration(run, 'kilometers')).toEqual({ duration: 6.22, units: 'kilometers' });
    expect(syncedDuration({ ...run, distanceMeters: 6214.9 }, 'kilometers')).toEqual({
      duration: 6.21,
      units: 'kilometers',
    });
  });
  it.each([['TrailRun'], ['VirtualRun'], ['Ride'], ['VirtualRide'], ['MountainBikeRide'], ['EBikeRide']])(
    'treats %s as a run or ride: 22000 m = 22 km',
    (sportType) => {
      expect(syncedDuration({ sportType, movingTimeSeconds: 3600, distanceMeters: 22_000 }, 'kilometers')).toEqual({
        duration: 22,
        units: 'kilometers',
      });
    },
  );
  it.each([['Walk'], ['Hike'], ['Swim'], ['WeightTraining'], ['Kayaking']])(
    'keeps %s in minutes even when km are preferred: 2700 s = 45 min',
    (sportType) => {
      expect(syncedDuration({ sportType, movingTimeSeconds: 2700, distanceMeters: 3800 }, 'kilometers')).toEqual({
        duration: 45,
        units: 'minutes',
      });
    },
  );
  it('keeps a run without a distance (treadmill, or under 5 m) in minutes', () => {
    expect(syncedDuration({ ...run, distanceMeters: 0 }, 'kilometers')).toEqual({ duration: 35, units: 'minutes' });
    expect(syncedDuration({ ...run, distanceMeters: 4 }, 'kilometers')).toEqual({ duration: 35, units: 'minutes' });
    expect(syncedDuration({ ...run, distanceMeters: 5 }, 'kilometers')).toEqual({
      duration: 0.01,
      units: 'kilometers',
    });
  });
});

describe('movingMinutes and kilometers', () => {
  it('rounds minutes half up and never below 1: 89 s = 1, 90 s = 2, 20 s = 1', () => {
    expect([movingMinutes(89), movingMinutes(90), movingMinutes(20)]).toEqual([1, 2, 1]);
  });
  it('rounds metres to the nearest 10 m half up: 1005 m = 1.01 km, 1004.9 m = 1 km, 42195 m = 42.2 km', () => {
    expect([kilometers(1005), kilometers(1004.9), kilometers(42_195)]).toEqual([1.01, 1, 42.2]);
  });
});
