/** The Spanish names of a day's actions and goals (spec 3, Points), in the order they are shown. */
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
  { key: 'protein', label: 'Proteína' },
  { key: 'fat', label: 'Grasa' },
  { key: 'carbs', label: 'Carbohidratos' },
];

export const POINTS_ERROR = 'Error al cargar los puntos';
export const WEEK_EMPTY = 'No hay datos de puntajes diarios disponibles.';
/** Spec 2.12 gives the chart's empty text in English; kept literally. */
export const HISTORY_EMPTY = 'No data available';
