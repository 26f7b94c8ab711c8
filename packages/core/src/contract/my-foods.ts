/**
 * The person's own foods and recipes (issue 28 §2–3): /my-foods and /recipes. Rules in
 * rules/own-foods.ts and rules/recipes.ts; choices in docs/own-foods-and-recipes.md.
 */
import { formatSpanishNumber } from '../rules/spanish-format';
import { z } from 'zod';
import { parseBarcode } from '../rules/barcode.ts';
import { labelProblem, OWN_FOOD_BASES } from '../rules/own-foods.ts';
import { searchedFood } from './foods.ts';
import { MEAL_ITEMS_MAX, mealItem, mealItemInput } from './logs.ts';

export const OWN_FOOD_NAME_MAX = 80;
const BRAND_MAX = 60;
const SERVING_LABEL_MAX = 30;
const SERVING_GRAMS_MAX = 5_000;
export const RECIPE_SERVINGS_MAX = 100;
export const RECIPE_INGREDIENTS_MAX = MEAL_ITEMS_MAX;
const COOKED_GRAMS_MAX = 50_000;

/** A figure of the label; `subject` agrees with the verb, e.g. ['Las calorías', 'deben', 'negativas']. */
const figure = ([subject, verb, negative]: [string, 'debe' | 'deben', string], max: number) =>
  z
    .number({ error: `${subject} ${verb} ser un número` })
    .min(0, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} ser ${negative}` })
    .max(max, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} superar ${formatSpanishNumber(max)}` });

/** Optional text: empty or blank counts as absent. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: message }).trim().max(max, { error: message }).nullish(),
  );

const nameOf = (what: string) =>
  z
    .string({ error: `Escribe el nombre ${what}` })
    .trim()
    .min(1, { error: `Escribe el nombre ${what}` })
    .max(OWN_FOOD_NAME_MAX, { error: `El nombre puede tener como máximo ${OWN_FOOD_NAME_MAX} caracteres` });

/** POST /my-foods and PUT /my-foods/:id: a label, per 100 g or per serving. */
export const ownFoodInput = z
  .object(
    {
      name: nameOf('del alimento'),
      brand: optionalText(BRAND_MAX, `La marca puede tener como máximo ${BRAND_MAX} caracteres`),
      basis: z.enum(OWN_FOOD_BASES, { error: 'Indica si los valores de la etiqueta son por 100 g o por porción' }),
      serving_label: optionalText(
        SERVING_LABEL_MAX,
        `El nombre de la porción puede tener como máximo ${SERVING_LABEL_MAX} caracteres`,
      ),
      serving_grams: z
        .number({ error: 'Los gramos de la porción deben ser un número' })
        .positive({ error: 'Los gramos de la porción deben ser mayores que 0' })
        .max(SERVING_GRAMS_MAX, {
          error: `Los gramos de la porción no pueden superar ${formatSpanishNumber(SERVING_GRAMS_MAX)}`,
        })
        .nullish(),
      calories: figure(['Las calorías', 'deben', 'negativas'], 10_000),
      protein: figure(['La proteína', 'debe', 'negativa'], 5_000),
      carbs: figure(['Los carbohidratos', 'deben', 'negativos'], 5_000),
      fat: figure(['La grasa', 'debe', 'negativa'], 5_000),
      fiber: figure(['La fibra', 'debe', 'negativa'], 5_000).nullish(),
      polyols: figure(['Los polialcoholes', 'deben', 'negativos'], 5_000).nullish(),
      /** The package's barcode (issue 30): the user's next scan of it finds this food. Stored canonical. */
      barcode: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z
          .string({ error: 'El código de barras debe ser texto' })
          .max(32, { error: 'Un código de barras tiene 8, 12 o 13 números' })
          .transform((text, ctx) => {
            const parsed = parseBarcode(text);
            if (parsed) return parsed.code;
            ctx.addIssue({ code: 'custom', message: 'El código de barras no es válido: revisa los números' });
            return z.NEVER;
          })
          .nullish(),
      ),
    },
    { error: 'Faltan los datos del alimento' },
  )
  .superRefine((food, ctx) => {
    if (food.basis === 'per_serving' && !food.serving_grams) {
      ctx.addIssue({
        code: 'custom',
        message: 'Indica cuántos gramos tiene una porción: la etiqueta lo dice junto a «por porción»',
        path: ['serving_grams'],
      });
      return;
    }
    const problem = labelProblem(food);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type OwnFoodInput = z.infer<typeof ownFoodInput>;

/** The label's figures as typed, per its basis: what the form shows again when editing. */
export const ownFoodLabel = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number().nullable(),
  polyols: z.number().nullable(),
});

/** An own food: a search result (per 100 g, its portions) with `own: true` and its label as typed. */
export const ownFood = searchedFood.extend({
  own: z.literal(true),
  basis: z.enum(OWN_FOOD_BASES),
  serving_label: z.string().nullable(),
  serving_grams: z.number().nullable(),
  /** Fibre per 100 g, when the label gives it. */
  fiber: z.number().nullable(),
  label: ownFoodLabel,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnFood = z.infer<typeof ownFood>;

export const ownFoodResponse = z.object({ food: ownFood });
export const ownFoodsResponse = z.object({ foods: z.array(ownFood) });

/** Any id shape is accepted; one that is not the caller's answers 404, never 400. */
export const ownIdParams = z.object({ id: z.string().max(64) });
export const logIdParam = z.object({ log_id: z.string().max(64) });
export const ownDeletedResponse = z.object({ _id: z.string() });

const servings = z
  .number({ error: 'Las porciones deben ser un número' })
  .positive({ error: 'Las porciones deben ser mayores que 0' })
  .max(RECIPE_SERVINGS_MAX, { error: `Una receta puede tener como máximo ${RECIPE_SERVINGS_MAX} porciones` });
const cookedGrams = z
  .number({ error: 'El peso de la receta cocida debe ser un número' })
  .positive({ error: 'El peso de la receta cocida debe ser mayor que 0' })
  .max(COOKED_GRAMS_MAX, {
    error: `El peso de la receta cocida no puede superar ${formatSpanishNumber(COOKED_GRAMS_MAX)} g`,
  })
  .nullish();

/** POST /recipes and PUT /recipes/:id. An ingredient is any food the user can log: catalog, dish, own food, recipe. */
export const recipeInput = z.object(
  {
    name: nameOf('de la receta'),
    servings,
    ingredients: z
      .array(mealItemInput, { error: 'Los ingredientes deben ser una lista' })
      .min(1, { error: 'Añade al menos un ingrediente' })
      .max(RECIPE_INGREDIENTS_MAX, {
        error: `Una receta puede tener como máximo ${RECIPE_INGREDIENTS_MAX} ingredientes`,
      }),
    cooked_grams: cookedGrams,
  },
  { error: 'Faltan los datos de la receta' },
);
export type RecipeInput = z.infer<typeof recipeInput>;

/** POST /recipes/from-log/:log_id: a logged meal's foods, as they were logged, become a recipe. */
export const recipeFromLogBody = z.object(
  { name: nameOf('de la receta'), servings, cooked_grams: cookedGrams },
  { error: 'Faltan los datos de la receta' },
);
export type RecipeFromLogBody = z.infer<typeof recipeFromLogBody>;

const nutrients = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });

export const recipe = z.object({
  _id: z.string(),
  name: z.string(),
  servings: z.number(),
  /** The recipe as a food: search, the parser and a meal's items know it by this id. */
  food_id: z.string(),
  cooked_grams: z.number().nullable(),
  /** Grams in one serving ('1 porción'). */
  serving_grams: z.number(),
  per_serving: nutrients,
  per_100g: nutrients,
  /** The ingredients' sum and their weight as weighed. */
  total: nutrients.extend({ grams: z.number() }),
  /** Each ingredient priced as a meal's item is. */
  ingredients: z.array(mealItem),
  /** The recipe as a search result: what a meal adds. */
  food: searchedFood,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof recipe>;

export const recipeResponse = z.object({ recipe });
export const recipesResponse = z.object({ recipes: z.array(recipe) });
