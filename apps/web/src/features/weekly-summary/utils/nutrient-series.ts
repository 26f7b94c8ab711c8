/** Turns the weekly summary into one consumed-vs-ideal series per nutrient. */
import type { WeeklySummary } from '@nutricoach/core/contract/summaries';

export type NutrientKey = 'calories' | 'protein' | 'fat' | 'carbs';

export const NUTRIENT_CHARTS: ReadonlyArray<{
  key: NutrientKey;
  title: string;
  unit: string;
  color: string;
  decimals: number;
}> = [
  { key: 'calories', title: 'Calorías', unit: 'kcal', color: '#138a4b', decimals: 0 },
  { key: 'protein', title: 'Proteína', unit: 'g', color: '#0ea5e9', decimals: 1 },
  { key: 'fat', title: 'Grasa', unit: 'g', color: '#f43f5e', decimals: 1 },
  { key: 'carbs', title: 'Carbohidratos', unit: 'g', color: '#f59e0b', decimals: 1 },
];

export type NutrientSeries = {
  /** null for the days after today and before the user's first day: nothing to show, not a zero. */
  consumed: (number | null)[];
  /** null before the user's first day: there was no plan yet. */
  ideal: (number | null)[];
  /** The mean of the days up to today on which something was eaten; null when there was none. */
  averageConsumed: number | null;
  /** The ideal of the last day shown (targets may change during the week). */
  currentIdeal: number;
};

/** A day counts as logged when anything at all was eaten on it. */
function isLogged(day: WeeklySummary['daily_summaries'][number]): boolean {
  const { calories, protein, fat, carbs } = day.consumed;
  return calories > 0 || protein > 0 || fat > 0 || carbs > 0;
}

export function nutrientSeries(summary: WeeklySummary, key: NutrientKey, today: string): NutrientSeries {
  const days = summary.daily_summaries;
  // Days before sign-up are left out (issue 29: they were drawn as 0 kcal eaten against the ideal),
  // unless the person went back and logged them.
  const lived = (day: (typeof days)[number]) => day.date >= summary.first_day || isLogged(day);
  const consumed = days.map((day) => (day.date > today || !lived(day) ? null : day.consumed[key]));
  const ideal = days.map((day) => (lived(day) ? day.ideal[key] : null));
  const logged = days.filter((day) => day.date <= today && isLogged(day));
  const averageConsumed = logged.length
    ? logged.reduce((sum, day) => sum + day.consumed[key], 0) / logged.length
    : null;
  const shown = days.filter((day) => day.date <= today);
  const currentIdeal = (shown.at(-1) ?? days.at(-1))?.ideal[key] ?? 0;
  return { consumed, ideal, averageConsumed, currentIdeal };
}

/** Whether any day of the week has a meal logged. */
export function weekHasMeals(summary: WeeklySummary): boolean {
  return summary.daily_summaries.some(isLogged);
}
