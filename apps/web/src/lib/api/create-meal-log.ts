import type { MealItem, NutritionLog, NutritionLogInput } from '@nutricoach/core/contract/logs';
import { describeItems, sumNutrients } from '@nutricoach/core/rules/meal-items';
import { postOrQueue } from '@/lib/offline/post-or-queue';

/**
 * A meal to log, and, for a meal of foods, its items as the phone priced them (the composer's
 * rows, a recent meal's foods): what the meal shows while it waits to be sent offline.
 */
export type MealToLog = { log: NutritionLogInput; items?: readonly MealItem[] };

const DESCRIPTION_MAX = 300;

/** The log the server would answer, from what the phone knows; `id` is its pending id. */
export function shownMeal({ log, items = [] }: MealToLog, id: string): NutritionLog {
  const nutrients = log.items
    ? sumNutrients(items)
    : { calories: log.calories ?? 0, protein: log.protein ?? 0, fat: log.fat ?? 0, carbs: log.carbs ?? 0 };
  return {
    _id: id,
    date: log.date,
    meal_type: log.meal_type,
    description: log.description ?? (describeItems(items, DESCRIPTION_MAX) || 'Comida'),
    ...nutrients,
    image_url: log.image_url ?? null,
    items: log.items ? [...items] : [],
    plan_meal: null,
    created_at: new Date().toISOString(),
  };
}

/**
 * POST /logs/nutrition: a meal of the given day; answers the log with its _id (and, for `items`,
 * the foods priced from the catalog with the totals). Without a network the meal is queued and
 * answered as it will be (docs/offline.md). Shared: the daily summary's meal forms and
 * /flex-menu's 'Registrar esta comida' both send it.
 */
export function createMealLog(meal: MealToLog): Promise<NutritionLog> {
  return postOrQueue({
    kind: 'meal',
    path: '/logs/nutrition',
    body: { nutrition_log: meal.log },
    date: meal.log.date,
    shown: (id) => shownMeal(meal, id),
  });
}
