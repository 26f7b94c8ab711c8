/**
 * strictPlanGenerator: a week of meals (7 days x breakfast, lunch, dinner, snack_1, snack_2) from the
 * plate catalog that fits the person's targets, diet, allergies, eating style, tastes and budget.
 * Pure and deterministic: the same input and seed give the same plan. See docs/strict-plan.md.
 */
import {
  MAX_PLATE_REPEATS,
  PLAN_DAYS,
  PLAN_MEALS,
  PLAN_MEAL_LABELS,
  PLAN_MEAL_PLATE_TYPE,
  PLAN_MEAL_SHARES,
  type PlanMeal,
} from '../../constants/strict-plan.ts';
import type { UserCountry } from '../../constants/countries.ts';
import { dishNearness, isForeignDish } from '../dish-country.ts';
import type { Nutrients } from '../points.ts';
import { costRank, dislikeCount, safePlates } from './eligibility.ts';
import { scaleEquivalence } from './equivalence.ts';
import { sumNutrients } from './least-squares.ts';
import { nutrientsOf, sumNutrients as sumItemNutrients } from '../meal-items.ts';
import { bandsMissed, withinBands } from './portions.ts';
import { seededRandom } from './random.ts';
import type { PlanInput, PlannedDay, PlannedMeal, PlanPlate, Relaxation, WeeklyPlan } from './types.ts';
import { createDaySolver, type DayPlan, type Pick } from './day-solver.ts';
import { repairWeek } from './week-repair.ts';

/** Swaps tried per day to bring it within the bands. */
const SEARCH_STEPS = 40;
/** A day whose last swaps all failed to improve it is as good as this catalog gets. */
const STALE_STEPS = 12;
const TOP_CANDIDATES = 10;
/** Candidates fully re-solved per swap, out of those ranked best by the cheap one-meal estimate. */
const SWAP_TRIALS = 3;

/**
 * What a step further from the person's country (country, region, everywhere) costs a plate in
 * the ranking: about what a plate 15 % off the meal's size costs, so the country's plates lead
 * among those that fit and never push the day off its targets (docs/strict-plan.md).
 */
const NEARNESS_WEIGHT = 0.15;
/**
 * Plates of a meal type nearer than another region's below which that type keeps them all: the
 * week's 14 snacks at MAX_PLATE_REPEATS each, and one to choose.
 */
const NEAR_ENOUGH = Math.ceil(14 / MAX_PLATE_REPEATS) + 1;

/**
 * The plates without another region's dishes (tacos al pastor in Lima, arepas in Mexico City),
 * for each meal type that still has enough to fill a week; a type with too few keeps them all.
 */
function nearPlates(plates: PlanPlate[], country: UserCountry | null | undefined): PlanPlate[] {
  if (!country) return plates;
  const near = plates.filter((p) => !isForeignDish(p.countries, country));
  const count = new Map<string, number>();
  for (const p of near) count.set(p.mealType, (count.get(p.mealType) ?? 0) + 1);
  return plates.filter((p) => !isForeignDish(p.countries, country) || (count.get(p.mealType) ?? 0) < NEAR_ENOUGH);
}

/** Fraction of a plate's (or target's) energy from each macro. */
function energySplit(n: Nutrients) {
  const total = n.protein * 4 + n.carbs * 4 + n.fat * 9 || 1;
  return { protein: (n.protein * 4) / total, carbs: (n.carbs * 4) / total, fat: (n.fat * 9) / total };
}

export function strictPlanGenerator(input: PlanInput): WeeklyPlan {
  const random = seededRandom(input.seed);
  const relaxed: Relaxation[] = [];
  const relax = (r: Relaxation) => {
    if (!relaxed.some((x) => x.constraint === r.constraint && x.where === r.where)) relaxed.push(r);
  };
  const disliked = new Set(input.dislikedFoodIds);
  const budget = costRank(input.budgetLevel);
  const safe = nearPlates(safePlates(input), input.country);
  const nearness = new Map(safe.map((p) => [p.id, input.country ? dishNearness(p.countries, input.country) : 2]));
  const dislikes = new Map(safe.map((p) => [p.id, dislikeCount(p, disliked)]));
  const ofType = new Map<string, PlanPlate[]>();
  for (const p of safe) {
    const list = ofType.get(p.mealType);
    if (list) list.push(p);
    else ofType.set(p.mealType, [p]);
  }
  const uses = new Map<string, number>();
  const used = (p: PlanPlate) => uses.get(p.id) ?? 0;
  const targetSplit = energySplit(input.targets);
  const solver = createDaySolver(input.targets, dislikes);

  const RELAX_MESSAGES: Record<'repeats' | 'budget' | 'meal_type', (meal: string) => string> = {
    repeats: (meal) => `${meal}: se repite un plato más de ${MAX_PLATE_REPEATS} veces por falta de opciones.`,
    budget: (meal) =>
      `${meal}: no hay platos de tu presupuesto que cumplan tus restricciones; se usó uno de mayor costo.`,
    meal_type: (meal) =>
      `${meal}: no hay platos de este tipo para tu dieta y restricciones; se usó otro tipo de plato.`,
  };

  /**
   * The plates a meal may take, relaxing only what must be relaxed, in this order: repeats, budget,
   * meal type. `pool` ignores repeats: the week repair moves plates between days without changing
   * how often each is used.
   */
  function candidatesFor(meal: PlanMeal, day: string): { fresh: PlanPlate[]; pool: PlanPlate[] } {
    const sameType = ofType.get(PLAN_MEAL_PLATE_TYPE[meal]) ?? [];
    const affordable = (list: PlanPlate[]) => list.filter((p) => costRank(p.cost) <= budget);
    const levels: [PlanPlate[], ('budget' | 'meal_type')[]][] = [
      [affordable(sameType), []],
      [sameType, ['budget']],
      [affordable(safe), ['meal_type']],
      [safe, ['meal_type', 'budget']],
    ];
    const where = `${day}.${meal}`;
    const label = PLAN_MEAL_LABELS[meal];
    for (const [plates, relaxations] of levels) {
      if (!plates.length) continue;
      for (const constraint of relaxations) relax({ constraint, where, message: RELAX_MESSAGES[constraint](label) });
      const fresh = plates.filter((p) => used(p) < MAX_PLATE_REPEATS);
      if (fresh.length) return { fresh, pool: plates };
      relax({ constraint: 'repeats', where, message: RELAX_MESSAGES.repeats(label) });
      return { fresh: plates, pool: plates };
    }
    relax({
      constraint: 'no_plates',
      where,
      message: `${label}: ningún plato cumple tu dieta y tus alergias; queda pendiente.`,
    });
    return { fresh: [], pool: [] };
  }

  /** How well a plate suits a meal before portions: its size, its macro split, tastes, variety. */
  function score(plate: PlanPlate, meal: PlanMeal, yesterday: Set<string>): number {
    const slotKcal = PLAN_MEAL_SHARES[meal] * input.targets.calories;
    const size = Math.abs(Math.log(slotKcal / Math.max(plate.calories, 1)));
    const split = energySplit(plate);
    const macro =
      Math.abs(split.protein - targetSplit.protein) +
      Math.abs(split.carbs - targetSplit.carbs) +
      Math.abs(split.fat - targetSplit.fat);
    return (
      size +
      2 * macro +
      1.5 * dislikes.get(plate.id)! +
      (yesterday.has(plate.id) ? 0.6 : 0) +
      0.3 * used(plate) +
      NEARNESS_WEIGHT * nearness.get(plate.id)!
    );
  }

  function choose(list: PlanPlate[], meal: PlanMeal, yesterday: Set<string>, avoid: Set<string>): PlanPlate | null {
    const pool = list.filter((p) => !avoid.has(p.id));
    const ranked = (pool.length ? pool : list)
      .map((p) => ({ p, s: score(p, meal, yesterday) }))
      .sort((a, b) => a.s - b.s || a.p.id.localeCompare(b.p.id))
      .slice(0, TOP_CANDIDATES);
    if (!ranked.length) return null;
    return ranked[Math.floor(random() * random() * ranked.length)]!.p; // biased to the best
  }

  /** Improves one day by swapping one meal's plate at a time while the day is off target. */
  function searchDay(start: Pick, candidates: PlanPlate[][], yesterday: Set<string>): DayPlan {
    let best = solver.evaluate(start);
    let stale = 0;
    for (let step = 0; step < SEARCH_STEPS && stale < STALE_STEPS; step++) {
      if (best.missed === 0) break;
      // Try a better plate for one meal: rank every candidate by the day's error with only that
      // meal's portion re-fitted (cheap), then solve all portions for the best few.
      const i = Math.floor(random() * PLAN_MEALS.length);
      const top = solver.bestSwaps(
        best,
        i,
        candidates[i]!,
        SWAP_TRIALS,
        (c) =>
          0.3 * dislikes.get(c.id)! +
          0.5 * used(c) +
          (yesterday.has(c.id) ? 0.2 : 0) +
          (NEARNESS_WEIGHT / 2) * nearness.get(c.id)!,
      );
      stale += 1;
      for (const c of top) {
        const tried = [...best.picks];
        tried[i] = c;
        const result = solver.evaluate(tried);
        if (result.error < best.error) {
          best = result;
          stale = 0;
        }
      }
    }
    return best;
  }

  const plans: DayPlan[] = [];
  const pools: PlanPlate[][][] = [];
  let yesterday = new Set<string>();
  for (const day of PLAN_DAYS) {
    const slots = PLAN_MEALS.map((meal) => candidatesFor(meal, day));
    const candidates = slots.map((s) => s.fresh);
    const picks: Pick = [];
    for (const [i, meal] of PLAN_MEALS.entries()) {
      picks.push(choose(candidates[i]!, meal, yesterday, new Set(picks.filter(Boolean).map((p) => p!.id))));
    }
    const best = searchDay(picks, candidates, yesterday);
    for (const plate of best.picks) if (plate) uses.set(plate.id, used(plate) + 1);
    plans.push(best);
    pools.push(slots.map((s) => s.pool));
    yesterday = new Set(best.picks.filter(Boolean).map((p) => p!.id));
  }

  repairWeek(plans, pools, solver, uses);

  const seen = new Map<string, number>();
  const days: PlannedDay[] = plans.map((plan, d) => {
    const day = PLAN_DAYS[d]!;
    const meals = {} as Record<PlanMeal, PlannedMeal | null>;
    PLAN_MEALS.forEach((meal, i) => {
      const plate = plan.picks[i];
      meals[meal] = plate ? plannedMeal(plate, plan.factors[i]!) : null;
      if (!plate) return;
      seen.set(plate.id, (seen.get(plate.id) ?? 0) + 1);
      if (seen.get(plate.id)! > MAX_PLATE_REPEATS)
        relax({
          constraint: 'repeats',
          where: `${day}.${meal}`,
          message: RELAX_MESSAGES.repeats(PLAN_MEAL_LABELS[meal]),
        });
      if (dislikes.get(plate.id)! > 0) {
        relax({
          constraint: 'dislikes',
          where: `${day}.${meal}`,
          message: `${PLAN_MEAL_LABELS[meal]}: incluye un alimento que no te gusta por falta de alternativas.`,
        });
      }
    });
    const totals = roundNutrients(
      sumNutrients(
        plan.picks.map((p) => p ?? zero),
        plan.factors,
      ),
    );
    const onTarget = withinBands(totals, input.targets);
    if (bandsMissed(totals, input.targets) > 0) {
      relax({
        constraint: 'targets',
        where: day,
        message: 'Con los platos disponibles este día no llega del todo a tus metas de calorías y macros.',
      });
    }
    return { day, meals, totals, onTarget };
  });
  return { days, relaxed };
}

const zero: Nutrients = { calories: 0, protein: 0, carbs: 0, fat: 0 };
const round1 = (n: number) => Math.round(n * 10) / 10;
const roundNutrients = (n: Nutrients): Nutrients => ({
  calories: Math.round(n.calories),
  protein: round1(n.protein),
  carbs: round1(n.carbs),
  fat: round1(n.fat),
});

function plannedMeal(plate: PlanPlate, portion: number): PlannedMeal {
  const ingredients = plate.ingredients.map((i) => ({
    foodId: i.food.id,
    name: i.food.name,
    grams: Math.round(i.grams * portion),
    equivalence: scaleEquivalence(i.equivalence, portion),
  }));
  // The meal shows what '✓ Lo comí' logs: its ingredients' whole grams, each priced as a logged
  // item is (rules/meal-items.ts), when the foods' values are known (a spoon of oil rounded up is
  // 4 kcal the plate's exact portion did not say).
  const known = plate.ingredients.every((i) => i.food.per100);
  const shown = known
    ? sumItemNutrients(plate.ingredients.map((i, k) => nutrientsOf(i.food.per100!, ingredients[k]!.grams)))
    : {
        calories: plate.calories * portion,
        protein: plate.protein * portion,
        carbs: plate.carbs * portion,
        fat: plate.fat * portion,
      };
  return {
    plateId: plate.id,
    name: plate.name,
    portion,
    ...roundNutrients(shown),
    cookingMethod: plate.cookingMethod,
    ingredients,
    steps: plate.steps,
    status: 'generated',
  };
}
