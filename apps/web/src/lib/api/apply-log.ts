/**
 * The cached daily summary with one log added, replaced or removed, so a list and its totals move
 * as soon as the server has answered; the day is then read again for what only the server knows
 * (points, rounding).
 */
import type { DailySummary } from '@nutricoach/core/contract/summaries';

type Meal = DailySummary['logs'][number];
type Workout = DailySummary['training'][number];

const round1 = (n: number) => Math.round(n * 10) / 10;

function withMeals(summary: DailySummary, logs: Meal[]): DailySummary {
  const sum = (key: 'calories' | 'protein' | 'fat' | 'carbs') =>
    round1(logs.reduce((total, log) => total + log[key], 0));
  return {
    ...summary,
    logs,
    summary: {
      ...summary.summary,
      consumed: { calories: sum('calories'), protein: sum('protein'), fat: sum('fat'), carbs: sum('carbs') },
    },
  };
}

export function withMealSaved(summary: DailySummary, log: Meal): DailySummary {
  const index = summary.logs.findIndex((l) => l._id === log._id);
  const logs = index === -1 ? [...summary.logs, log] : summary.logs.map((l) => (l._id === log._id ? log : l));
  return withMeals(summary, logs);
}

export function withMealRemoved(summary: DailySummary, id: string): DailySummary {
  return withMeals(
    summary,
    summary.logs.filter((l) => l._id !== id),
  );
}

export function withWorkoutSaved(summary: DailySummary, log: Workout): DailySummary {
  const index = summary.training.findIndex((l) => l._id === log._id);
  return {
    ...summary,
    training: index === -1 ? [...summary.training, log] : summary.training.map((l) => (l._id === log._id ? log : l)),
  };
}

export function withWorkoutRemoved(summary: DailySummary, id: string): DailySummary {
  return { ...summary, training: summary.training.filter((l) => l._id !== id) };
}
