import { describe, expect, it } from 'vitest';
import { parseWeightInput, weightAxisRange, weightStats } from './weight-stats';

const m = (date: string, weight: number) => ({ date, weight });

describe('the weight cards', () => {
  it('work out current, remaining and the total change toward a lower goal', () => {
    const stats = weightStats([m('2026-11-01', 78.4), m('2026-11-08', 80), m('2026-11-15', 75.2)], 65)!;
    expect(stats).toMatchObject({
      current: 75.2,
      initial: 78.4,
      goal: 65,
      remaining: 10.2,
      direction: 'lose',
      change: -3.2,
      count: 3,
      max: 80,
      min: 75.2,
    });
    // 3.2 of 13.4 kg
    expect(stats.progress).toBe(24);
  });

  it('counts from the start when a weigh-in the same day replaced it (72 → 71.8 is −0.2 kg, not 0)', () => {
    const stats = weightStats([m('2026-11-20', 71.8)], 70, m('2026-11-20', 72))!;
    expect(stats).toMatchObject({ initial: 72, initialDate: '2026-11-20', current: 71.8, change: -0.2 });
    expect(stats.progress).toBe(10);
  });

  it('counts a gain as a positive change', () => {
    expect(weightStats([m('2026-11-01', 70), m('2026-11-02', 71.3)], 65)!.change).toBe(1.3);
  });

  it('never shows a negative remaining once the goal is passed', () => {
    const stats = weightStats([m('2026-11-01', 70), m('2026-11-20', 64.5)], 65)!;
    expect(stats.remaining).toBe(0);
    expect(stats.progress).toBe(100);
  });

  it('counts toward a higher goal for a user who wants to gain', () => {
    const stats = weightStats([m('2026-11-01', 55), m('2026-11-20', 57)], 60)!;
    expect(stats).toMatchObject({ direction: 'gain', remaining: 3, progress: 40 });
  });

  it('has no remaining without a goal, and nothing at all without measurements', () => {
    expect(weightStats([m('2026-11-01', 70)], null)).toMatchObject({ remaining: null, progress: null, change: 0 });
    expect(weightStats([], 65)).toBeNull();
  });
});

describe('the weight chart axis', () => {
  it('runs from the lowest weight − 20 to the highest + 20', () => {
    expect(weightAxisRange([m('2026-11-01', 78.4), m('2026-11-02', 75)])).toEqual({ min: 55, max: 98.4 });
    expect(weightAxisRange([m('2026-11-01', 70)])).toEqual({ min: 50, max: 90 });
  });
});

describe('a typed weight', () => {
  it('takes a comma or a point as the decimal mark', () => {
    expect(parseWeightInput('72,5')).toBe(72.5);
    expect(parseWeightInput(' 72.5 ')).toBe(72.5);
    expect(parseWeightInput('80')).toBe(80);
  });

  it('refuses what is not a weight', () => {
    expect(parseWeightInput('')).toBeNull();
    expect(parseWeightInput('abc')).toBeNull();
    expect(parseWeightInput('-5')).toBeNull();
    expect(parseWeightInput('1.000')).toBe(1); // then refused by the 30–300 kg range
  });
});
