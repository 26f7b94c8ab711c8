import { PLAN_DAYS, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';
import { describe, expect, it } from 'vitest';
import { strictMeal } from '@/testing/strict-plan';
import { coveredPlanMeals, nextPlanMeal } from './next-plan-meal';

const meal = (name: string, status: StrictMeal['status'] = 'generated') => strictMeal(name, { status });

const plan = (pending: PlanMeal[] = []) => ({
  week_start: '2026-11-16',
  week_end: '2026-11-22',
  meals: PLAN_DAYS.map((day) => ({
    day,
    breakfast: meal(`breakfast ${day}`, pending.includes('breakfast') ? 'pending' : 'generated'),
    lunch: meal(`lunch ${day}`, pending.includes('lunch') ? 'pending' : 'generated'),
    dinner: meal(`dinner ${day}`, pending.includes('dinner') ? 'pending' : 'generated'),
    snack_1: meal(`snack_1 ${day}`, pending.includes('snack_1') ? 'pending' : 'generated'),
    snack_2: meal(`snack_2 ${day}`, pending.includes('snack_2') ? 'pending' : 'generated'),
  })),
});

// Wednesday 18 November 2026 at the given hour.
const at = (hour: number) => new Date(2026, 10, 18, hour);
const TODAY = '2026-11-18';
const next = (hour: number, logged: PlanMeal[] = [], pending: PlanMeal[] = []) => {
  const result = nextPlanMeal(plan(pending), TODAY, new Set(logged), at(hour));
  return result?.state === 'next' ? result.mealKey : result;
};

describe("the banner's next plan meal", () => {
  it("offers the meal of the hour from today's plan day", () => {
    expect(nextPlanMeal(plan(), TODAY, new Set(), at(8))).toMatchObject({
      state: 'next',
      mealKey: 'breakfast',
      meal: { name: 'breakfast wednesday' },
    });
    expect(next(13)).toBe('lunch');
    expect(next(17)).toBe('snack_2');
    expect(next(20)).toBe('dinner');
  });

  it('moves on to the next meal of the day once that one is logged', () => {
    expect(next(8, ['breakfast'])).toBe('snack_1');
    expect(next(13, ['lunch'])).toBe('snack_2');
    expect(next(13, ['lunch', 'snack_2'])).toBe('dinner');
  });

  it("does not push a skipped earlier meal while a later one is open, but offers it once the day's are done", () => {
    expect(next(13, [])).toBe('lunch');
    expect(next(20, ['dinner'])).toBe('snack_2');
    expect(next(20, ['dinner', 'snack_2', 'lunch'])).toBe('snack_1');
  });

  it('skips pending meals, and says when every meal with a plate is logged', () => {
    expect(next(17, [], ['snack_2'])).toBe('dinner');
    expect(next(20, ['breakfast', 'snack_1', 'lunch', 'dinner'], ['snack_2'])).toEqual({ state: 'done', own: false });
  });

  it('offers nothing outside the plan’s week, on a day it lacks, or when no meal has a plate', () => {
    expect(nextPlanMeal(plan(), '2026-11-23', new Set(), at(8))).toBeNull();
    const monToSat = { ...plan(), meals: plan().meals.slice(0, 6) };
    expect(nextPlanMeal(monToSat, '2026-11-22', new Set(), at(8))).toBeNull();
    expect(next(8, [], ['breakfast', 'snack_1', 'lunch', 'snack_2', 'dinner'])).toBeNull();
  });
});

describe("the plan meals today's logs cover (issue 29)", () => {
  const own = (meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack') => ({ meal_type, plan_meal: null });
  const fromPlan = (plan_meal: PlanMeal) => ({ meal_type: 'lunch' as const, plan_meal });

  it("counts the person's own dinner as the plan's dinner: the banner does not offer it after", () => {
    const covered = coveredPlanMeals([fromPlan('breakfast'), fromPlan('lunch'), own('dinner')]);
    expect([...covered].sort()).toEqual(['breakfast', 'dinner', 'lunch']);
    expect(next(20, [...covered] as PlanMeal[])).toBe('snack_2');
    // Once the snacks are logged too, the day is done, partly with the person's own meals.
    const all = new Set<PlanMeal>([...covered, 'snack_1', 'snack_2']);
    const fromPlanOnly = new Set<PlanMeal>(['breakfast', 'lunch', 'snack_1', 'snack_2']);
    expect(nextPlanMeal(plan(), TODAY, all, at(21), fromPlanOnly)).toEqual({ state: 'done', own: true });
    expect(nextPlanMeal(plan(), TODAY, all, at(21), all)).toEqual({ state: 'done', own: false });
  });

  it("covers the plan's snacks with the person's own in the order they are eaten", () => {
    expect([...coveredPlanMeals([own('snack')])]).toEqual(['snack_1']);
    expect([...coveredPlanMeals([own('snack'), own('snack'), own('snack')])].sort()).toEqual(['snack_1', 'snack_2']);
    expect([...coveredPlanMeals([fromPlan('snack_1'), own('snack')])].sort()).toEqual(['snack_1', 'snack_2']);
  });

  it('covers nothing on an empty day', () => {
    expect(coveredPlanMeals([]).size).toBe(0);
  });
});
