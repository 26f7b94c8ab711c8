/** 'Registrar esta comida' on a plate of /flex-menu (issue 15): what is sent and what it says. */
import type { MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLogInput } from '@nutricoach/core/contract/logs';
import type { Plate } from '@nutricoach/core/contract/plates';
import { PORTION_QUANTITIES } from '@nutricoach/core/rules/portions';

/** Half a plate to two plates: the portion picker's first four quantities. */
export const PLATE_PORTIONS = PORTION_QUANTITIES.filter((q) => q <= 2);
export type PlatePortion = (typeof PLATE_PORTIONS)[number];

/** '½', '1', '1½', '2' (the portions go by halves); the chips' legend says they are plates. */
export function portionLabel(portion: number): string {
  const whole = Math.floor(portion);
  return `${whole || ''}${portion - whole === 0.5 ? '½' : ''}`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The plate as a meal of `date`: its ingredients times the portion, in grams to one decimal; the
 * server prices them from the catalog. An ingredient that rounds to nothing is left out.
 */
export function plateLogInput(plate: Plate, portion: number, mealType: MealType, date: string): NutritionLogInput {
  return {
    date,
    meal_type: mealType,
    description: plate.name,
    items: plate.ingredients
      .map((i) => ({ food_id: i.food_id, grams: round1(i.quantity * portion) }))
      .filter((i) => i.grams > 0),
  };
}
