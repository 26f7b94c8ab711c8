/**
 * A person's own food, typed from its nutrition label (issue 28 §2): the label's figures per 100 g
 * or per serving, turned into the per-100 g values every food has, its household portions, and the
 * check that refuses a label whose numbers cannot all be right. Choices and their reasons are in
 * docs/own-foods-and-recipes.md.
 */
import { formatSpanishNumber } from './spanish-format';
import type { Portion } from './portions.ts';

export const OWN_FOOD_BASES = ['per_100g', 'per_serving'] as const;
export type OwnFoodBasis = (typeof OWN_FOOD_BASES)[number];

/** The label as the person typed it: the figures of one column (per 100 g, or per serving). */
export type OwnFoodLabel = {
  basis: OwnFoodBasis;
  /** Grams in one serving: required per serving, optional per 100 g (then it adds a portion). */
  serving_grams?: number | null;
  /** What one serving is called ('barra', 'vaso', 'porción'). */
  serving_label?: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber?: number | null;
  polyols?: number | null;
};

/** kcal per gram: protein and carbohydrate 4, fat 9 (Atwater's general factors). */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
/** Fibre is counted at 2 kcal/g and polyols at 0 when the label lists them inside its carbohydrates. */
const FIBER_KCAL = 2;
/** Macros may give this much more energy than the label states before the label is refused. */
export const ENERGY_TOLERANCE = { ratio: 0.3, kcal: 20 } as const;
/** No food has more than this per 100 g (pure fat has about 900; oils 884). */
export const MAX_KCAL_PER_100G = 900;
/** Labels round each macro (to 1 g, or 0.5 g under 10 g): a serving's macros may exceed its weight by this much. */
const SERVING_ROUNDING_G = 1;

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const fmt = (x: number) => formatSpanishNumber(round(x, 1));

function basisText(label: OwnFoodLabel) {
  return label.basis === 'per_100g' ? 'en 100 g' : `en una porción de ${fmt(label.serving_grams ?? 0)} g`;
}

/** The energy the label's macros give, counting fibre and polyols inside the carbohydrates at their own values. */
export function macroEnergy(label: Pick<OwnFoodLabel, 'protein' | 'carbs' | 'fat' | 'fiber' | 'polyols'>): number {
  const fiber = Math.min(label.fiber ?? 0, label.carbs);
  const polyols = Math.min(label.polyols ?? 0, label.carbs - fiber);
  const sugarsAndStarch = label.carbs - fiber - polyols;
  return (
    label.protein * KCAL_PER_GRAM.protein +
    sugarsAndStarch * KCAL_PER_GRAM.carbs +
    fiber * FIBER_KCAL +
    label.fat * KCAL_PER_GRAM.fat
  );
}

/** What a label's column weighs: 100 g, or one serving. */
const gramsOf = (label: OwnFoodLabel) => (label.basis === 'per_100g' ? 100 : (label.serving_grams ?? 0));

/**
 * Why the label cannot be right, in Spanish, or null when it can. Checked in the column the person
 * typed (labels round per serving), so a 1 g sweetener sachet that says 0 kcal is not refused.
 */
export function labelProblem(
  label: OwnFoodLabel,
): { field: 'calories' | 'protein' | 'serving_grams'; message: string } | null {
  const grams = gramsOf(label);
  if (!(grams > 0)) return null;
  const macros = label.protein + label.carbs + label.fat;
  const allowed = label.basis === 'per_100g' ? 100 : grams + SERVING_ROUNDING_G;
  if (macros > allowed)
    return {
      field: label.basis === 'per_100g' ? 'protein' : 'serving_grams',
      message:
        `Revisa la etiqueta: la proteína, los carbohidratos y la grasa suman ${fmt(macros)} g ${basisText(label)}, ` +
        `y un alimento no puede tener más gramos de macros que su propio peso. Comprueba ` +
        (label.basis === 'per_100g'
          ? 'que copiaste la columna «por 100 g».'
          : 'los gramos de la porción y que los macros sean de la misma columna.'),
    };
  const kcalPer100 = (label.calories * 100) / grams;
  if (kcalPer100 > MAX_KCAL_PER_100G)
    return {
      field: label.basis === 'per_100g' ? 'calories' : 'serving_grams',
      message:
        `Revisa las calorías: serían ${fmt(kcalPer100)} kcal por 100 g, y ningún alimento pasa de ` +
        `${MAX_KCAL_PER_100G} (el aceite tiene 884). Comprueba las calorías` +
        (label.basis === 'per_100g' ? '.' : ' y los gramos de la porción.'),
    };
  const energy = macroEnergy(label);
  if (energy > label.calories * (1 + ENERGY_TOLERANCE.ratio) + ENERGY_TOLERANCE.kcal)
    return {
      field: 'calories',
      message:
        `Revisa la etiqueta: la proteína, los carbohidratos y la grasa dan unas ${Math.round(energy)} kcal ` +
        `${basisText(label)}, mucho más que las ${fmt(label.calories)} kcal que escribiste. Comprueba las ` +
        'calorías (kcal, no kJ) y que los gramos de cada macro sean de la misma columna.',
    };
  return null;
}

export type Per100 = { calories: number; protein: number; carbs: number; fat: number; fiber: number | null };

/** The label's figures per 100 g (to 0.01). */
export function per100Of(label: OwnFoodLabel): Per100 {
  const factor = 100 / gramsOf(label);
  const scale = (x: number) => round(x * factor, 2);
  return {
    calories: scale(label.calories),
    protein: scale(label.protein),
    carbs: scale(label.carbs),
    fat: scale(label.fat),
    fiber: label.fiber == null ? null : scale(label.fiber),
  };
}

const GRAMS_PORTION: Portion = { id: 'g', label: 'gramos', grams: 1, source: 'Regla: el peso exacto' };

/** 'una barra' or '1 barra' -> 'barra': the portion's label goes after a number ('2 barras'). */
export function servingName(label: string | null | undefined): string {
  const name = (label ?? '')
    .trim()
    .replace(/^(1|una?|uno)\s+/i, '')
    .trim();
  return name || 'porción';
}

/**
 * An own food's portions: its serving (the label's, or 100 g when it gives none), then grams.
 * Nutrients are per 100 g, so a serving is only a weight.
 */
export function ownFoodPortions(label: Pick<OwnFoodLabel, 'serving_grams' | 'serving_label'>): Portion[] {
  const serving: Portion = label.serving_grams
    ? {
        id: 'porcion',
        label: servingName(label.serving_label),
        grams: round(label.serving_grams, 1),
        source: 'Etiqueta del alimento: su porción',
      }
    : { id: 'porcion', label: 'porción de 100 g', grams: 100, source: 'Regla: una porción de referencia de 100 g' };
  return [serving, GRAMS_PORTION];
}
