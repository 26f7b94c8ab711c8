import { describe, expect, it } from 'vitest';
import { estimateWorkoutCalories } from './workout-estimate';

describe('the calories of a workout logged without them', () => {
  it('reads the sport from the description, as the coach does: 45 min of walking at 72 kg', () => {
    // 3.5 MET × 72 kg × 0.75 h
    expect(estimateWorkoutCalories('Caminata en el malecón', 45, 'minutes', 72)).toBe(189);
    expect(estimateWorkoutCalories('Corrí en el parque', 30, 'minutes', 72)).toBe(353);
  });

  it('takes kilometres at the sport’s pace and steps at 100 a minute of walking', () => {
    // 5 km of running: 30 min at 9.8 MET
    expect(estimateWorkoutCalories('Carrera', 5, 'kilometers', 70)).toBe(343);
    // 6,000 steps: 60 min of walking
    expect(estimateWorkoutCalories('Pasos del día', 6000, 'steps', 70)).toBe(245);
  });

  it('counts a workout it cannot name as a general one, and gives up only when the time is unknown', () => {
    expect(estimateWorkoutCalories('Clase de baile', 60, 'minutes', null)).toBe(350);
    expect(estimateWorkoutCalories('Natación', 2, 'kilometers', 70)).toBeNull();
    expect(estimateWorkoutCalories('Caminata', 0, 'minutes', 70)).toBeNull();
  });
});
