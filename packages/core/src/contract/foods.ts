/** GET /foods/search and POST /logs/parse (issue 15; rules in docs/portions-and-search.md). */
import { z } from 'zod';
import { MEAL_TYPES } from '../constants/logging.ts';
import { PORTION_IDS } from '../rules/portions.ts';

export const FOOD_SEARCH_QUERY_MAX_LENGTH = 100;
export const FOOD_SEARCH_LIMIT = { min: 1, max: 50, default: 20 } as const;
export const MEAL_TEXT_MAX_LENGTH = 500;

const LIMIT_MESSAGE = `El límite debe ser un número entero entre ${FOOD_SEARCH_LIMIT.min} y ${FOOD_SEARCH_LIMIT.max}`;

export const foodSearchQuery = z.object({
  q: z
    .string({ error: 'Escribe el alimento que buscas' })
    .trim()
    .min(1, { error: 'Escribe el alimento que buscas' })
    .max(FOOD_SEARCH_QUERY_MAX_LENGTH, {
      error: `La búsqueda puede tener como máximo ${FOOD_SEARCH_QUERY_MAX_LENGTH} caracteres`,
    }),
  limit: z.preprocess(
    // Query values arrive as text; an empty value counts as absent.
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: LIMIT_MESSAGE })
      .trim()
      .regex(/^\d{1,6}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(FOOD_SEARCH_LIMIT.min, { error: LIMIT_MESSAGE })
          .max(FOOD_SEARCH_LIMIT.max, { error: LIMIT_MESSAGE }),
      )
      .default(FOOD_SEARCH_LIMIT.default),
  ),
});
export type FoodSearchQuery = z.output<typeof foodSearchQuery>;

/** A household measure of a food: `grams` in one portion (millilitres for a food measured in ml). */
export const foodPortion = z.object({ id: z.enum(PORTION_IDS), label: z.string(), grams: z.number() });
export type FoodPortion = z.infer<typeof foodPortion>;

/** A catalog food found by the search; nutrients per 100 g (or 100 ml when unit is 'ml'), usual portion first. */
export const searchedFood = z.object({
  _id: z.string(),
  name: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  unit: z.enum(['g', 'ml']),
  portions: z.array(foodPortion),
  /** A food the user created (issue 28 §2), or one of their recipes: only they see it. */
  own: z.literal(true).optional(),
  /** An own food's brand, when it has one. */
  brand: z.string().optional(),
  /** An own recipe (its id is the recipe's `food_id`). */
  recipe: z.literal(true).optional(),
  /** A packaged product's barcode (issue 30; rules/barcode.ts): a product, or an own food linked to one. */
  barcode: z.string().optional(),
  /** Where a packaged product's data comes from: Open Food Facts (shown with its ODbL notice), or the user's own label. */
  source: z.enum(['open_food_facts', 'own']).optional(),
});
export type SearchedFood = z.infer<typeof searchedFood>;

export const foodSearchResponse = z.object({ foods: z.array(searchedFood) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponse>;

export const mealParseBody = z.object(
  {
    text: z
      .string({ error: 'Describe tu comida' })
      .trim()
      .min(1, { error: 'Describe tu comida' })
      .max(MEAL_TEXT_MAX_LENGTH, {
        error: `La descripción puede tener como máximo ${MEAL_TEXT_MAX_LENGTH} caracteres`,
      }),
  },
  { error: 'Describe tu comida' },
);
export type MealParseBody = z.infer<typeof mealParseBody>;

/** One draft item: `grams` = quantity × the portion's grams; calories and macros of those grams. */
export const parsedItem = z.object({
  food_id: z.string(),
  name: z.string(),
  quantity: z.number(),
  portion: foodPortion,
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type ParsedMealItem = z.infer<typeof parsedItem>;

/**
 * The draft: nothing is logged. `unmatched` holds the words it could not place (shown to the user);
 * `meal_type` is the meal a 'desayuno:' prefix named, or null.
 */
export const mealParseResponse = z.object({
  items: z.array(parsedItem),
  /** Ours: each food the items name, once, with its portions (so a client can change an item's portion). */
  foods: z.array(searchedFood),
  unmatched: z.array(z.string()),
  meal_type: z.enum(MEAL_TYPES).nullable(),
  /**
   * The person's own words (the text without its 'desayuno:' start), what the meal is called when
   * logged (issue 28: '2 quesadillas' stays '2 quesadillas', not the names of the foods found).
   */
  description: z.string(),
});
export type MealParseResponse = z.infer<typeof mealParseResponse>;
