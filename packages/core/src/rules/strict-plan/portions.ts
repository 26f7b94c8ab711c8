/**
 * Portion factors for a day's plates: the factors in [PORTION_MIN, PORTION_MAX] (steps of 0.05)
 * whose summed nutrients come closest to the targets, calories weighing most, while each meal
 * stays near its share of the day. A small bounded least-squares problem solved by coordinate descent.
 */
import { CALORIE_BAND, MACRO_BAND, PORTION_MAX, PORTION_MIN } from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';

const KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;
const WEIGHTS: Record<(typeof KEYS)[number], number> = { calories: 3, protein: 1, carbs: 1, fat: 1 };
/** How much keeping each meal near its share counts against hitting the day's totals. */
const SHARE_WEIGHT = 0.05;
const STEP = 0.05;

const clamp = (f: number) => Math.min(PORTION_MAX, Math.max(PORTION_MIN, f));

export function sumNutrients(plates: Nutrients[], factors: number[]): Nutrients {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  plates.forEach((p, i) => {
    for (const k of KEYS) total[k] += p[k] * factors[i]!;
  });
  return total;
}

export function withinBands(totals: Nutrients, targets: Nutrients) {
  const off = (k: (typeof KEYS)[number]) => (targets[k] > 0 ? Math.abs(totals[k] - targets[k]) / targets[k] : 0);
  return {
    calories: off('calories') <= CALORIE_BAND + 1e-9,
    protein: off('protein') <= MACRO_BAND + 1e-9,
    carbs: off('carbs') <= MACRO_BAND + 1e-9,
    fat: off('fat') <= MACRO_BAND + 1e-9,
  };
}

/** The weighted squared relative error of a day; also what the plate search minimises. */
export function dayError(plates: Nutrients[], factors: number[], targets: Nutrients, shares: number[]): number {
  const totals = sumNutrients(plates, factors);
  let e = 0;
  for (const k of KEYS) if (targets[k] > 0) e += WEIGHTS[k] * ((totals[k] - targets[k]) / targets[k]) ** 2;
  plates.forEach((p, i) => {
    e += SHARE_WEIGHT * ((p.calories * factors[i]! - shares[i]! * targets.calories) / targets.calories) ** 2;
  });
  // Outside the bands costs extra, so the search prefers any day that is on target.
  const inBands = withinBands(totals, targets);
  return e + Object.values(inBands).filter((ok) => !ok).length;
}

export function solvePortions(plates: Nutrients[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  const f = plates.map((p, i) => clamp(p.calories > 0 ? (shares[i]! * targets.calories) / p.calories : 1));
  for (let sweep = 0; sweep < 25; sweep++) {
    for (let i = 0; i < n; i++) {
      const totals = sumNutrients(plates, f);
      let grad = 0;
      let curv = 0;
      for (const k of KEYS) {
        if (!(targets[k] > 0)) continue;
        const a = plates[i]![k] / targets[k];
        grad += 2 * WEIGHTS[k] * a * ((totals[k] - targets[k]) / targets[k]);
        curv += 2 * WEIGHTS[k] * a * a;
      }
      const s = plates[i]!.calories / targets.calories;
      grad += 2 * SHARE_WEIGHT * s * (f[i]! * s - shares[i]!);
      curv += 2 * SHARE_WEIGHT * s * s;
      if (curv > 0) f[i] = clamp(f[i]! - grad / curv);
    }
  }
  return roundFactors(plates, f, targets, shares);
}

/** Rounds to steps of 0.05, then nudges one factor at a time while that lowers the error. */
function roundFactors(plates: Nutrients[], raw: number[], targets: Nutrients, shares: number[]): number[] {
  const f = raw.map((x) => clamp(Math.round(x / STEP) * STEP));
  let best = dayError(plates, f, targets, shares);
  for (let pass = 0; pass < 6; pass++) {
    let improved = false;
    for (let i = 0; i < f.length; i++) {
      for (const d of [-STEP, STEP]) {
        const tried = clamp(Math.round((f[i]! + d) / STEP) * STEP);
        if (tried === f[i]) continue;
        const old = f[i]!;
        f[i] = tried;
        const e = dayError(plates, f, targets, shares);
        if (e < best - 1e-12) {
          best = e;
          improved = true;
        } else f[i] = old;
      }
    }
    if (!improved) break;
  }
  return f.map((x) => Math.round(x * 100) / 100);
}

/**
 * The day's error if `plate` joins the other meals' fixed totals `rest` with its own best portion
 * (a one-variable least squares, clamped): a cheap way to rank swap candidates.
 */
export function swapError(rest: Nutrients, plate: Nutrients, targets: Nutrients): number {
  let num = 0;
  let den = 0;
  for (const k of KEYS) {
    if (!(targets[k] > 0)) continue;
    const a = plate[k] / targets[k];
    num += WEIGHTS[k] * a * ((targets[k] - rest[k]) / targets[k]);
    den += WEIGHTS[k] * a * a;
  }
  const f = den > 0 ? clamp(num / den) : 1;
  let e = 0;
  for (const k of KEYS) if (targets[k] > 0) e += WEIGHTS[k] * ((rest[k] + f * plate[k] - targets[k]) / targets[k]) ** 2;
  return e;
}
