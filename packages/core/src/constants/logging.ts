/** Meal types and exercise units of the logs, with the labels users read (docs/product.md §3). */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Desayuno',
  lunch: 'Almuerzo',
  dinner: 'Cena',
  snack: 'Snack',
};

export const EXERCISE_UNITS = ['minutes', 'kilometers', 'steps'] as const;
export type ExerciseUnit = (typeof EXERCISE_UNITS)[number];
/** In the edit dialog. */
export const EXERCISE_UNIT_LABELS: Record<ExerciseUnit, string> = {
  minutes: 'Minutos',
  kilometers: 'Kilómetros',
  steps: 'Pasos',
};
/** On the cards. */
export const EXERCISE_UNIT_SHORT: Record<ExerciseUnit, string> = { minutes: 'min', kilometers: 'km', steps: 'pasos' };
