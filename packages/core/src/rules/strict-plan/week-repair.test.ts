import { describe, expect, it } from 'vitest';
import { DIET_CATALOG } from '../../constants/diet-catalog.ts';
import { PLAN_MEALS } from '../../constants/strict-plan.ts';
import { macroGrams } from '../targets.ts';
import { createDaySolver, type Pick } from './day-solver.ts';
import type { PlanPlate } from './types.ts';
import { repairWeek } from './week-repair.ts';

const targets = { calories: 2000, ...macroGrams(2000, DIET_CATALOG.classic_keto.macro_type) };

/** A plate of the given meal type whose kcal split is protein/carbs/fat percent. */
function plate(
  id: string,
  mealType: PlanPlate['mealType'],
  kcal: number,
  [p, c, f]: [number, number, number],
): PlanPlate {
  return {
    id,
    name: id,
    mealType,
    diets: ['classic_keto'],
    cost: 'low',
    cookingMethod: 'A la plancha',
    steps: ['Preparar.'],
    ingredients: [],
    calories: kcal,
    protein: (kcal * p) / 400,
    carbs: (kcal * c) / 400,
    fat: (kcal * f) / 900,
  };
}

const TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'snack'] as const;
const KCAL = [500, 700, 500, 150, 150];
/** One on-target plate per meal, per day, so only the lunch decides whether a day is on target. */
const fillers = (day: number) => PLAN_MEALS.map((_, i) => plate(`d${day}-${i}`, TYPES[i]!, KCAL[i]!, [20, 5, 75]));

describe('repairWeek', () => {
  it('gives an off-target day a plate another day can spare, without a plate passing the repeat limit', () => {
    const balanced = plate('balanced', 'lunch', 700, [20, 5, 75]);
    const alsoBalanced = plate('also-balanced', 'lunch', 700, [20, 5, 75]);
    const carby = plate('carby', 'lunch', 700, [20, 30, 50]);
    const solver = createDaySolver(targets, new Map());
    // Days 0 and 1 took 'balanced' (now at the limit); day 2 was left with 'carby'.
    const lunches = [balanced, balanced, carby];
    const plans = lunches.map((lunch, d) => {
      const picks: Pick = fillers(d);
      picks[1] = lunch;
      return solver.evaluate(picks);
    });
    expect(plans.map((p) => p.missed > 0)).toEqual([false, false, true]);
    const pool = [balanced, alsoBalanced, carby];
    const pools = plans.map((p) => p.picks.map((plate, i) => (i === 1 ? pool : [plate!])));
    const uses = new Map([
      ['balanced', 2],
      ['carby', 1],
    ]);

    repairWeek(plans, pools, solver, uses);

    expect(plans.every((p) => p.missed === 0)).toBe(true);
    const counted = new Map<string, number>();
    for (const p of plans) counted.set(p.picks[1]!.id, (counted.get(p.picks[1]!.id) ?? 0) + 1);
    expect(Math.max(...counted.values())).toBeLessThanOrEqual(2);
    for (const [id, n] of counted) expect(uses.get(id), id).toBe(n);
  });

  it('leaves a week alone when every day is on target', () => {
    const solver = createDaySolver(targets, new Map());
    const plans = [0, 1].map((d) => solver.evaluate(fillers(d)));
    const before = plans.map((p) => p.picks.map((x) => x!.id));
    repairWeek(
      plans,
      plans.map((p) => p.picks.map((x) => [x!])),
      solver,
      new Map(),
    );
    expect(plans.map((p) => p.picks.map((x) => x!.id))).toEqual(before);
  });
});
