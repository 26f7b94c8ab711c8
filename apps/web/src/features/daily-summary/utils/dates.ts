/** The day the screen shows: the user's today, or a past day they picked (docs/product.md §2.6, §5). */
import type { MealType } from '@nutricoach/core/constants/logging';
import { mealTypeAtHour } from '@nutricoach/core/rules/meal-time';

export { todayLocal } from '@/lib/today';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The picker's value from the URL's ?date=: absent is today (the default), empty is null (a
 * cleared picker), a future or malformed date is today (it cannot be picked).
 */
export function pickedDate(param: string | null, today: string): string | null {
  if (param === null) return today;
  if (param === '') return null;
  if (!DATE.test(param) || Number.isNaN(Date.parse(`${param}T00:00:00Z`)) || param > today) return today;
  return param;
}

/** The meal a new log most likely is, from the hour (for today's 'Añadir comida'). */
export function mealTypeAt(now: Date): MealType {
  return mealTypeAtHour(now.getHours());
}
