/** What /flex-menu says (Spanish; docs/product.md §2.10, §8). */
import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import { formatDecimal } from '@/lib/format';
import type { MealType } from '@nutricoach/core/constants/logging';

export const SEARCH_ERROR = 'Error al buscar platos. Por favor, intenta de nuevo.';
export const EMPTY_TEXT = 'No se encontraron platos';

export function platesFoundText(total: number): string {
  return total === 1 ? '1 plato encontrado' : `${total} platos encontrados`;
}

export const COST_LABELS: Record<BudgetLevel, string> = {
  low: 'Costo bajo',
  medium: 'Costo medio',
  high: 'Costo alto',
};

export const MEAL_TYPE_TONES: Record<MealType, string> = {
  breakfast: 'bg-amber-100 text-amber-800',
  lunch: 'bg-primary-100 text-primary-800',
  dinner: 'bg-indigo-100 text-indigo-800',
  snack: 'bg-pink-100 text-pink-800',
};

/** Grams with at most one decimal, in Spanish notation: 14,7. */
export const formatGrams = (value: number) => formatDecimal(value);
