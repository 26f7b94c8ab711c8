/** A plan meal, a plan-meal log and a day's summary as the API sends them, for the web's unit tests. */
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';

/** A generated plan meal (20 g protein, 40 g carbs, 10 g fat); `extra` changes any field. */
export const strictMeal = (name: string, extra: Partial<StrictMeal> = {}): StrictMeal => ({
  plate_id: name,
  name,
  calories: 500,
  protein: 20,
  carbs: 40,
  fat: 10,
  portion: 1,
  cooking_method: '',
  ingredients: [],
  steps: [],
  status: 'generated',
  ...extra,
});

/** A meal logged from the plan (`plan_meal`), with no foods; `extra` changes any field. */
export const planMealLog = (plan_meal: string, extra: { date?: string } & Record<string, unknown> = {}) => {
  const date = extra.date ?? '2026-11-18';
  return {
    _id: `log-${plan_meal}-${date}`,
    date,
    meal_type: 'lunch',
    description: 'x',
    calories: 500,
    protein: 0,
    fat: 0,
    carbs: 0,
    image_url: null,
    items: [],
    plan_meal,
    created_at: `${date}T12:00:00.000Z`,
    ...extra,
  };
};

/** GET /summaries/daily of a day with these logs, nothing consumed, and an ideal of `idealCalories`. */
export const daySummaryWith = (logs: object[], idealCalories = 0) => ({
  summary: {
    consumed: { calories: 0, protein: 0, fat: 0, carbs: 0 },
    ideal: { calories: idealCalories, protein: 0, fat: 0, carbs: 0 },
  },
  weight: null,
  logs,
  training: [],
});
