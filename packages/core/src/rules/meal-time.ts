/** The meal a log most likely is from the local hour: 'Añadir comida' today and a chat meal with no meal type. */
import type { MealType } from '../constants/logging.ts';

export function mealTypeAtHour(hour: number): MealType {
  if (hour < 11) return 'breakfast';
  if (hour < 16) return 'lunch';
  if (hour < 19) return 'snack';
  return 'dinner';
}
