/** A portion of a food of the food table: its nutrition is given per 100 g (or ml). */
import type { FoodType } from '@nutricoach/core/contract/food-table';

export type PortionNutrients = { calories: number; protein: number; fat: number; carbs: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Calories whole, macros to one decimal, as they are logged. */
export function portionNutrients(
  food: Pick<FoodType, 'calories' | 'protein' | 'fat' | 'carbs'>,
  grams: number,
): PortionNutrients {
  const factor = grams / 100;
  return {
    calories: Math.round(food.calories * factor),
    protein: round1(food.protein * factor),
    fat: round1(food.fat * factor),
    carbs: round1(food.carbs * factor),
  };
}
