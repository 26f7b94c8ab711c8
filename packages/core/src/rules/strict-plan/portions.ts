/**
 * Portion factors for a day's plates: the factors in [PORTION_MIN, PORTION_MAX] (steps of 0.05)
 * whose summed nutrients come closest to the targets, calories weighing most, while each meal
 * stays near its share of the day: a small bounded least-squares problem (least-squares.ts),
 * then rounding. The plan generator solves thousands of these per week, so the hot loops keep
 * running totals and allocate nothing.
 */
import * as PLAN from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';
import { boxLeastSquares, clamp, SHARE_WEIGHT, sumNutrients, WEIGHTS } from './least-squares.ts';

// Plain module constants: the hot loops below read them millions of times, and an imported binding
// can compile to a getter call (it does under tsx, which serves the app).
const CALORIE_BAND = PLAN.CALORIE_BAND;
const MACRO_BAND = PLAN.MACRO_BAND;
const STEP = 0.05;

const offBand = (total: number, target: number, band: number) =>
  target > 0 && Math.abs(total - target) / target > band + 1e-9;

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
  let kcal = 0,
    protein = 0,
    carbs = 0,
    fat = 0,
    shareTerm = 0;
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
  return roundFactors(plates, boxLeastSquares(plates, targets, shares), targets, shares);
}

/** One meal's term of the share penalty, kept apart so a nudge updates only its own. */
function shareOf(plate: Nutrients, share: number, factor: number, targetKcal: number): number {
  const s = (plate.calories * factor - share * targetKcal) / targetKcal;
  return SHARE_WEIGHT * s * s;
}

/** Rounds to steps of 0.05, then nudges one factor at a time while that lowers the error. */
function roundFactors(plates: Nutrients[], raw: number[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  const f = raw.map((x) => clamp(Math.round(x / STEP) * STEP));
  const tk = targets.calories;
  let { calories: kcal, protein, carbs, fat } = sumNutrients(plates, f);
  let shareTerm = 0;
  for (let i = 0; i < n; i++) shareTerm += shareOf(plates[i]!, shares[i]!, f[i]!, tk);
  let best = errorOf(kcal, protein, carbs, fat, shareTerm, targets);
  for (let pass = 0; pass < 6; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      const p = plates[i]!;
      for (let dir = -1; dir <= 1; dir += 2) {
        const tried = clamp(Math.round((f[i]! + dir * STEP) / STEP) * STEP);
        if (tried === f[i]) continue;
        const d = tried - f[i]!;
        const share = shareTerm - shareOf(p, shares[i]!, f[i]!, tk) + shareOf(p, shares[i]!, tried, tk);
        const e = errorOf(
          kcal + p.calories * d,
          protein + p.protein * d,
          carbs + p.carbs * d,
          fat + p.fat * d,
          share,
          targets,
        );
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
  // Per nutrient: a = the plate's share of the target, g = the gap the other meals leave.
  const { calories: tk, protein: tp, carbs: tc, fat: tf } = targets;
  const ak = tk > 0 ? plate.calories / tk : 0,
    gk = tk > 0 ? (tk - rest.calories) / tk : 0;
  const ap = tp > 0 ? plate.protein / tp : 0,
    gp = tp > 0 ? (tp - rest.protein) / tp : 0;
  const ac = tc > 0 ? plate.carbs / tc : 0,
    gc = tc > 0 ? (tc - rest.carbs) / tc : 0;
  const af = tf > 0 ? plate.fat / tf : 0,
    gf = tf > 0 ? (tf - rest.fat) / tf : 0;
  const num = WEIGHTS.calories * ak * gk + WEIGHTS.protein * ap * gp + WEIGHTS.carbs * ac * gc + WEIGHTS.fat * af * gf;
  const den = WEIGHTS.calories * ak * ak + WEIGHTS.protein * ap * ap + WEIGHTS.carbs * ac * ac + WEIGHTS.fat * af * af;
  const f = den > 0 ? clamp(num / den) : 1;
  const rk = f * ak - gk,
    rp = f * ap - gp,
    rc = f * ac - gc,
    rf = f * af - gf;
  return WEIGHTS.calories * rk * rk + WEIGHTS.protein * rp * rp + WEIGHTS.carbs * rc * rc + WEIGHTS.fat * rf * rf;
}
