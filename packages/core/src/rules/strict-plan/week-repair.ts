/** The week-level repair of the weekly plan: see repairWeek. */
import { MAX_PLATE_REPEATS, PLAN_MEALS, PLAN_MEAL_PLATE_TYPE } from '../../constants/strict-plan.ts';
import type { DayPlan, DaySolver } from './day-solver.ts';
import type { PlanPlate } from './types.ts';

/** Rounds over the off-target days; a later move can make room for an earlier one. */
const REPAIR_PASSES = 3;
/** Plates still under the repeat limit tried in the day that gives its plate away. */
const FRESH_TRIALS = 2;

/**
 * The week after the day-by-day pass: a day planned late may miss its targets because the plates
 * that would balance it are already used twice. For each such day, try taking a plate from another
 * day's meal of the same type and giving that day this day's plate (or one still free) instead;
 * keep the move when the two days together get closer to their targets. Repeats never grow.
 */
export function repairWeek(plans: DayPlan[], pools: PlanPlate[][][], solver: DaySolver, uses: Map<string, number>): void {
  const types = PLAN_MEALS.map((m) => PLAN_MEAL_PLATE_TYPE[m]);
  for (let pass = 0; pass < REPAIR_PASSES; pass++) {
    let improved = false;
    for (let b = 0; b < plans.length; b++) {
      if (plans[b]!.missed === 0) continue;
      for (let i = 0; i < PLAN_MEALS.length && plans[b]!.missed > 0; i++) {
        const own = plans[b]!.picks[i];
        if (!own) continue;
        const inB = new Set(pools[b]![i]!.map((p) => p.id));
        let bestMove: { g: number; j: number; bPlan: DayPlan; gPlan: DayPlan; gain: number; freed: PlanPlate; taken: PlanPlate | null } | null = null;
        for (let g = 0; g < plans.length; g++) {
          if (g === b) continue;
          for (let j = 0; j < PLAN_MEALS.length; j++) {
            const c = plans[g]!.picks[j];
            if (!c || types[j] !== types[i] || c.id === own.id || !inB.has(c.id)) continue;
            if (plans[b]!.picks.some((p, k) => k !== i && p?.id === c.id)) continue;
            const bPicks = [...plans[b]!.picks];
            bPicks[i] = c;
            const bPlan = solver.evaluate(bPicks);
            const before = plans[b]!.error + plans[g]!.error;
            // Quick bound: even a perfect day g would not pay for it.
            if (bPlan.error >= before) continue;
            for (const r of replacements(plans[g]!, j, own, pools[g]![j]!, uses, solver)) {
              const gPicks = [...plans[g]!.picks];
              gPicks[j] = r;
              const gPlan = solver.evaluate(gPicks);
              const gain = before - bPlan.error - gPlan.error;
              if (gain > 1e-9 && (!bestMove || gain > bestMove.gain)) bestMove = { g, j, bPlan, gPlan, gain, freed: own, taken: r === own ? null : r };
            }
          }
        }
        if (!bestMove) continue;
        plans[b] = bestMove.bPlan;
        plans[bestMove.g] = bestMove.gPlan;
        if (bestMove.taken) {
          uses.set(bestMove.freed.id, uses.get(bestMove.freed.id)! - 1);
          uses.set(bestMove.taken.id, (uses.get(bestMove.taken.id) ?? 0) + 1);
        }
        improved = true;
      }
    }
    if (!improved) break;
  }
}

/**
 * What day g's meal j may take instead of the plate it gives away: day b's plate (a plain exchange),
 * or the plates under the repeat limit that look best there.
 */
function replacements(plan: DayPlan, j: number, own: PlanPlate, pool: PlanPlate[], uses: ReadonlyMap<string, number>, solver: DaySolver): PlanPlate[] {
  const inDay = plan.picks.some((q, k) => k !== j && q?.id === own.id);
  const out = pool.some((p) => p.id === own.id) && !inDay ? [own] : [];
  const fresh = pool.filter((p) => p.id !== own.id && (uses.get(p.id) ?? 0) < MAX_PLATE_REPEATS);
  return [...out, ...solver.bestSwaps(plan, j, fresh, FRESH_TRIALS, () => 0)];
}
