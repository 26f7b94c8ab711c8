/**
 * 'Crear alimento': the label's fields as typed (text, so a decimal comma works) to the API's body,
 * checked with core's own schema (the same label check the server runs), and back for editing.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import { type OwnFood, type OwnFoodInput, ownFoodInput } from '@nutricoach/core/contract/my-foods';
import type { OwnFoodBasis } from '@nutricoach/core/rules/own-foods';
import { decimalText, parseDecimal } from '@/lib/number-input';

export type LabelValues = {
  name: string;
  brand: string;
  basis: OwnFoodBasis;
  serving_label: string;
  serving_grams: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  fiber: string;
  polyols: string;
  /** The package's barcode: the person's next scan of it finds this food. */
  barcode: string;
};

export type LabelField = keyof LabelValues;

export const emptyLabel = (name = ''): LabelValues => ({
  name,
  brand: '',
  basis: 'per_100g',
  serving_label: '',
  serving_grams: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  fiber: '',
  polyols: '',
  barcode: '',
});

/** A new food for a scanned code: what Open Food Facts knew of it (per 100 g), the rest to copy from the label. */
export function labelFromPrefill(prefill: BarcodePrefill): LabelValues {
  return {
    ...emptyLabel(prefill.name),
    brand: prefill.brand ?? '',
    serving_grams: decimalText(prefill.serving_grams),
    calories: decimalText(prefill.calories),
    protein: decimalText(prefill.protein),
    carbs: decimalText(prefill.carbs),
    fat: decimalText(prefill.fat),
    fiber: decimalText(prefill.fiber),
    barcode: prefill.barcode,
  };
}

export function labelOf(food: OwnFood): LabelValues {
  return {
    name: food.name,
    brand: food.brand ?? '',
    basis: food.basis,
    serving_label: food.serving_label && food.serving_label !== 'porción' ? food.serving_label : '',
    serving_grams: decimalText(food.serving_grams),
    calories: decimalText(food.label.calories),
    protein: decimalText(food.label.protein),
    carbs: decimalText(food.label.carbs),
    fat: decimalText(food.label.fat),
    fiber: decimalText(food.label.fiber),
    polyols: decimalText(food.label.polyols),
    barcode: food.barcode ?? '',
  };
}

const REQUIRED: Partial<Record<LabelField, string>> = {
  calories: 'Escribe las calorías de la etiqueta',
  protein: 'Escribe la proteína (0 si no tiene)',
  carbs: 'Escribe los carbohidratos (0 si no tiene)',
  fat: 'Escribe la grasa (0 si no tiene)',
};

const NUMBER_FIELDS = ['serving_grams', 'calories', 'protein', 'carbs', 'fat', 'fiber', 'polyols'] as const;

export type LabelCheck =
  | { ok: true; input: OwnFoodInput }
  /** `label`: what is wrong with the label as a whole (the 4/4/9 and weight checks). */
  | { ok: false; errors: Partial<Record<LabelField, string>>; label: string | null };

/** The body to send, or why not, in the words the server would use. */
export function checkLabel(values: LabelValues): LabelCheck {
  const body: Record<string, unknown> = {
    name: values.name,
    brand: values.brand,
    basis: values.basis,
    serving_label: values.serving_label,
    barcode: values.barcode,
  };
  const errors: Partial<Record<LabelField, string>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = parseDecimal(values[field]);
    if (value === undefined) {
      if (REQUIRED[field]) errors[field] = REQUIRED[field];
      body[field] = null;
    } else body[field] = value;
  }
  // Per 100 g, a serving is optional: a name without grams is dropped.
  if (values.basis === 'per_100g' && body.serving_grams === null) body.serving_label = '';
  const parsed = ownFoodInput.safeParse(body);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  let label: string | null = null;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as LabelField | undefined;
    if (issue.message.startsWith('Revisa')) label ??= issue.message;
    else if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, label };
}
