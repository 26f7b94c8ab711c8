/**
 * Household measures ('1 taza', '⅔ de taza', '2 unidades chicas'): read them, scale them by a
 * portion factor and write them back in Spanish with friendly fractions, number agreeing.
 */

import { halfOf, pluralOf, singularOf } from '../spanish-words.ts';

const GLYPHS: Record<string, number> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
};
/** The fractions we write: people measure in halves, thirds and quarters. */
const NICE: [number, string][] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
const PREPOSITIONS = new Set(['de', 'del', 'con', 'en', 'para', 'sin', 'a', 'al', 'o', 'y']);
const AMOUNT = /^(\d+(?:[.,]\d+)?)?\s*([¼½¾⅓⅔⅛⅜⅝⅞⅙⅚])?(?:\s*\/\s*(\d+))?\s+(?:de\s+)?(.+)$/;

export interface Measure {
  amount: number;
  /** The unit and what follows it, as written: 'taza', 'unidades chicas', 'cucharada de aceite'. */
  unit: string;
}

export function parseMeasure(text: string): Measure | null {
  // 'media taza', 'medio vaso': how formatMeasure writes one half.
  const half = /^(?:media|medio)\s+(.+)$/i.exec(text.trim());
  if (half) return { amount: 0.5, unit: half[1]! };
  const m = AMOUNT.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return null;
  let amount = m[1] ? Number(m[1].replace(',', '.')) : 0;
  if (m[2]) amount += GLYPHS[m[2]]!;
  if (m[3]) amount = amount / Number(m[3]);
  return amount > 0 ? { amount, unit: m[4]! } : null;
}

/** '1 ½', '⅔', '3': the nearest whole and nice fraction, never below ¼. */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount + 1e-9);
  const frac = amount - whole;
  let best: [number, string] = [0, ''];
  let bestDiff = frac;
  for (const [v, glyph] of NICE) if (Math.abs(frac - v) < bestDiff) [best, bestDiff] = [[v, glyph], Math.abs(frac - v)];
  if (1 - frac < bestDiff) return String(whole + 1);
  if (whole === 0) return best[1] || '¼';
  return best[1] ? `${whole} ${best[1]}` : String(whole);
}
/** Kept for callers that think in quarters. */
export const formatQuarters = formatAmount;

/** The unit phrase in the number the amount asks for: the unit and its adjectives, up to a preposition. */
function agree(unit: string, many: boolean): string {
  const words = unit.split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && (PREPOSITIONS.has(w.toLowerCase()) || !/^\p{L}+$/u.test(w)));
  const end = stop === -1 ? words.length : stop;
  return words.map((w, i) => (i < end ? (many ? pluralOf(singularOf(w)) : singularOf(w)) : w)).join(' ');
}

export function formatMeasure(amount: number, unit: string): string {
  const shown = formatAmount(amount);
  // Half of one is 'media taza', 'medio vaso' (not '½ de taza'); '⅔ de taza' reads better than
  // '⅔ taza'; '1 taza', '1 ½ tazas' take the unit directly.
  if (shown === '½') return halfOf(agree(unit, false));
  if (!/\d/.test(shown)) return `${shown} de ${agree(unit, false)}`;
  return `${shown} ${agree(unit, shown !== '1')}`;
}

/** The measure for `factor` times the recipe's portion; a measure without a number stays as written. */
export function scaleEquivalence(equivalence: string, factor: number): string {
  if (Math.abs(factor - 1) < 0.01) return equivalence;
  const measure = parseMeasure(equivalence);
  return measure ? formatMeasure(measure.amount * factor, measure.unit) : equivalence;
}
