import { z } from 'zod';
import { EXERCISE_UNITS, MEAL_TYPES } from '../constants/logging.ts';
import { localDate } from './common.ts';

/** A non-negative quantity; `subject` agrees with the verb, e.g. ['Las calorías', 'deben', 'negativas']. */
const amount = ([subject, verb, negative]: [string, 'debe' | 'deben', string], max: number) =>
  z
    .number({ error: `${subject} ${verb} ser un número` })
    .min(0, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} ser ${negative}` })
    .max(max, { error: `${subject} no ${verb === 'deben' ? 'pueden' : 'puede'} superar ${max.toLocaleString('es')}` });

const description = z
  .string({ error: 'La descripción es obligatoria' })
  .trim()
  .min(1, { error: 'La descripción es obligatoria' })
  .max(300, { error: 'La descripción puede tener como máximo 300 caracteres' });

export const nutritionLogInput = z.object(
  {
    date: localDate,
    meal_type: z.enum(MEAL_TYPES, { error: 'El tipo de comida es obligatorio' }),
    description,
    calories: amount(['Las calorías', 'deben', 'negativas'], 10_000),
    protein: amount(['La proteína', 'debe', 'negativa'], 1_000),
    fat: amount(['La grasa', 'debe', 'negativa'], 1_000),
    carbs: amount(['Los carbohidratos', 'deben', 'negativos'], 1_500),
    image_url: z
      .url({ protocol: /^https?$/, error: 'La imagen debe ser una URL http(s)' })
      .max(2000)
      .nullish(),
  },
  { error: 'Faltan los datos de la comida' },
);
export type NutritionLogInput = z.infer<typeof nutritionLogInput>;
export const nutritionLogBody = z.object(
  { nutrition_log: nutritionLogInput },
  { error: 'Faltan los datos de la comida' },
);

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
  created_at: z.string(),
});
export type NutritionLog = z.infer<typeof nutritionLog>;

export const trainingLogInput = z.object(
  {
    date: localDate,
    description,
    duration: amount(['La duración', 'debe', 'negativa'], 100_000),
    units: z.enum(EXERCISE_UNITS, { error: 'La unidad es obligatoria' }),
    calories: amount(['Las calorías', 'deben', 'negativas'], 10_000),
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
