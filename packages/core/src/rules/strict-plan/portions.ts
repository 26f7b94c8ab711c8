/**
 * Portion factors for a day's plates: the factors in [PORTION_MIN, PORTION_MAX] (steps of 0.05)
 * whose summed nutrients come closest to the targets, calories weighing most, while each meal
 * stays near its share of the day. A small bounded least-squares problem solved by coordinate descent.
 * The plan generator solves thousands of these per week, so the inner loops keep running totals
 * and allocate nothing.
 */
import { CALORIE_BAND, MACRO_BAND, PORTION_MAX, PORTION_MIN } from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';

const KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;
const WEIGHTS: Record<(typeof KEYS)[number], number> = { calories: 3, protein: 1, carbs: 1, fat: 1 };
/** How much keeping each meal near its share counts against hitting the day's totals. */
const SHARE_WEIGHT = 0.05;
const STEP = 0.05;
const SWEEPS = 25;
/** Coordinate descent stops once no factor moves by more than this in a sweep. */
const CONVERGED = 1e-7;

const clamp = (f: number) => Math.min(PORTION_MAX, Math.max(PORTION_MIN, f));

export function sumNutrients(plates: Nutrients[], factors: number[]): Nutrients {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (let i = 0; i < plates.length; i++) {
    const p = plates[i]!;
    const f = factors[i]!;
    total.calories += p.calories * f;
    total.protein += p.protein * f;
    total.carbs += p.carbs * f;
    total.fat += p.fat * f;
  }
  return total;
}

const offBand = (total: number, target: number, band: number) => target > 0 && Math.abs(total - target) / target > band + 1e-9;

export function withinBands(totals: Nutrients, targets: Nutrients) {
  return {
    calories: !offBand(totals.calories, targets.calories, CALORIE_BAND),
    protein: !offBand(totals.protein, targets.protein, MACRO_BAND),
    carbs: !offBand(totals.carbs, targets.carbs, MACRO_BAND),
    fat: !offBand(totals.fat, targets.fat, MACRO_BAND),
  };
}

/** How many of the four bands the totals miss. */
export function bandsMissed(totals: Nutrients, targets: Nutrients): number {
  return (
    +offBand(totals.calories, targets.calories, CALORIE_BAND) +
    +offBand(totals.protein, targets.protein, MACRO_BAND) +
    +offBand(totals.carbs, targets.carbs, MACRO_BAND) +
    +offBand(totals.fat, targets.fat, MACRO_BAND)
  );
}

/**
 * The error of a day from its four totals and the share term: weighted squared relative error, plus
 * 1 for each band missed, so the search prefers any day that is on target.
 */
function errorOf(kcal: number, protein: number, carbs: number, fat: number, shareTerm: number, t: Nutrients): number {
  let e = shareTerm;
  let missed = 0;
  if (t.calories > 0) {
    const r = (kcal - t.calories) / t.calories;
    e += WEIGHTS.calories * r * r;
    if (Math.abs(r) > CALORIE_BAND + 1e-9) missed++;
  }
  if (t.protein > 0) {
    const r = (protein - t.protein) / t.protein;
    e += WEIGHTS.protein * r * r;
    if (Math.abs(r) > MACRO_BAND + 1e-9) missed++;
  }
  if (t.carbs > 0) {
    const r = (carbs - t.carbs) / t.carbs;
    e += WEIGHTS.carbs * r * r;
    if (Math.abs(r) > MACRO_BAND + 1e-9) missed++;
  }
  if (t.fat > 0) {
    const r = (fat - t.fat) / t.fat;
    e += WEIGHTS.fat * r * r;
    if (Math.abs(r) > MACRO_BAND + 1e-9) missed++;
  }
  return e + missed;
}

/** The weighted squared relative error of a day; also what the plate search minimises. */
export function dayError(plates: Nutrients[], factors: number[], targets: Nutrients, shares: number[]): number {
  let kcal = 0, protein = 0, carbs = 0, fat = 0, shareTerm = 0;
  for (let i = 0; i < plates.length; i++) {
    const p = plates[i]!;
    const f = factors[i]!;
    kcal += p.calories * f;
    protein += p.protein * f;
    carbs += p.carbs * f;
    fat += p.fat * f;
    const s = (p.calories * f - shares[i]! * targets.calories) / targets.calories;
    shareTerm += SHARE_WEIGHT * s * s;
  }
  return errorOf(kcal, protein, carbs, fat, shareTerm, targets);
}

export function solvePortions(plates: Nutrients[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  const f = new Array<number>(n);
  let kcal = 0, protein = 0, carbs = 0, fat = 0;
  for (let i = 0; i < n; i++) {
    const p = plates[i]!;
    f[i] = clamp(p.calories > 0 ? (shares[i]! * targets.calories) / p.calories : 1);
    kcal += p.calories * f[i]!;
    protein += p.protein * f[i]!;
    carbs += p.carbs * f[i]!;
    fat += p.fat * f[i]!;
  }
  // Each coordinate step is exact for its variable (the error is quadratic), so a handful of sweeps
  // converge; the running totals make a step O(1).
  const tk = targets.calories, tp = targets.protein, tc = targets.carbs, tf = targets.fat;
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const p = plates[i]!;
      let grad = 0;
      let curv = 0;
      if (tk > 0) {
        const a = p.calories / tk;
        grad += 2 * WEIGHTS.calories * a * ((kcal - tk) / tk);
        curv += 2 * WEIGHTS.calories * a * a;
      }
      if (tp > 0) {
        const a = p.protein / tp;
        grad += 2 * WEIGHTS.protein * a * ((protein - tp) / tp);
        curv += 2 * WEIGHTS.protein * a * a;
      }
      if (tc > 0) {
        const a = p.carbs / tc;
        grad += 2 * WEIGHTS.carbs * a * ((carbs - tc) / tc);
        curv += 2 * WEIGHTS.carbs * a * a;
      }
      if (tf > 0) {
        const a = p.fat / tf;
        grad += 2 * WEIGHTS.fat * a * ((fat - tf) / tf);
        curv += 2 * WEIGHTS.fat * a * a;
      }
      const s = p.calories / tk;
      grad += 2 * SHARE_WEIGHT * s * (f[i]! * s - shares[i]!);
      curv += 2 * SHARE_WEIGHT * s * s;
      if (!(curv > 0)) continue;
      const next = clamp(f[i]! - grad / curv);
      const d = next - f[i]!;
      if (d === 0) continue;
      f[i] = next;
      kcal += p.calories * d;
      protein += p.protein * d;
      carbs += p.carbs * d;
      fat += p.fat * d;
      moved = Math.max(moved, Math.abs(d));
    }
    if (moved < CONVERGED) break;
  }
  return roundFactors(plates, f, targets, shares);
}

/** Rounds to steps of 0.05, then nudges one factor at a time while that lowers the error. */
function roundFactors(plates: Nutrients[], raw: number[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  const f = raw.map((x) => clamp(Math.round(x / STEP) * STEP));
  const tk = targets.calories;
  let kcal = 0, protein = 0, carbs = 0, fat = 0, shareTerm = 0;
  // Each meal's share term, kept apart so a nudge updates only its own.
  const shareOf = (i: number, factor: number) => {
    const s = (plates[i]!.calories * factor - shares[i]! * tk) / tk;
    return SHARE_WEIGHT * s * s;
  };
  for (let i = 0; i < n; i++) {
    const p = plates[i]!;
    kcal += p.calories * f[i]!;
    protein += p.protein * f[i]!;
    carbs += p.carbs * f[i]!;
    fat += p.fat * f[i]!;
    shareTerm += shareOf(i, f[i]!);
  }
  let best = errorOf(kcal, protein, carbs, fat, shareTerm, targets);
  for (let pass = 0; pass < 6; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      const p = plates[i]!;
      for (let dir = -1; dir <= 1; dir += 2) {
        const tried = clamp(Math.round((f[i]! + dir * STEP) / STEP) * STEP);
        if (tried === f[i]) continue;
        const d = tried - f[i]!;
        const share = shareTerm - shareOf(i, f[i]!) + shareOf(i, tried);
        const e = errorOf(kcal + p.calories * d, protein + p.protein * d, carbs + p.carbs * d, fat + p.fat * d, share, targets);
        if (e < best - 1e-12) {
          best = e;
          improved = true;
          f[i] = tried;
          kcal += p.calories * d;
          protein += p.protein * d;
          carbs += p.carbs * d;
          fat += p.fat * d;
          shareTerm = share;
        }
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
