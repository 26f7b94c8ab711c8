/**
 * The Spanish names of a day's actions and goals (docs/product.md §3, Points), in the spec's order: the day
 * detail of the daily summary and the weekly points panel tick the same ten things.
 */
import type { DayActions, DayGoals } from '@nutricoach/core/rules/points';

export const ACTION_LABELS: ReadonlyArray<{ key: keyof DayActions; label: string }> = [
  { key: 'login', label: 'Inicio de sesión' },
  { key: 'breakfast', label: 'Desayuno' },
  { key: 'lunch', label: 'Almuerzo' },
  { key: 'dinner', label: 'Cena' },
  { key: 'weight', label: 'Peso' },
  { key: 'training', label: 'Entrenamiento' },
];

export const GOAL_LABELS: ReadonlyArray<{ key: keyof DayGoals; label: string }> = [
  { key: 'calories', label: 'Calorías' },
  { key: 'fat', label: 'Grasa' },
  { key: 'carbs', label: 'Carbohidratos' },
  { key: 'protein', label: 'Proteína' },
];
