/**
 * What /api/openapi.json says of the contract's zod schemas beyond what zod's JSON Schema says:
 * the names of the schemas it shows as components (Food, NutritionLog, DailySummary, Error...),
 * and the rules the server enforces with code zod cannot put in a JSON Schema (a refine): a real
 * date between 1900 and 2100, one decimal at most, no repeated item, a query number's bounds.
 * Each rule is read from the constant the contract itself checks, so the document and the server
 * cannot say two things. Where the server takes one of several shapes (a meal of typed macros or
 * of catalog foods; a favourite food or meal), the component is a oneOf (DOCUMENT_OVERRIDES).
 */
import { z } from 'zod';
import { LOCAL_DATE_YEARS, errorBody, localDate } from '@nutricoach/core/contract/common';
import {
  copyLogsBody,
  mealItem,
  mealItemAmount,
  mealItemInput,
  nutritionLog,
  nutritionLogInput,
  trainingLog,
  trainingLogInput,
  typedMealInput,
  weightLogBody,
} from '@nutricoach/core/contract/logs';
import { dailySummaryResponse, nutrients, weeklySummaryResponse } from '@nutricoach/core/contract/summaries';
import { FOOD_SEARCH_LIMIT, foodPortion, foodSearchQuery, searchedFood } from '@nutricoach/core/contract/foods';
import { favoriteBody, savedMeal } from '@nutricoach/core/contract/meal-shortcuts';
import { personalInfo, questionnaireBody } from '@nutricoach/core/contract/onboarding';
import { plate, plateSearchQuery, PLATE_CALORIES_BOUNDS } from '@nutricoach/core/contract/plates';
import { ownFood, ownFoodInput, recipe } from '@nutricoach/core/contract/my-foods';
import { PRO_BOUNDS, professionalBody, targetsBody } from '@nutricoach/core/contract/professionals';
import { strictDay, strictMeal } from '@nutricoach/core/contract/strict-plan';
import { challenge } from '@nutricoach/core/contract/challenges';
import { sessionUser } from '@nutricoach/core/contract/auth';
import { currentPlanResponse } from '@nutricoach/core/contract/payments';
import { barcodeNotFound } from '@nutricoach/core/contract/barcode';
import { DELETE_ACCOUNT_CONFIRMATION, deleteAccountBody } from '@nutricoach/core/contract/account';
import { dietTypeBody } from '@nutricoach/core/contract/onboarding';
import { DIET_TYPES, isSelectableDiet } from '@nutricoach/core/constants/diets';

type Meta = { id?: string; [keyword: string]: unknown };

/** The schemas the document names (id) and the keywords it adds to others. */
export const API_SCHEMAS = z.registry<Meta>();

/**
 * Named schemas. A schema used in requests gets 'Input' after its name unless it is only ever
 * used in requests (lib/openapi.ts renames those back): Food, NutritionLog; MealEntry, MealItemEntry.
 */
const NAMED: [z.ZodType, string][] = [
  [errorBody, 'Error'],
  [nutritionLog, 'NutritionLog'],
  [mealItem, 'MealItem'],
  [trainingLog, 'TrainingLog'],
  [nutrients, 'Nutrients'],
  [dailySummaryResponse, 'DailySummary'],
  [weeklySummaryResponse, 'WeeklySummary'],
  [searchedFood, 'Food'],
  [foodPortion, 'FoodPortion'],
  [savedMeal, 'SavedMeal'],
  [plate, 'Plate'],
  [strictDay, 'StrictPlanDay'],
  [strictMeal, 'StrictPlanMeal'],
  [ownFood, 'OwnFood'],
  [recipe, 'Recipe'],
  [challenge, 'Challenge'],
  [sessionUser, 'SessionUser'],
  [currentPlanResponse, 'CurrentPlan'],
  [personalInfo, 'PersonalInfo'],
  [nutritionLogInput, 'MealEntry'],
  [typedMealInput, 'MealWithMacros'],
  [mealItemInput, 'MealItemEntry'],
  [mealItemAmount, 'MealItemAmount'],
  [trainingLogInput, 'TrainingEntry'],
  [weightLogBody, 'WeightEntry'],
  [copyLogsBody, 'CopyLogs'],
  [questionnaireBody, 'Questionnaire'],
  [favoriteBody, 'FavoriteEntry'],
  [barcodeNotFound, 'BarcodeNotFound'],
];
for (const [schema, id] of NAMED) API_SCHEMAS.add(schema, { id });

API_SCHEMAS.add(ownFoodInput, { id: 'OwnFoodEntry' });

/** YYYY-MM-DD of a real day (format: date) whose year is within LOCAL_DATE_YEARS. */
const YEARS = `(19\\d\\d|20\\d\\d|${LOCAL_DATE_YEARS.max})`;
API_SCHEMAS.add(localDate, {
  format: 'date',
  pattern: `^${YEARS}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$`,
  description: `Fecha AAAA-MM-DD de un día real, entre ${LOCAL_DATE_YEARS.min} y ${LOCAL_DATE_YEARS.max}.`,
  examples: ['2026-03-14'],
});
if (LOCAL_DATE_YEARS.min !== 1900 || LOCAL_DATE_YEARS.max > 2199)
  throw new Error('openapi-schemas: YEARS no dice LOCAL_DATE_YEARS');

/** A number given with one decimal at most (the contract's hasOneDecimalAtMost). */
for (const field of [personalInfo.shape.height, personalInfo.shape.weight]) API_SCHEMAS.add(field, { multipleOf: 0.1 });

API_SCHEMAS.add(questionnaireBody.shape.meal_habits, { uniqueItems: true });

/** The words, as isDeleteConfirmation reads them: any case, spaces around. */
const anyCase = (text: string) =>
  text.replace(/\p{L}/gu, (c) => `[${c.toLocaleLowerCase('es')}${c.toLocaleUpperCase('es')}]`);
API_SCHEMAS.add(deleteAccountBody.shape.confirmation, {
  pattern: `^\\s*${anyCase(DELETE_ACCOUNT_CONFIRMATION)}\\s*$`,
  description: `Escribe «${DELETE_ACCOUNT_CONFIRMATION}» (mayúsculas o minúsculas).`,
});
/** Text trimmed before its length is checked (docs/api.md): at least `min` characters between the first and last that are not spaces. */
const trimmedAtLeast = (min: number) => `^\\s*\\S${min > 1 ? `[\\s\\S]{${min - 2},}\\S` : ''}\\s*$`;
API_SCHEMAS.add(professionalBody.shape.name, {
  pattern: trimmedAtLeast(PRO_BOUNDS.name.min),
  description: `Entre ${PRO_BOUNDS.name.min} y ${PRO_BOUNDS.name.max} caracteres, sin contar los espacios de los extremos.`,
});
API_SCHEMAS.add(targetsBody.shape.reason, {
  pattern: trimmedAtLeast(PRO_BOUNDS.reason.min),
  description: `Por qué: entre ${PRO_BOUNDS.reason.min} y ${PRO_BOUNDS.reason.max} caracteres, sin contar los espacios de los extremos.`,
});
/** A diet a clinician must follow cannot be chosen in the app (isSelectableDiet). */
API_SCHEMAS.add(dietTypeBody.shape.diet_type, { enum: DIET_TYPES.filter(isSelectableDiet) });

/** A query number: the text a URL carries, described as the number the server reads from it. */
const queryNumber = (schema: z.ZodType, keywords: Meta) =>
  API_SCHEMAS.add(schema, { type: undefined, pattern: undefined, ...keywords });
queryNumber(foodSearchQuery.shape.limit, {
  type: 'integer',
  minimum: FOOD_SEARCH_LIMIT.min,
  maximum: FOOD_SEARCH_LIMIT.max,
  default: FOOD_SEARCH_LIMIT.default,
});
queryNumber(plateSearchQuery.shape.page, { type: 'integer', minimum: 1, maximum: 10_000, default: 1 });
for (const field of [plateSearchQuery.shape.calories_min, plateSearchQuery.shape.calories_max])
  queryNumber(field, { type: 'number', minimum: PLATE_CALORIES_BOUNDS.min, maximum: PLATE_CALORIES_BOUNDS.max });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
type Schemas = Record<string, Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] }>;
const MACROS = ['calories', 'protein', 'fat', 'carbs'];

/**
 * Components the server chooses between in code (a superRefine), stated as a oneOf once the
 * generated ones are known: each gets the generated components (request ones end in 'Input') and
 * returns the components to set. A branch forbids the other's fields (`false`), as the server does.
 */
export const DOCUMENT_OVERRIDES: ((schemas: Schemas) => Schemas)[] = [
  (schemas) => {
    const typed = schemas.MealWithMacrosInput!;
    const entry = schemas.MealEntryInput!;
    const withItems = {
      type: 'object',
      description: 'Una comida con alimentos del catálogo: el servidor calcula calorías y macros (no se envían).',
      properties: {
        ...Object.fromEntries(Object.entries(typed.properties!).filter(([key]) => !MACROS.includes(key))),
        description: entry.properties!.description,
        items: entry.properties!.items,
        ...Object.fromEntries(MACROS.map((key) => [key, false])),
      },
      required: ['date', 'meal_type', 'items'],
    };
    return {
      MealWithMacrosInput: {
        ...typed,
        description: 'Una comida con calorías y macros escritos y su descripción (sin alimentos).',
        properties: { ...typed.properties, items: false },
      },
      MealWithItemsInput: withItems,
      MealEntryInput: {
        description:
          'Una comida: con calorías y macros escritos y su descripción (MealWithMacros), o con alimentos del catálogo (MealWithItems), cuyos macros calcula el servidor. No ambas cosas.',
        oneOf: [ref('MealWithMacrosInput'), ref('MealWithItemsInput')],
      },
    };
  },
  (schemas) => {
    // Grams, or a portion with its quantity (checkAmount): not both.
    const byGrams = (base: Schemas[string]) => ({
      type: 'object',
      properties: { ...base.properties, portion_id: false, quantity: false },
      required: [...(base.required ?? []), 'grams'],
    });
    const byPortion = (base: Schemas[string]) => ({
      type: 'object',
      properties: { ...base.properties, grams: false },
      required: [...(base.required ?? []), 'portion_id', 'quantity'],
    });
    const amount = (base: Schemas[string], description: string) => ({
      description,
      oneOf: [byGrams(base), byPortion(base)],
    });
    return {
      MealItemAmountInput: amount(schemas.MealItemAmountInput!, 'Los gramos, o una porción con su cantidad: no ambos.'),
      MealItemEntryInput: amount(
        schemas.MealItemEntryInput!,
        'Un alimento del catálogo con sus gramos, o con una porción y su cantidad: no ambos.',
      ),
    };
  },
  (schemas) => {
    // An own food's label per portion needs the portion's grams (the contract's superRefine).
    const food = schemas.OwnFoodEntryInput!;
    const { basis: _basis, serving_grams, ...rest } = food.properties!;
    const per = (basis: string, grams: unknown, required: string[]) => ({
      type: 'object',
      properties: { ...rest, basis: { const: basis }, serving_grams: grams },
      required: [...(food.required ?? []), ...required],
    });
    return {
      OwnFoodEntryInput: {
        description:
          'Un alimento propio desde su etiqueta: valores por 100 g, o por porción con los gramos de la porción.',
        oneOf: [
          per('per_100g', serving_grams, []),
          per(
            'per_serving',
            {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: (serving_grams as { anyOf?: { maximum?: number }[] }).anyOf?.[0]?.maximum,
            },
            ['serving_grams'],
          ),
        ],
      },
    };
  },
  (schemas) => {
    const { food_id, log_id } = schemas.FavoriteEntryInput!.properties!;
    return {
      FavoriteEntryInput: {
        description:
          'Un alimento del catálogo (food_id) o la comida de un registro (log_id): exactamente uno de los dos.',
        oneOf: [
          { type: 'object', properties: { food_id, log_id: false }, required: ['food_id'] },
          { type: 'object', properties: { food_id: false, log_id }, required: ['log_id'] },
        ],
      },
    };
  },
];
