import { spanishNumber } from '@/lib/format';
const integer = () => spanishNumber({ maximumFractionDigits: 0 });
const oneDecimal = () => spanishNumber({ maximumFractionDigits: 1 });

/** Calories as the rows show them: rounded, with Spanish separators ('1.628'). */
export function formatKcal(value: number): string {
  return integer().format(Math.round(value));
}

/** Grams of a macro or an ingredient, rounded ('24'). */
export function formatGrams(value: number): string {
  return integer().format(Math.round(value));
}

/** A week's amount of one food: '350 g', or '1,2 kg' from a kilo up. */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${oneDecimal().format(grams / 1000)} kg` : `${integer().format(Math.round(grams))} g`;
}

export const LOAD_ERROR = 'Error al cargar el plan. Por favor, intenta de nuevo.';
export const GENERATE_ERROR = 'Error al generar el plan. Por favor, intenta de nuevo.';
export const GENERATING_HINT = 'Estamos armando tu plan de la semana…';
