/** GET /diet-plates/search (docs/product.md §3 Plate, 5 Plate filters, 7 Food and plans). */
import { z } from 'zod';
import { DIET_TYPES } from '../constants/diets.ts';
import { MEAL_TYPES } from '../constants/logging.ts';
import { BUDGET_LEVELS } from '../constants/onboarding.ts';

import { INGREDIENTS_FILTER_MAX_LENGTH, PLATE_CALORIES_BOUNDS } from '../constants/plates.ts';

export {
  INGREDIENTS_FILTER_MAX_LENGTH,
  PLATE_CALORIE_SLIDER,
  PLATE_CALORIES_BOUNDS,
  PLATES_PAGE_SIZE,
} from '../constants/plates.ts';

/** Query values arrive as text; an empty value counts as absent. */
const absentIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const calories = (which: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string({ error: `Las calorías ${which} deben ser un número` })
      .trim()
      .regex(/^\d+(\.\d+)?$/, { error: `Las calorías ${which} deben ser un número` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(PLATE_CALORIES_BOUNDS.min, {
            error: `Las calorías ${which} deben estar entre 0 y ${PLATE_CALORIES_BOUNDS.max}`,
          })
          .max(PLATE_CALORIES_BOUNDS.max, {
            error: `Las calorías ${which} deben estar entre 0 y ${PLATE_CALORIES_BOUNDS.max}`,
          }),
      )
      .optional(),
  );

export const plateSearchQuery = z
  .object({
    diet: z.preprocess(absentIfEmpty, z.enum(DIET_TYPES, { error: 'La dieta no es válida' }).optional()),
    page: z.preprocess(
      absentIfEmpty,
      z
        .string({ error: 'La página debe ser un número entero mayor o igual a 1' })
        .trim()
        .regex(/^\d+$/, { error: 'La página debe ser un número entero mayor o igual a 1' })
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, { error: 'La página debe ser un número entero mayor o igual a 1' })
            .max(10_000, { error: 'La página no puede ser mayor que 10000' }),
        )
        .optional(),
    ),
    meal_type: z.preprocess(
      absentIfEmpty,
      z.enum(MEAL_TYPES, { error: 'El tipo de comida debe ser breakfast, lunch, dinner o snack' }).optional(),
    ),
    calories_min: calories('mínimas'),
    calories_max: calories('máximas'),
    ingredients: z.preprocess(
      absentIfEmpty,
      z
        .string({ error: 'Los ingredientes deben ser un texto' })
        .max(INGREDIENTS_FILTER_MAX_LENGTH, {
          error: `Los ingredientes pueden tener como máximo ${INGREDIENTS_FILTER_MAX_LENGTH} caracteres`,
        })
        .optional(),
    ),
  })
  .refine((q) => q.calories_min === undefined || q.calories_max === undefined || q.calories_min <= q.calories_max, {
    error: 'Las calorías mínimas no pueden ser mayores que las máximas',
    path: ['calories_min'],
  });
export type PlateSearchQuery = z.output<typeof plateSearchQuery>;
/** What a client sends (all text in the URL; numbers are written as numbers here). */
export type PlateSearchParams = {
  diet?: (typeof DIET_TYPES)[number];
  page?: number;
  meal_type?: (typeof MEAL_TYPES)[number];
  calories_min?: number;
  calories_max?: number;
  ingredients?: string;
};

/** An ingredient: the food's Spanish name, `quantity` in g (ml for drinks), household equivalence. */
export const plateIngredient = z.object({
  food_id: z.string(),
  name: z.string(),
  quantity: z.number(),
  equivalence: z.string(),
});

export const plate = z.object({
  _id: z.string(),
  name: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  /** The diet the plate was searched for. */
  diet: z.enum(DIET_TYPES),
  calories: z.number(),
  /** Grams per portion. */
  macro_type: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
  cooking_method: z.string(),
  ingredients: z.array(plateIngredient),
  /** Ours: cost tier and preparation steps. */
  cost: z.enum(BUDGET_LEVELS),
  steps: z.array(z.string()),
});
export type Plate = z.infer<typeof plate>;

export const plateSearchResponse = z.object({
  data: z.array(plate),
  pagination: z.object({
    hasNextPage: z.boolean(),
    total: z.number().int(),
    /** Ours: the page answered, for the client's next-page logic. */
    page: z.number().int(),
  }),
});
export type PlateSearchResponse = z.infer<typeof plateSearchResponse>;
