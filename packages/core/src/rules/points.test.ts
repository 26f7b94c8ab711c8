import { describe, expect, it } from 'vitest';
import { dailyPoints, dayGoals, type DayActions } from './points.ts';

const ideal = { calories: 2000, protein: 100, fat: 60, carbs: 250 };
const eat = (f: Partial<typeof ideal>) => ({ ...ideal, ...f });

describe('dayGoals', () => {
  it('meets calories from 90 % to 110 % of the ideal, both included', () => {
    expect(dayGoals(eat({ calories: 1800 }), ideal, 1).calories).toBe(true); // 90 %
    expect(dayGoals(eat({ calories: 1799 }), ideal, 1).calories).toBe(false);
    expect(dayGoals(eat({ calories: 2200 }), ideal, 1).calories).toBe(true); // 110 %
    expect(dayGoals(eat({ calories: 2201 }), ideal, 1).calories).toBe(false);
  });

  it('meets protein from 90 % to 130 %', () => {
    expect(dayGoals(eat({ protein: 90 }), ideal, 1).protein).toBe(true);
    expect(dayGoals(eat({ protein: 89.9 }), ideal, 1).protein).toBe(false);
    expect(dayGoals(eat({ protein: 130 }), ideal, 1).protein).toBe(true);
    expect(dayGoals(eat({ protein: 130.1 }), ideal, 1).protein).toBe(false);
  });

  it('meets fat and carbs from 70 % to 110 %', () => {
    expect(dayGoals(eat({ fat: 42 }), ideal, 1).fat).toBe(true); // 70 % of 60
    expect(dayGoals(eat({ fat: 41.9 }), ideal, 1).fat).toBe(false);
    expect(dayGoals(eat({ fat: 66 }), ideal, 1).fat).toBe(true); // 110 %
    expect(dayGoals(eat({ fat: 66.1 }), ideal, 1).fat).toBe(false);
    expect(dayGoals(eat({ carbs: 175 }), ideal, 1).carbs).toBe(true); // 70 % of 250
    expect(dayGoals(eat({ carbs: 174.9 }), ideal, 1).carbs).toBe(false);
    expect(dayGoals(eat({ carbs: 275 }), ideal, 1).carbs).toBe(true);
    expect(dayGoals(eat({ carbs: 275.1 }), ideal, 1).carbs).toBe(false);
  });

  it('counts no goal on a day without meals, or without an ideal', () => {
    expect(dayGoals(ideal, ideal, 0)).toEqual({ calories: false, fat: false, carbs: false, protein: false });
    expect(dayGoals(ideal, null, 3)).toEqual({ calories: false, fat: false, carbs: false, protein: false });
    expect(dayGoals(ideal, { calories: 0, protein: 0, fat: 0, carbs: 0 }, 3).calories).toBe(false);
  });
});

describe('dailyPoints', () => {
  const all: DayActions = { login: true, breakfast: true, lunch: true, dinner: true, weight: true, training: true };
  it('gives 1 per action and 1 per goal, 10 at most', () => {
    expect(dailyPoints(all, { calories: true, fat: true, carbs: true, protein: true })).toBe(10);
    expect(
      dailyPoints(
        { ...all, training: false, weight: false },
        { calories: true, fat: false, carbs: false, protein: true },
      ),
    ).toBe(6);
    expect(
      dailyPoints(
        { login: true, breakfast: false, lunch: false, dinner: false, weight: false, training: false },
        { calories: false, fat: false, carbs: false, protein: false },
      ),
    ).toBe(1);
  });
});
