import { describe, expect, it } from 'vitest';
import {
  achievementsFrom,
  commitmentLevel,
  historyFrom,
  levelBand,
  levelHistory,
  trackedFrom,
  weeklyTotals,
} from './commitment.ts';

describe('commitmentLevel', () => {
  it("is the week's points against the goal of 70, in percent, rounded", () => {
    expect(commitmentLevel(0)).toBe(0);
    expect(commitmentLevel(35)).toBe(50);
    expect(commitmentLevel(49)).toBe(70);
    expect(commitmentLevel(48)).toBe(69); // 68.57
    expect(commitmentLevel(63)).toBe(90);
    expect(commitmentLevel(70)).toBe(100);
  });
  it('stays between 0 and 100', () => {
    expect(commitmentLevel(80)).toBe(100);
    expect(commitmentLevel(-3)).toBe(0);
  });
});

describe('trackedFrom, historyFrom and achievementsFrom', () => {
  it('starts on the account day, or on an earlier log', () => {
    expect(trackedFrom('2026-11-10', null)).toBe('2026-11-10');
    expect(trackedFrom('2026-11-10', '2026-11-12')).toBe('2026-11-10');
    expect(trackedFrom('2026-11-10', '2026-11-02')).toBe('2026-11-02');
  });
  it("reads the history from the tracked day's week, at most 12 weeks back", () => {
    expect(historyFrom('2026-11-18', '2026-11-25')).toBe('2026-11-16');
    // 12 weeks: this one (from 2026-11-23) and 11 before it.
    expect(historyFrom('2025-01-01', '2026-11-25')).toBe('2026-09-07');
    expect(historyFrom('2026-12-01', '2026-11-25')).toBe('2026-11-23');
  });
  it('reads the achievements from the tracked day, at most two years back', () => {
    expect(achievementsFrom('2026-11-01', '2026-11-25')).toBe('2026-11-01');
    expect(achievementsFrom('2020-01-01', '2026-11-25')).toBe('2024-11-26');
  });
});

describe('weeklyTotals and levelHistory', () => {
  const days = [
    { date: '2026-11-15', points: 4 }, // a Sunday
    { date: '2026-11-16', points: 10 },
    { date: '2026-11-17', points: 7 },
    { date: '2026-11-23', points: 3 },
  ];
  it('sums the points of each Monday-to-Sunday week', () => {
    expect(weeklyTotals(days)).toEqual([
      { start_date: '2026-11-09', end_date: '2026-11-15', points: 4 },
      { start_date: '2026-11-16', end_date: '2026-11-22', points: 17 },
      { start_date: '2026-11-23', end_date: '2026-11-29', points: 3 },
    ]);
  });
  it('turns each week into its level', () => {
    expect(levelHistory(days)).toEqual([
      { week_start: '2026-11-09', level: 6 },
      { week_start: '2026-11-16', level: 24 },
      { week_start: '2026-11-23', level: 4 },
    ]);
  });
});

describe('levelBand', () => {
  it('names the bands at 40, 70 and 90 %', () => {
    expect(levelBand(0).name).toBe('Inicial');
    expect(levelBand(39).name).toBe('Inicial');
    expect(levelBand(40).name).toBe('En progreso');
    expect(levelBand(70).name).toBe('Constante');
    expect(levelBand(90).name).toBe('Imparable');
  });
});
