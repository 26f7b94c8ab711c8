/**
 * The meal, workout and weight forms: what the inputs hold (text, so '12,5' with a decimal comma
 * works) and resolvers that turn it into numbers and check it with core's schemas and messages
 * (docs/product.md §5: description and meal type required; duration, unit, calories and macros required
 * numbers, minimum 0).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ExerciseUnit, MealType } from '@nutricoach/core/constants/logging';
import { trainingLogInput, typedMealInput, weightLogBody } from '@nutricoach/core/contract/logs';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { parseDecimal } from '@/lib/number-input';

/** Turns the texts of `numberFields` into numbers, runs `schema`, and words the empty fields. */
function textResolver<Values extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
  numberFields: readonly (keyof Values & string)[],
  required: Partial<Record<keyof Values & string, string>>,
  prepare?: (values: Values) => { values: Record<string, unknown>; errors: FieldErrors<Values> },
): Resolver<Values, unknown, Output> {
  const validate = zodResolver(schema);
  return async (values, context, options) => {
    const prepared = prepare
      ? prepare(values)
      : {
          values: {
            ...values,
            ...Object.fromEntries(numberFields.map((field) => [field, parseDecimal(String(values[field] ?? ''))])),
          },
          errors: {} as FieldErrors<Values>,
        };
    const result = await validate(prepared.values as never, context, options as never);
    const errors = { ...(result.errors as FieldErrors<Values>), ...prepared.errors };
    for (const [field, message] of Object.entries(required) as [keyof Values & string, string][]) {
      const value = values[field];
      if (errors[field] && (value === undefined || value === null || String(value).trim() === '')) {
        (errors as Record<string, unknown>)[field] = { type: 'required', message };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: result.values as Output, errors: {} };
  };
}

// ---- Meal (typed macros; a meal of foods is the composer's, utils/meal-draft.ts)

export type MealFormValues = {
  meal_type: MealType | '';
  description: string;
  calories: string;
  protein: string;
  fat: string;
  carbs: string;
};
export type MealFormOutput = {
  meal_type: MealType;
  description: string;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
};

const MEAL_NUMBERS = ['calories', 'protein', 'fat', 'carbs'] as const;
/** What an empty field of the meal form says (docs/product.md §5). */
export const MEAL_REQUIRED = {
  meal_type: 'Elige el tipo de comida',
  description: 'Escribe qué comiste',
  calories: 'Escribe las calorías',
  protein: 'Escribe la proteína',
  fat: 'Escribe la grasa',
  carbs: 'Escribe los carbohidratos',
} as const;

export const mealResolver = textResolver<MealFormValues, MealFormOutput>(
  typedMealInput.omit({ date: true, image_url: true }),
  MEAL_NUMBERS,
  MEAL_REQUIRED,
  (values) => ({
    values: {
      meal_type: values.meal_type || undefined,
      description: values.description,
      ...Object.fromEntries(MEAL_NUMBERS.map((field) => [field, parseDecimal(values[field])])),
    },
    errors: {},
  }),
);

// ---- Workout

export type ExerciseFormValues = { description: string; duration: string; units: ExerciseUnit | ''; calories: string };
export type ExerciseFormOutput = { description: string; duration: number; units: ExerciseUnit; calories?: number };

export const exerciseResolver = textResolver<ExerciseFormValues, ExerciseFormOutput>(
  trainingLogInput.omit({ date: true }),
  [],
  {
    description: 'Escribe qué ejercicio hiciste',
    duration: 'Escribe la duración',
    units: 'Elige la unidad',
    calories: 'Escribe las calorías quemadas',
  },
  (values) => ({
    values: {
      description: values.description,
      units: values.units || undefined,
      duration: parseDecimal(values.duration),
      calories: parseDecimal(values.calories),
    },
    errors: {},
  }),
);

// ---- Weight

export type WeightFormValues = { weight: string };
export const weightResolver = textResolver<WeightFormValues, { weight: number }>(
  weightLogBody.pick({ weight: true }),
  ['weight'],
  {
    weight: 'Escribe tu peso',
  },
);
