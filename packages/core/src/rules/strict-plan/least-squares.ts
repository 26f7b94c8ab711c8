/**
 * The unrounded portion factors of a day: the factors in [PORTION_MIN, PORTION_MAX] that minimise
 * the weighted squared relative error of the day's calories and macros plus a small term that keeps
 * each meal near its share (portions.ts then rounds them to steps of 0.05).
 */
import * as PLAN from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';

// Plain module constants: read in hot loops, and an imported binding can compile to a getter call
// (it does under tsx, which serves the app).
const PORTION_MIN = PLAN.PORTION_MIN;
const PORTION_MAX = PLAN.PORTION_MAX;

export const WEIGHTS: Record<keyof Nutrients, number> = { calories: 3, protein: 1, carbs: 1, fat: 1 };
/** How much keeping each meal near its share counts against hitting the day's totals. */
export const SHARE_WEIGHT = 0.05;
const SWEEPS = 25;
/** Coordinate descent stops once no factor moves by more than this in a sweep. */
const CONVERGED = 1e-7;

export const clamp = (f: number) => Math.min(PORTION_MAX, Math.max(PORTION_MIN, f));

/** The day's totals: each plate's nutrients times its portion factor. */
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

/**
 * An active-set solve of the bounded problem (the normal equations of the free factors, each bound
 * factor held at 0.5 or 2), then coordinate descent to polish. A day's plates often have similar
 * macro splits, which makes coordinate descent alone crawl; the direct solve lands on the optimum
 * in a few small eliminations.
 */
export function boxLeastSquares(plates: Nutrients[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  const tk = targets.calories,
    tp = targets.protein,
    tc = targets.carbs,
    tf = targets.fat;
  const wk = WEIGHTS.calories,
    wp = WEIGHTS.protein,
    wc = WEIGHTS.carbs,
    wf = WEIGHTS.fat;
  // The objective is ½ fᵀHf − cᵀf + a constant; H is n×n, row-major, in a reused work array.
  const H = scratch(n * n, 0);
  const c = scratch(n, 1);
  for (let i = 0; i < n; i++) {
    const pi = plates[i]!;
    const ak = tk > 0 ? pi.calories / tk : 0,
      ap = tp > 0 ? pi.protein / tp : 0,
      ac = tc > 0 ? pi.carbs / tc : 0,
      af = tf > 0 ? pi.fat / tf : 0;
    const s = pi.calories / tk;
    c[i] = 2 * (wk * ak + wp * ap + wc * ac + wf * af) + 2 * SHARE_WEIGHT * s * shares[i]!;
    for (let j = 0; j < n; j++) {
      const pj = plates[j]!;
      H[i * n + j] =
        2 *
          (wk * ak * (tk > 0 ? pj.calories / tk : 0) +
            wp * ap * (tp > 0 ? pj.protein / tp : 0) +
            wc * ac * (tc > 0 ? pj.carbs / tc : 0) +
            wf * af * (tf > 0 ? pj.fat / tf : 0)) +
        (i === j ? 2 * SHARE_WEIGHT * s * s : 0);
    }
  }
  const f = new Array<number>(n);
  /** -1 held at the lower bound, 1 at the upper, 0 free. */
  const bound = scratch(n, 2);
  for (let i = 0; i < n; i++) {
    const p = plates[i]!;
    f[i] = clamp(p.calories > 0 ? (shares[i]! * tk) / p.calories : 1);
    bound[i] = 0;
  }
  const free = scratch(n, 3);
  const m = scratch(n * n, 4);
  const rhs = scratch(n, 5);
  for (let round = 0; round < 2 * n + 2; round++) {
    let size = 0;
    for (let i = 0; i < n; i++) if (bound[i] === 0) free[size++] = i;
    for (let r = 0; r < size; r++) {
      const i = free[r]!;
      let v = c[i]!;
      for (let j = 0; j < n; j++) if (bound[j] !== 0) v -= H[i * n + j]! * f[j]!;
      rhs[r] = v;
      for (let q = 0; q < size; q++) m[r * size + q] = H[i * n + free[q]!]!;
    }
    if (!solveLinear(m, rhs, size)) break;
    let clamped = false;
    for (let r = 0; r < size; r++) {
      const i = free[r]!;
      const v = rhs[r]!;
      const side = v < PORTION_MIN ? -1 : v > PORTION_MAX ? 1 : 0;
      f[i] = side === 0 ? v : side < 0 ? PORTION_MIN : PORTION_MAX;
      bound[i] = side;
      if (side !== 0) clamped = true;
    }
    if (clamped) continue;
    // Release a bound factor whose gradient points back inside the box.
    let released = false;
    for (let i = 0; i < n; i++) {
      if (bound[i] === 0) continue;
      let g = -c[i]!;
      for (let j = 0; j < n; j++) g += H[i * n + j]! * f[j]!;
      if ((bound[i] === -1 && g < -1e-12) || (bound[i] === 1 && g > 1e-12)) {
        bound[i] = 0;
        released = true;
      }
    }
    if (!released) break;
  }
  return polish(plates, f, targets, shares);
}

const SCRATCH: Float64Array[] = [];
/** Reusable work arrays: the solver runs thousands of times per plan and is never re-entered. */
function scratch(length: number, slot: number): Float64Array {
  if (!SCRATCH[slot] || SCRATCH[slot]!.length < length) SCRATCH[slot] = new Float64Array(Math.max(length, 25));
  return SCRATCH[slot]!;
}

/** Solves the size×size system in `m` (row-major) in place, the answer replacing `rhs`; false if singular. */
function solveLinear(m: Float64Array, rhs: Float64Array, size: number): boolean {
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) if (Math.abs(m[r * size + col]!) > Math.abs(m[pivot * size + col]!)) pivot = r;
    if (Math.abs(m[pivot * size + col]!) < 1e-14) return false;
    if (pivot !== col) {
      for (let j = 0; j < size; j++) {
        const t = m[col * size + j]!;
        m[col * size + j] = m[pivot * size + j]!;
        m[pivot * size + j] = t;
      }
      const t = rhs[col]!;
      rhs[col] = rhs[pivot]!;
      rhs[pivot] = t;
    }
    for (let r = col + 1; r < size; r++) {
      const k = m[r * size + col]! / m[col * size + col]!;
      for (let j = col; j < size; j++) m[r * size + j] = m[r * size + j]! - k * m[col * size + j]!;
      rhs[r] = rhs[r]! - k * rhs[col]!;
    }
  }
  for (let r = size - 1; r >= 0; r--) {
    let v = rhs[r]!;
    for (let j = r + 1; j < size; j++) v -= m[r * size + j]! * rhs[j]!;
    rhs[r] = v / m[r * size + r]!;
  }
  return true;
}

/**
 * Coordinate descent from `f` (in place): each step is exact for its factor (the error is
 * quadratic) and running totals make it O(1); stops once nothing moves.
 */
function polish(plates: Nutrients[], f: number[], targets: Nutrients, shares: number[]): number[] {
  const n = plates.length;
  let { calories: kcal, protein, carbs, fat } = sumNutrients(plates, f);
  const tk = targets.calories,
    tp = targets.protein,
    tc = targets.carbs,
    tf = targets.fat;
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
  return f;
}
