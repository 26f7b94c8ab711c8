/** The week-level repair of the weekly plan: see repairWeek. */
import { MAX_PLATE_REPEATS, PLAN_MEALS, PLAN_MEAL_PLATE_TYPE } from '../../constants/strict-plan.ts';
import type { DayPlan, DaySolver } from './day-solver.ts';
import type { PlanPlate } from './types.ts';

/** Rounds over the off-target days; a later move can make room for an earlier one. */
const REPAIR_PASSES = 3;
/** Plates from other days fully tried in an off-target meal, out of those that look best there. */
const TAKE_TRIALS = 4;
/** Plates still under the repeat limit tried in the day that gives its plate away. */
const FRESH_TRIALS = 2;

interface Move {
  g: number;
  bPlan: DayPlan;
  gPlan: DayPlan;
  gain: number;
  freed: PlanPlate;
  taken: PlanPlate | null;
}

/**
 * The week after the day-by-day pass: a day planned late may miss its targets because the plates
 * that would balance it are already used twice. For each such day, try taking a plate from another
 * day's meal of the same type and giving that day this day's plate (or one still free) instead;
 * keep the move when the two days together get closer to their targets. Repeats never grow.
 * `pools[d][i]` is what meal i of day d may take; `uses` counts each plate's meals in the week.
 */
export function repairWeek(
  plans: DayPlan[],
  pools: PlanPlate[][][],
  solver: DaySolver,
  uses: Map<string, number>,
): void {
  const types = PLAN_MEALS.map((m) => PLAN_MEAL_PLATE_TYPE[m]);
  // What a day's meal could take instead of the plate it gives away; valid until the next move.
  let fresh = new Map<string, PlanPlate[]>();
  const freshFor = (g: number, j: number) => {
    const key = `${g}.${j}`;
    let list = fresh.get(key);
    if (!list) {
      const free = pools[g]![j]!.filter((p) => (uses.get(p.id) ?? 0) < MAX_PLATE_REPEATS);
      list = solver.bestSwaps(plans[g]!, j, free, FRESH_TRIALS + 1, () => 0);
      fresh.set(key, list);
    }
    return list;
  };

  for (let pass = 0; pass < REPAIR_PASSES; pass++) {
    let improved = false;
    for (let b = 0; b < plans.length; b++) {
      for (let i = 0; i < PLAN_MEALS.length && plans[b]!.missed > 0; i++) {
        const own = plans[b]!.picks[i];
        if (!own) continue;
        // The other days' plates this meal may take, and where each one is.
        const allowed = new Set(pools[b]![i]!.map((p) => p.id));
        const where = new Map<string, { g: number; j: number }[]>();
        const offered: PlanPlate[] = [];
        plans.forEach((plan, g) => {
          if (g === b) return;
          plan.picks.forEach((c, j) => {
            if (!c || types[j] !== types[i] || c.id === own.id || !allowed.has(c.id)) return;
            if (!where.has(c.id)) offered.push(c);
            where.set(c.id, [...(where.get(c.id) ?? []), { g, j }]);
          });
        });
        let best: Move | null = null;
        for (const c of solver.bestSwaps(plans[b]!, i, offered, TAKE_TRIALS, () => 0)) {
          const bPicks = [...plans[b]!.picks];
          bPicks[i] = c;
          const bPlan = solver.evaluate(bPicks);
          for (const { g, j } of where.get(c.id)!) {
            const before = plans[b]!.error + plans[g]!.error;
            // Even a perfect day g would not pay for it.
            if (bPlan.error >= before) continue;
            const gives =
              plans[g]!.picks.some((q, k) => k !== j && q?.id === own.id) || !pools[g]![j]!.some((p) => p.id === own.id)
                ? []
                : [own];
            for (const r of [
              ...gives,
              ...freshFor(g, j)
                .filter((p) => p.id !== own.id)
                .slice(0, FRESH_TRIALS),
            ]) {
              const gPicks = [...plans[g]!.picks];
              gPicks[j] = r;
              const gPlan = solver.evaluate(gPicks);
              const gain = before - bPlan.error - gPlan.error;
              if (gain > 1e-9 && (!best || gain > best.gain))
                best = { g, bPlan, gPlan, gain, freed: own, taken: r === own ? null : r };
            }
          }
        }
        if (!best) continue;
        plans[b] = best.bPlan;
        plans[best.g] = best.gPlan;
        if (best.taken) {
          uses.set(best.freed.id, uses.get(best.freed.id)! - 1);
          uses.set(best.taken.id, (uses.get(best.taken.id) ?? 0) + 1);
        }
        fresh = new Map();
        improved = true;
      }
    }
    if (!improved) break;
  }
}
