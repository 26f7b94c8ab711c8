/**
 * A saved meal (a recent, a favourite, a past day's) logged again as it was. Kept apart from
 * meal-draft.ts, which prices foods with core's portion rules: the daily summary's 'Repetir' needs
 * only this, and the screen loads without those rules.
 */
import type { MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLogInput } from '@nutricoach/core/contract/logs';
import type { SavedMeal } from '@nutricoach/core/contract/meal-shortcuts';
import type { PortionId } from '@nutricoach/core/rules/portions';

/** Grams and ml are typed; other portions step by halves. */
export const isMetric = (portionId: PortionId) => portionId === 'g' || portionId === 'ml';

/** A recent or favourite meal logged again, as it was, on `date` as `mealType`. */
export function savedMealInput(meal: SavedMeal, date: string, mealType: MealType): NutritionLogInput {
  if (meal.items.length === 0)
    return {
      date,
      meal_type: mealType,
      description: meal.description,
      calories: meal.calories,
      protein: meal.protein,
      fat: meal.fat,
      carbs: meal.carbs,
    };
  return {
    date,
    meal_type: mealType,
    description: meal.description,
    items: meal.items.map((item) =>
      isMetric(item.portion.id)
        ? { food_id: item.food_id, grams: item.quantity }
        : { food_id: item.food_id, portion_id: item.portion.id, quantity: item.quantity },
    ),
  };
}
