import { formatSpanishNumber } from '../rules/spanish-format';
import { z } from 'zod';
import { EXERCISE_UNITS, MEAL_TYPES } from '../constants/logging.ts';
import { PLAN_MEALS } from '../constants/strict-plan.ts';
import { PORTION_IDS } from '../rules/portions.ts';
import { localDate } from './common.ts';

/** A non-negative quantity; `subject` agrees with the verb, e.g. ['Las calorías', 'deben', 'negativas']. */
const amount = ([subject, verb, negative]: [string, 'debe' | 'deben', string], max: number) =>
  z
    .number({ error: `${subject} ${verb} ser un número` })
    .min(0, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} ser ${negative}` })
    .max(max, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} superar ${formatSpanishNumber(max)}` });

const description = z
  .string({ error: 'La descripción es obligatoria' })
  .trim()
  .min(1, { error: 'La descripción es obligatoria' })
  .max(300, { error: 'La descripción puede tener como máximo 300 caracteres' });

/** At most this many foods in one meal. */
export const MEAL_ITEMS_MAX = 30;
const ITEM_GRAMS_MAX = 5_000;
const ITEM_QUANTITY_MAX = 100;

/** How much of a food: grams (ml for a drink), or a number of one of its household portions. */
const amountShape = {
  grams: z
    .number({ error: 'Los gramos deben ser un número' })
    .positive({ error: 'Los gramos deben ser mayores que 0' })
    .max(ITEM_GRAMS_MAX, { error: `Los gramos no pueden superar ${formatSpanishNumber(ITEM_GRAMS_MAX)}` })
    .optional(),
  portion_id: z.enum(PORTION_IDS, { error: 'La porción no es válida' }).optional(),
  quantity: z
    .number({ error: 'La cantidad debe ser un número' })
    .positive({ error: 'La cantidad debe ser mayor que 0' })
    .max(ITEM_QUANTITY_MAX, { error: `La cantidad no puede superar ${ITEM_QUANTITY_MAX}` })
    .optional(),
};

function checkAmount(item: { grams?: number; portion_id?: string; quantity?: number }, ctx: z.RefinementCtx) {
  const byPortion = item.portion_id !== undefined || item.quantity !== undefined;
  if (item.grams !== undefined && byPortion)
    ctx.addIssue({ code: 'custom', message: 'Indica los gramos o una porción, no ambos', path: ['grams'] });
  else if (item.grams === undefined && !byPortion)
    ctx.addIssue({ code: 'custom', message: 'Indica los gramos o una porción con su cantidad', path: ['grams'] });
  else if (byPortion && item.portion_id === undefined)
    ctx.addIssue({ code: 'custom', message: 'Indica la porción', path: ['portion_id'] });
  else if (byPortion && item.quantity === undefined)
    ctx.addIssue({ code: 'custom', message: 'Indica la cantidad', path: ['quantity'] });
}

/** PATCH /logs/nutrition/:id/items/:item_id: a new amount of one food of the meal. */
export const mealItemAmount = z
  .object(amountShape, { error: 'Indica los gramos o una porción con su cantidad' })
  .superRefine(checkAmount);
export type MealItemAmountInput = z.infer<typeof mealItemAmount>;

/** One food of a meal as a client sends it: the server prices it from the catalog. */
export const mealItemInput = z
  .object(
    {
      food_id: z
        .string({ error: 'Elige un alimento' })
        .min(1, { error: 'Elige un alimento' })
        .max(64, { error: 'El alimento no existe' }),
      ...amountShape,
    },
    { error: 'Faltan los datos del alimento' },
  )
  .superRefine(checkAmount);
export type MealItemInput = z.infer<typeof mealItemInput>;

const macros = {
  calories: amount(['Las calorías', 'deben', 'negativas'], 10_000),
  protein: amount(['La proteína', 'debe', 'negativa'], 1_000),
  fat: amount(['La grasa', 'debe', 'negativa'], 1_000),
  carbs: amount(['Los carbohidratos', 'deben', 'negativos'], 1_500),
};
const MACRO_KEYS = ['calories', 'protein', 'fat', 'carbs'] as const;
const MACRO_MISSING: Record<(typeof MACRO_KEYS)[number], string> = {
  calories: 'Las calorías deben ser un número',
  protein: 'La proteína debe ser un número',
  fat: 'La grasa debe ser un número',
  carbs: 'Los carbohidratos deben ser un número',
};

const imageUrl = z
  .url({ protocol: /^https?$/, error: 'La imagen debe ser una URL http(s)' })
  .max(2000)
  .nullish();

/** A meal with typed macros: what the meal form's 'Ingresar macros' sends. */
export const typedMealInput = z.object(
  {
    date: localDate,
    meal_type: z.enum(MEAL_TYPES, { error: 'El tipo de comida es obligatorio' }),
    description,
    ...macros,
    image_url: imageUrl,
  },
  { error: 'Faltan los datos de la comida' },
);

/**
 * A meal: typed macros with a description (`typedMealInput`), or `items`, catalog foods whose
 * macros the server computes (the description then defaults to the foods' names). Not both.
 */
export const nutritionLogInput = z
  .object(
    {
      ...typedMealInput.shape,
      description: description.optional(),
      calories: macros.calories.optional(),
      protein: macros.protein.optional(),
      fat: macros.fat.optional(),
      carbs: macros.carbs.optional(),
      items: z
        .array(mealItemInput, { error: 'Los alimentos deben ser una lista' })
        .min(1, { error: 'Añade al menos un alimento' })
        .max(MEAL_ITEMS_MAX, { error: `Una comida puede tener como máximo ${MEAL_ITEMS_MAX} alimentos` })
        .optional(),
    },
    { error: 'Faltan los datos de la comida' },
  )
  .superRefine((log, ctx) => {
    if (log.items) {
      for (const key of MACRO_KEYS)
        if (log[key] !== undefined)
          ctx.addIssue({
            code: 'custom',
            message: 'Con alimentos, las calorías y los macros se calculan solos: no los envíes',
            path: [key],
          });
      return;
    }
    if (log.description === undefined)
      ctx.addIssue({ code: 'custom', message: 'La descripción es obligatoria', path: ['description'] });
    for (const key of MACRO_KEYS)
      if (log[key] === undefined) ctx.addIssue({ code: 'custom', message: MACRO_MISSING[key], path: [key] });
  });
export type NutritionLogInput = z.infer<typeof nutritionLogInput>;
export const nutritionLogBody = z.object(
  { nutrition_log: nutritionLogInput },
  { error: 'Faltan los datos de la comida' },
);

/** A stored food of a meal: its portion and quantity, grams and the nutrients of those grams. */
export const mealItem = z.object({
  id: z.string(),
  food_id: z.string(),
  name: z.string(),
  quantity: z.number(),
  portion: z.object({ id: z.enum(PORTION_IDS), label: z.string(), grams: z.number() }),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type MealItem = z.infer<typeof mealItem>;

export const nutritionLog = z.object({
  _id: z.string(),
  date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  description: z.string(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  image_url: z.string().nullable(),
  /** The foods of the meal; empty for a meal logged with typed macros. */
  items: z.array(mealItem),
  /** The weekly plan's meal this log is ('✓ Lo comí'), or null. */
  plan_meal: z.enum(PLAN_MEALS).nullable(),
  /** 'chat' when the WhatsApp coach logged it (the app shows a chat mark); absent for the app's own. */
  source: z.literal('chat').optional(),
  created_at: z.string(),
});
export type NutritionLog = z.infer<typeof nutritionLog>;

export const itemIdParams = z.object({ id: z.string().max(64), item_id: z.string().max(64) });

export const copyLogsBody = z
  .object(
    {
      from_date: localDate,
      to_date: localDate,
      meal_type: z.enum(MEAL_TYPES, { error: 'El tipo de comida no es válido' }).optional(),
    },
    { error: 'Indica de qué día copiar' },
  )
  .refine((b) => b.from_date !== b.to_date, { error: 'Elige un día distinto para copiar', path: ['to_date'] });
export const copyLogsResponse = z.object({ nutrition_logs: z.array(nutritionLog) });

export const trainingLogInput = z.object(
  {
    date: localDate,
    description,
    duration: amount(['La duración', 'debe', 'negativa'], 100_000),
    units: z.enum(EXERCISE_UNITS, { error: 'La unidad es obligatoria' }),
    /** Left out: worked out from the sport, the time and the person's weight (rules/workout-estimate). */
    calories: amount(['Las calorías', 'deben', 'negativas'], 10_000).optional(),
  },
  { error: 'Faltan los datos del ejercicio' },
);
export type TrainingLogInput = z.infer<typeof trainingLogInput>;
export const trainingLogBody = z.object(
  { training_log: trainingLogInput },
  { error: 'Faltan los datos del ejercicio' },
);

export const trainingLog = z.object({
  _id: z.string(),
  date: z.string(),
  description: z.string(),
  duration: z.number(),
  units: z.enum(EXERCISE_UNITS),
  calories: z.number(),
  strava_activity_id: z.string().nullable(),
  /** 'chat' when the WhatsApp coach logged it; absent otherwise. */
  source: z.literal('chat').optional(),
  created_at: z.string(),
});
export type TrainingLog = z.infer<typeof trainingLog>;

/** Any id shape is accepted here; one that is not ours answers 404, never 400. */
export const logIdParams = z.object({ id: z.string().max(64) });
export const deletedResponse = z.object({ _id: z.string() });

export const weightLogBody = z.object({
  date: localDate,
  weight: z
    .number({ error: 'El peso debe ser un número' })
    .min(30, { error: 'El peso debe estar entre 30 y 300 kg' })
    .max(300, { error: 'El peso debe estar entre 30 y 300 kg' }),
});
export const weightLogResponse = z.object({ date: z.string(), weight: z.number() });
