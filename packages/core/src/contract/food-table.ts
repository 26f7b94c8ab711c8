/** GET /food-table/all and PUT /food-table/{foodTypeId} (docs/product.md §3 Food table, 4 Taste, 5, 7). */
import { z } from 'zod';
import { TASTES } from '../constants/food-table.ts';

export {
  FOOD_CLASSIFICATIONS,
  type FoodClassification,
  NOT_ALLOWED_TASTE_MESSAGE,
  TASTES,
  type Taste,
} from '../constants/food-table.ts';

/** A food of the catalog, nutrition per 100 g (or 100 ml when unit is 'ml'). `food` is its Spanish name. */
export const foodType = z.object({
  _id: z.string(),
  category: z.string(),
  subcategory: z.string(),
  type: z.string(),
  food: z.string(),
  description: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** Ours: 'g' or 'ml' (what the 100 refers to) and other regional names (palta / aguacate). */
  unit: z.enum(['g', 'ml']),
  aliases: z.array(z.string()),
});
export type FoodType = z.infer<typeof foodType>;

/** `_id` is the food's id too: a user has at most one taste per food. */
export const foodTableEntry = z.object({
  _id: z.string(),
  taste: z.enum(TASTES).nullable(),
  food_type: foodType,
});
export type FoodTableEntry = z.infer<typeof foodTableEntry>;

export const foodTableResponse = z.object({
  allowed: z.array(foodTableEntry),
  occasional: z.array(foodTableEntry),
  in_moderation: z.array(foodTableEntry),
  not_allowed: z.array(foodTableEntry),
});
export type FoodTable = z.infer<typeof foodTableResponse>;

export const foodTypeParams = z.object({
  foodTypeId: z.string().min(1, { error: 'Alimento no encontrado' }).max(100, { error: 'Alimento no encontrado' }),
});

export const tasteBody = z.object(
  {
    taste: z
      .enum(TASTES, { error: 'La preferencia debe ser me gusta, no me gusta, alérgico o ninguna (null)' })
      .nullable(),
  },
  { error: 'Falta la preferencia (taste)' },
);
export type TasteBody = z.infer<typeof tasteBody>;

/** PUT answers the entry as it now is. */
export const tasteResponse = foodTableEntry;
