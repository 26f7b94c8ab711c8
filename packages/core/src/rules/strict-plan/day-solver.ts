/** A day of the weekly plan: its plates, their portions and how far the day is from the targets. */
import { PLAN_MEALS, PLAN_MEAL_SHARES } from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';
import { sumNutrients } from './least-squares.ts';
import { bandsMissed, dayError, solvePortions, swapError } from './portions.ts';
import type { PlanPlate } from './types.ts';

/** One plate (or none) per meal, in PLAN_MEALS order. */
export type Pick = (PlanPlate | null)[];

export interface DayPlan {
  picks: Pick;
  /** Portion factor per meal (0 for an empty meal). */
  factors: number[];
  /** What the search minimises: dayError plus a small cost per disliked food. */
  error: number;
  /** Bands (calories, protein, carbs, fat) the day misses before rounding. */
  missed: number;
}

const SHARES = PLAN_MEALS.map((m) => PLAN_MEAL_SHARES[m]);

export function createDaySolver(targets: Nutrients, dislikes: ReadonlyMap<string, number>) {
  /** Solves the portions of a day's plates; empty meals give their share to the others. */
  function evaluate(picks: Pick): DayPlan {
    const plates: PlanPlate[] = [];
    const shares: number[] = [];
    let scale = 0;
    let disliked = 0;
    for (let i = 0; i < picks.length; i++) {
      const p = picks[i];
      if (!p) continue;
      plates.push(p);
      shares.push(SHARES[i]!);
      scale += SHARES[i]!;
      disliked += dislikes.get(p.id) ?? 0;
    }
    if (!plates.length) return { picks, factors: picks.map(() => 0), error: Infinity, missed: 4 };
    for (let j = 0; j < shares.length; j++) shares[j] = shares[j]! / scale;
    const f = solvePortions(plates, targets, shares);
    const factors = picks.map(() => 0);
    for (let i = 0, j = 0; i < picks.length; i++) if (picks[i]) factors[i] = f[j++]!;
    return {
      picks,
      factors,
      error: dayError(plates, f, targets, shares) + 0.2 * disliked,
      missed: bandsMissed(sumNutrients(plates, f), targets),
    };
  }
  /**
   * The `n` candidates for meal i that look best with only that meal's portion re-fitted (a cheap
   * estimate, to pick which swaps are worth a full solve), plus `cost` of each; ties by id.
   */
  function bestSwaps(
    plan: DayPlan,
    i: number,
    candidates: readonly PlanPlate[],
    n: number,
    cost: (p: PlanPlate) => number,
  ): PlanPlate[] {
    const rest = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    const inDay = new Set<string>();
    plan.picks.forEach((p, j) => {
      if (!p) return;
      inDay.add(p.id);
      if (j === i) return;
      rest.calories += p.calories * plan.factors[j]!;
      rest.protein += p.protein * plan.factors[j]!;
      rest.carbs += p.carbs * plan.factors[j]!;
      rest.fat += p.fat * plan.factors[j]!;
    });
    const top: { c: PlanPlate; e: number }[] = [];
    for (const c of candidates) {
      if (inDay.has(c.id)) continue;
      const e = swapError(rest, c, targets) + cost(c);
      // Insertion into a short sorted list: cheaper than sorting every candidate.
      let k = top.length;
      while (k > 0 && (top[k - 1]!.e > e || (top[k - 1]!.e === e && top[k - 1]!.c.id > c.id))) k--;
      if (k >= n) continue;
      top.splice(k, 0, { c, e });
      if (top.length > n) top.pop();
    }
    return top.map((t) => t.c);
  }

  return { evaluate, bestSwaps };
}

export type DaySolver = ReturnType<typeof createDaySolver>;
