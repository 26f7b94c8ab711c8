/**
 * Logging again without typing (issue 15): GET /logs/recent, the favourites (GET, POST and
 * DELETE /favorites) and the plan's meal eaten (POST /diet-plates/strict/log).
 */
import { z } from 'zod';
import { MEAL_TYPES } from '../constants/logging.ts';
import { PLAN_MEALS } from '../constants/strict-plan.ts';
import { localDate } from './common.ts';
import { searchedFood } from './foods.ts';
import { mealItem } from './logs.ts';

/** A meal as it can be logged again: what it was called, its foods (or typed macros) and totals. */
export const savedMeal = z.object({
  description: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  items: z.array(mealItem),
});
export type SavedMeal = z.infer<typeof savedMeal>;

export const recentLogsQuery = z.object({
  meal_type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(MEAL_TYPES, { error: 'El tipo de comida debe ser breakfast, lunch, dinner o snack' }).optional(),
  ),
});

/** A meal the user logged lately, the last time they logged it; `favorite_id` when it is starred. */
export const recentMeal = savedMeal.extend({
  log_id: z.string(),
  date: z.string(),
  favorite_id: z.string().nullable(),
});
export type RecentMeal = z.infer<typeof recentMeal>;

export const recentLogsResponse = z.object({
  /** Meals of the asked meal type first, then the others; each the most recent first. */
  meals: z.array(recentMeal),
  /** Foods of the recent meals, the most recently eaten first. */
  foods: z.array(searchedFood),
});
export type RecentLogs = z.infer<typeof recentLogsResponse>;

export const favoriteBody = z
  .object(
    {
      food_id: z
        .string({ error: 'El alimento no es válido' })
        .min(1)
        .max(64, { error: 'El alimento no existe' })
        .optional(),
      log_id: z.string({ error: 'La comida no es válida' }).max(64, { error: 'Registro no encontrado' }).optional(),
    },
    { error: 'Indica el alimento o la comida' },
  )
  .superRefine((b, ctx) => {
    if (b.food_id === undefined && b.log_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Indica el alimento o la comida', path: ['food_id'] });
    else if (b.food_id !== undefined && b.log_id !== undefined)
      ctx.addIssue({ code: 'custom', message: 'Indica un alimento o una comida, no ambos', path: ['food_id'] });
  });
export const favoriteCreated = z.object({ _id: z.string(), kind: z.enum(['food', 'meal']) });

export const favoriteFood = searchedFood.extend({ favorite_id: z.string() });
export const favoriteMeal = savedMeal.extend({ _id: z.string() });
export const favoritesResponse = z.object({ foods: z.array(favoriteFood), meals: z.array(favoriteMeal) });
export type Favorites = z.infer<typeof favoritesResponse>;
export const favoriteIdParams = z.object({ id: z.string().max(64) });

/** POST /diet-plates/strict/log: that meal of this week's plan, eaten on `date`. */
export const strictLogBody = z.object(
  {
    date: localDate,
    meal_type: z.enum(PLAN_MEALS, { error: 'La comida del plan debe ser breakfast, lunch, dinner, snack_1 o snack_2' }),
  },
  { error: 'Indica el día y la comida del plan' },
);
