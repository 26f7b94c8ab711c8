import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIET_CATALOG } from '../../constants/diet-catalog.ts';
import { RECOMMENDABLE_DIETS, type DietType } from '../../constants/diets.ts';
import { BUDGET_LEVELS, EATING_STYLES } from '../../constants/onboarding.ts';
import { MAX_PLATE_REPEATS, PLAN_MEALS } from '../../constants/strict-plan.ts';
import { macroGrams } from '../targets.ts';
import { costRank, foodIsExcluded } from './eligibility.ts';
import { FOODS, fixturePlates } from './fixture.test-support.ts';
import { strictPlanGenerator } from './generator.ts';
import type { PlanInput } from './types.ts';

const PLATES = fixturePlates([...RECOMMENDABLE_DIETS], 30);
const byId = new Map(PLATES.map((p) => [p.id, p]));

function targetsFor(diet: DietType, calories: number) {
  return { calories, ...macroGrams(calories, DIET_CATALOG[diet].macro_type) };
}

function input(over: Partial<PlanInput> = {}): PlanInput {
  return {
    targets: targetsFor('smart_balanced', 1800),
    diet: 'smart_balanced',
    allergies: [],
    eatingStyle: 'none',
    dislikedFoodIds: [],
    allergicFoodIds: [],
    budgetLevel: 'high',
    plates: PLATES,
    seed: 42,
    ...over,
  };
}

const profile = fc.record({
  diet: fc.constantFrom(...RECOMMENDABLE_DIETS),
  calories: fc.integer({ min: 1200, max: 3200 }),
  allergies: fc.subarray(['dairy', 'gluten', 'shellfish', 'nuts', 'egg', 'kiwi', 'aguacate']),
  eatingStyle: fc.constantFrom(...EATING_STYLES),
  budgetLevel: fc.constantFrom(...BUDGET_LEVELS),
  disliked: fc.subarray(
    FOODS.map((f) => f.id),
    { maxLength: 4 },
  ),
  allergic: fc.subarray(
    FOODS.map((f) => f.id),
    { maxLength: 3 },
  ),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('strictPlanGenerator', () => {
  it('never breaks a hard constraint: diet, allergies, allergic foods, eating style; budget and repeats only with a relaxation said', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const plan = strictPlanGenerator(
          input({
            targets: targetsFor(p.diet, p.calories),
            diet: p.diet,
            allergies: p.allergies,
            eatingStyle: p.eatingStyle,
            budgetLevel: p.budgetLevel,
            dislikedFoodIds: p.disliked,
            allergicFoodIds: p.allergic,
            seed: p.seed,
          }),
        );
        const uses = new Map<string, number>();
        for (const day of plan.days) {
          for (const meal of PLAN_MEALS) {
            const planned = day.meals[meal];
            if (!planned) {
              expect(plan.relaxed.some((r) => r.constraint === 'no_plates' && r.where === `${day.day}.${meal}`)).toBe(
                true,
              );
              continue;
            }
            const plate = byId.get(planned.plateId)!;
            expect(plate.diets).toContain(p.diet);
            for (const i of plate.ingredients)
              expect(foodIsExcluded(i.food, p.allergies, new Set(p.allergic), p.eatingStyle)).toBe(false);
            if (costRank(plate.cost) > costRank(p.budgetLevel)) {
              expect(plan.relaxed.some((r) => r.constraint === 'budget' && r.where === `${day.day}.${meal}`)).toBe(
                true,
              );
            }
            expect(planned.portion).toBeGreaterThanOrEqual(0.5);
            expect(planned.portion).toBeLessThanOrEqual(2);
            uses.set(plate.id, (uses.get(plate.id) ?? 0) + 1);
          }
        }
        if ([...uses.values()].some((n) => n > MAX_PLATE_REPEATS))
          expect(plan.relaxed.some((r) => r.constraint === 'repeats')).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('keeps every day within 5 % of the calories and 10 % of each macro on a well-stocked catalog', () => {
    for (const diet of RECOMMENDABLE_DIETS) {
      for (const calories of [1300, 1800, 2500]) {
        const plan = strictPlanGenerator(input({ diet, targets: targetsFor(diet, calories) }));
        for (const day of plan.days)
          expect(day.onTarget, `${diet} ${calories} ${day.day}`).toEqual({
            calories: true,
            protein: true,
            carbs: true,
            fat: true,
          });
        expect(plan.relaxed.filter((r) => r.constraint === 'targets')).toEqual([]);
      }
    }
  });

  it('gives 7 days of 5 meals with totals equal to the sum of the meals', () => {
    const plan = strictPlanGenerator(input());
    expect(plan.days.map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    for (const day of plan.days) {
      const meals = PLAN_MEALS.map((m) => day.meals[m]!);
      expect(meals.every((m) => m.status === 'generated')).toBe(true);
      expect(Math.abs(day.totals.calories - meals.reduce((s, m) => s + m.calories, 0))).toBeLessThanOrEqual(3);
    }
  });

  it('is deterministic: the same input and seed give the same plan; another seed another plan', () => {
    expect(strictPlanGenerator(input())).toEqual(strictPlanGenerator(input()));
    const names = (seed: number) =>
      strictPlanGenerator(input({ seed })).days.flatMap((d) => PLAN_MEALS.map((m) => d.meals[m]!.plateId));
    expect(names(1)).not.toEqual(names(2));
  });

  it('repeats a plate at most twice a week when the catalog allows', () => {
    const plan = strictPlanGenerator(input());
    const uses = new Map<string, number>();
    for (const d of plan.days)
      for (const m of PLAN_MEALS) uses.set(d.meals[m]!.plateId, (uses.get(d.meals[m]!.plateId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
    expect(plan.relaxed.filter((r) => r.constraint === 'repeats')).toEqual([]);
  });

  it('says which constraint it relaxed when the catalog cannot satisfy one', () => {
    const few = fixturePlates(['smart_balanced'], 2).map((p) => ({ ...p, cost: 'high' as const }));
    const plan = strictPlanGenerator(input({ plates: few, budgetLevel: 'low' }));
    const kinds = new Set(plan.relaxed.map((r) => r.constraint));
    expect(kinds.has('budget')).toBe(true);
    expect(kinds.has('repeats')).toBe(true);
    expect(plan.relaxed[0]!.message).toMatch(/presupuesto|repite/);

    const none = strictPlanGenerator(input({ plates: few, diet: 'classic_keto' }));
    expect(none.days[0]!.meals.breakfast).toBeNull();
    expect(none.relaxed.some((r) => r.constraint === 'no_plates')).toBe(true);
  });

  it('avoids disliked foods when it can', () => {
    const plan = strictPlanGenerator(input({ dislikedFoodIds: ['pollo'] }));
    const withPollo = plan.days
      .flatMap((d) => PLAN_MEALS.map((m) => byId.get(d.meals[m]!.plateId)!))
      .filter((p) => p.ingredients.some((i) => i.food.id === 'pollo'));
    expect(withPollo).toEqual([]);
  });

  it('scales ingredients with the portion', () => {
    const plan = strictPlanGenerator(input());
    const meal = plan.days[0]!.meals.lunch!;
    expect(meal.ingredients[0]!.grams).toBe(Math.round(100 * meal.portion));
  });
});
