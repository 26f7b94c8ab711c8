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
import type { Nutrients } from '../points.ts';
import { costRank, dislikeCount, safePlates } from './eligibility.ts';
import { scaleEquivalence } from './equivalence.ts';
import { dayError, solvePortions, sumNutrients, swapError, withinBands } from './portions.ts';
import { seededRandom } from './random.ts';
import type { PlanInput, PlannedDay, PlannedMeal, PlanPlate, Relaxation, WeeklyPlan } from './types.ts';

const SHARES = PLAN_MEALS.map((m) => PLAN_MEAL_SHARES[m]);
/** Swaps tried per day to bring it within the bands. */
const SEARCH_STEPS = 40;
/** A day whose last swaps all failed to improve it is as good as this catalog gets. */
const STALE_STEPS = 12;
const TOP_CANDIDATES = 10;

type Pick = (PlanPlate | null)[];

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
  const safe = safePlates(input);
  const uses = new Map<string, number>();
  const targetSplit = energySplit(input.targets);

  const RELAX_MESSAGES: Record<'repeats' | 'budget' | 'meal_type', (meal: string) => string> = {
    repeats: (meal) => `${meal}: se repite un plato más de ${MAX_PLATE_REPEATS} veces por falta de opciones.`,
    budget: (meal) => `${meal}: no hay platos de tu presupuesto que cumplan tus restricciones; se usó uno de mayor costo.`,
    meal_type: (meal) => `${meal}: no hay platos de este tipo para tu dieta y restricciones; se usó otro tipo de plato.`,
  };

  /** Candidates for a meal, relaxing only what must be relaxed, in this order: repeats, budget, meal type. */
  function candidatesFor(meal: PlanMeal, day: string): PlanPlate[] {
    const ofType = safe.filter((p) => p.mealType === PLAN_MEAL_PLATE_TYPE[meal]);
    const affordable = (list: PlanPlate[]) => list.filter((p) => costRank(p.cost) <= budget);
    const fresh = (list: PlanPlate[]) => list.filter((p) => (uses.get(p.id) ?? 0) < MAX_PLATE_REPEATS);
    const levels: [PlanPlate[], ('budget' | 'meal_type')[]][] = [
      [affordable(ofType), []],
      [ofType, ['budget']],
      [affordable(safe), ['meal_type']],
      [safe, ['meal_type', 'budget']],
    ];
    const where = `${day}.${meal}`;
    const label = PLAN_MEAL_LABELS[meal];
    for (const [plates, relaxations] of levels) {
      if (!plates.length) continue;
      for (const constraint of relaxations) relax({ constraint, where, message: RELAX_MESSAGES[constraint](label) });
      if (fresh(plates).length) return fresh(plates);
      relax({ constraint: 'repeats', where, message: RELAX_MESSAGES.repeats(label) });
      return plates;
    }
    relax({ constraint: 'no_plates', where, message: `${label}: ningún plato cumple tu dieta y tus alergias; queda pendiente.` });
    return [];
  }

  /** How well a plate suits a meal before portions: its size, its macro split, tastes, variety. */
  function score(plate: PlanPlate, meal: PlanMeal, yesterday: Set<string>): number {
    const slotKcal = PLAN_MEAL_SHARES[meal] * input.targets.calories;
    const size = Math.abs(Math.log(slotKcal / Math.max(plate.calories, 1)));
    const split = energySplit(plate);
    const macro = Math.abs(split.protein - targetSplit.protein) + Math.abs(split.carbs - targetSplit.carbs) + Math.abs(split.fat - targetSplit.fat);
    return size + 2 * macro + 1.5 * dislikeCount(plate, disliked) + (yesterday.has(plate.id) ? 0.6 : 0) + 0.3 * (uses.get(plate.id) ?? 0);
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

  const days: PlannedDay[] = [];
  let yesterday = new Set<string>();
  for (const day of PLAN_DAYS) {
    const candidates = PLAN_MEALS.map((meal) => candidatesFor(meal, day));
    const picks: Pick = [];
    PLAN_MEALS.forEach((meal, i) => picks.push(choose(candidates[i]!, meal, yesterday, new Set(picks.filter(Boolean).map((p) => p!.id)))));

    const evaluate = (ps: Pick) => {
      const present = ps.map((p, i) => ({ p, i })).filter((x) => x.p) as { p: PlanPlate; i: number }[];
      if (!present.length) return { factors: ps.map(() => 0), error: Infinity };
      const shares = present.map((x) => SHARES[x.i]!);
      const scale = shares.reduce((a, b) => a + b, 0);
      const f = solvePortions(present.map((x) => x.p), input.targets, shares.map((s) => s / scale));
      const factors = ps.map(() => 0);
      present.forEach((x, j) => (factors[x.i] = f[j]!));
      const error = dayError(present.map((x) => x.p), f, input.targets, shares.map((s) => s / scale)) + 0.2 * present.reduce((n, x) => n + dislikeCount(x.p, disliked), 0);
      return { factors, error };
    };

    let best = { picks, ...evaluate(picks) };
    let stale = 0;
    for (let step = 0; step < SEARCH_STEPS && stale < STALE_STEPS; step++) {
      const totals = sumNutrients(best.picks.map((p) => p ?? zero), best.factors);
      if (Object.values(withinBands(totals, input.targets)).every(Boolean)) break;
      // Try a better plate for one meal: rank every candidate by the day's error with only that
      // meal's portion re-fitted (cheap), then solve all portions for the best few.
      const i = Math.floor(random() * PLAN_MEALS.length);
      const others = new Set(best.picks.filter((p, j) => p && j !== i).map((p) => p!.id));
      const rest = sumNutrients(best.picks.map((p, j) => (p && j !== i ? p : zero)), best.factors);
      const ranked = candidates[i]!
        .filter((c) => !others.has(c.id) && c.id !== best.picks[i]?.id)
        .map((c) => ({ c, e: swapError(rest, c, input.targets) + 0.3 * dislikeCount(c, disliked) + 0.5 * (uses.get(c.id) ?? 0) + (yesterday.has(c.id) ? 0.2 : 0) }))
        .sort((a, b) => a.e - b.e || a.c.id.localeCompare(b.c.id))
        .slice(0, 3);
      stale += 1;
      for (const { c } of ranked) {
        const tried = [...best.picks];
        tried[i] = c;
        const result = evaluate(tried);
        if (result.error < best.error) {
          best = { picks: tried, ...result };
          stale = 0;
        }
      }
    }

    const meals = {} as Record<PlanMeal, PlannedMeal | null>;
    PLAN_MEALS.forEach((meal, i) => {
      const plate = best.picks[i];
      meals[meal] = plate ? plannedMeal(plate, best.factors[i]!) : null;
      if (plate) {
        uses.set(plate.id, (uses.get(plate.id) ?? 0) + 1);
        if (uses.get(plate.id)! > MAX_PLATE_REPEATS) relax({ constraint: 'repeats', where: `${day}.${meal}`, message: RELAX_MESSAGES.repeats(PLAN_MEAL_LABELS[meal]) });
        if (dislikeCount(plate, disliked) > 0) {
          relax({ constraint: 'dislikes', where: `${day}.${meal}`, message: `${PLAN_MEAL_LABELS[meal]}: incluye un alimento que no te gusta por falta de alternativas.` });
        }
      }
    });
    const totals = roundNutrients(sumNutrients(best.picks.map((p) => p ?? zero), best.factors));
    const onTarget = withinBands(totals, input.targets);
    if (!Object.values(onTarget).every(Boolean)) {
      relax({ constraint: 'targets', where: day, message: 'Con los platos disponibles este día no llega del todo a tus metas de calorías y macros.' });
    }
    days.push({ day, meals, totals, onTarget });
    yesterday = new Set(best.picks.filter(Boolean).map((p) => p!.id));
  }
  return { days, relaxed };
}

const zero: Nutrients = { calories: 0, protein: 0, carbs: 0, fat: 0 };
const round1 = (n: number) => Math.round(n * 10) / 10;
const roundNutrients = (n: Nutrients): Nutrients => ({ calories: Math.round(n.calories), protein: round1(n.protein), carbs: round1(n.carbs), fat: round1(n.fat) });

function plannedMeal(plate: PlanPlate, portion: number): PlannedMeal {
  return {
    plateId: plate.id,
    name: plate.name,
    portion,
    ...roundNutrients({ calories: plate.calories * portion, protein: plate.protein * portion, carbs: plate.carbs * portion, fat: plate.fat * portion }),
    cookingMethod: plate.cookingMethod,
    ingredients: plate.ingredients.map((i) => ({ foodId: i.food.id, name: i.food.name, grams: Math.round(i.grams * portion), equivalence: scaleEquivalence(i.equivalence, portion) })),
    steps: plate.steps,
    status: 'generated',
  };
}
