/**
 * The weekly plan on the real catalog never serves what core's allergy rule excludes, for any
 * allergy list /restriction can store (docs/food-data.md, "Allergies").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIET_TYPES, RECOMMENDABLE_DIETS, type DietType } from '@nutricoach/core/constants/diets';
import { PLAN_MEALS } from '@nutricoach/core/constants/strict-plan';
import { allergyExclusions, excludedByAllergies } from '@nutricoach/core/rules/allergies';
import { allergyList } from '@nutricoach/core/rules/allergy-entries.test-support';
import { nutrientsOf } from '@nutricoach/core/rules/meal-items';
import { safePlates } from '@nutricoach/core/rules/strict-plan/eligibility';
import { strictPlanGenerator } from '@nutricoach/core/rules/strict-plan/generator';
import type { PlanInput, PlanPlate, WeeklyPlan } from '@nutricoach/core/rules/strict-plan/types';
import { macroGrams } from '@nutricoach/core/rules/targets';
import { FOODS } from '../../catalog/foods.ts';
import { planPlates } from './plan-plates.ts';

const plates = planPlates();
const byId = new Map(plates.map((p) => [p.id, p]));
const foodTexts = FOODS.flatMap((f) => [f.name, ...f.aliases]);

function planInput(diet: DietType, calories: number, allergies: string[], seed: number): PlanInput {
  return {
    targets: { calories, ...macroGrams(calories, DIET_CATALOG[diet].macro_type) },
    diet,
    allergies,
    eatingStyle: 'none',
    dislikedFoodIds: [],
    allergicFoodIds: [],
    budgetLevel: 'high',
    plates,
    seed,
  };
}

/** Every food served in the week, with where. */
const served = (plan: WeeklyPlan) =>
  plan.days.flatMap((day) =>
    PLAN_MEALS.flatMap((meal) => {
      const planned = day.meals[meal];
      const plate = planned && byId.get(planned.plateId);
      return plate ? plate.ingredients.map((i) => ({ where: `${day.day}.${meal} ${plate.id}`, food: i.food })) : [];
    }),
  );

describe('the weekly plan and the allergy rule', () => {
  it("serves no Leche semidescremada, Queso cottage or Choros to someone allergic to 'Lácteos' and 'Mariscos'", () => {
    const forbidden = new Set(['leche-semidescremada', 'queso-cottage', 'choros']);
    let meals = 0;
    const violations: string[] = [];
    for (const diet of RECOMMENDABLE_DIETS) {
      for (const seed of [1, 2, 3]) {
        const plan = strictPlanGenerator(planInput(diet, 1800, ['Lácteos', 'Mariscos'], seed));
        for (const { where, food } of served(plan)) {
          meals++;
          if (forbidden.has(food.id) || food.allergens.includes('dairy') || food.allergens.includes('shellfish'))
            violations.push(`${diet} #${seed} ${where}: ${food.name}`);
        }
      }
    }
    console.log(
      `Lácteos + Mariscos: ${meals} ingredients served over ${RECOMMENDABLE_DIETS.length * 3} weeks, ${violations.length} dairy or shellfish`,
    );
    expect(meals).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('never keeps or serves a plate with a food the rule excludes, over random allergy lists and every plate of the catalog', () => {
    let inputs = 0;
    let ingredientsServed = 0;
    /** Kinds: 'served' (an excluded food in the week), 'kept' (an excluded plate offered), 'left out' (an allowed plate refused). */
    const violations: { kind: string; what: string }[] = [];
    fc.assert(
      fc.property(
        allergyList(foodTexts),
        fc.constantFrom(...DIET_TYPES),
        fc.integer({ min: 1200, max: 3200 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (allergies, diet, calories, seed) => {
          inputs++;
          const exclusions = allergyExclusions(allergies);
          const excluded = (plate: PlanPlate) => plate.ingredients.some((i) => excludedByAllergies(i.food, exclusions));
          // Every plate of the catalog, in each of its diets: kept exactly when the rule excludes none of its foods.
          for (const d of DIET_TYPES) {
            const kept = new Set(safePlates(planInput(d, calories, allergies, seed)).map((p) => p.id));
            for (const plate of plates) {
              if (!plate.diets.includes(d)) continue;
              if (kept.has(plate.id) === excluded(plate))
                violations.push({
                  kind: kept.has(plate.id) ? 'kept' : 'left out',
                  what: `${JSON.stringify(allergies)} ${d}: ${plate.id}`,
                });
            }
          }
          for (const { where, food } of served(strictPlanGenerator(planInput(diet, calories, allergies, seed)))) {
            ingredientsServed++;
            if (excludedByAllergies(food, exclusions))
              violations.push({ kind: 'served', what: `${JSON.stringify(allergies)} ${diet} ${where}: ${food.name}` });
          }
        },
      ),
      { numRuns: 150 },
    );
    const count = (kind: string) => violations.filter((v) => v.kind === kind).length;
    console.log(
      `allergy rule x weekly plan: ${inputs} allergy lists tried, ${ingredientsServed} ingredients served; ` +
        `violations: ${count('served')} excluded foods served, ${count('kept')} excluded plates kept, ${count('left out')} allowed plates left out`,
    );
    expect(violations.slice(0, 10)).toEqual([]);
  }, 60_000);
});

describe("a planned meal's figures", () => {
  it("are what '✓ Lo comí' logs: its ingredients' whole grams, each priced as a logged item, on every meal of 12 weeks", () => {
    let meals = 0;
    const off: string[] = [];
    for (const diet of RECOMMENDABLE_DIETS)
      for (const seed of [1, 2, 3]) {
        for (const day of strictPlanGenerator(planInput(diet, 1600, [], seed)).days)
          for (const meal of PLAN_MEALS) {
            const planned = day.meals[meal];
            if (!planned) continue;
            meals++;
            const foods = new Map(byId.get(planned.plateId)!.ingredients.map((i) => [i.food.id, i.food]));
            const logged = planned.ingredients.reduce(
              (sum, i) => sum + nutrientsOf(foods.get(i.foodId)!.per100!, i.grams).calories,
              0,
            );
            if (logged !== planned.calories) off.push(`${diet} ${day.day}.${meal}: ${planned.calories} vs ${logged}`);
          }
      }
    expect(meals).toBeGreaterThan(100);
    expect(off.slice(0, 5)).toEqual([]);
  });
});
