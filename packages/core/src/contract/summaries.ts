import { z } from 'zod';
import { localDate } from './common.ts';
import { nutritionLog, trainingLog } from './logs.ts';

export const nutrients = z.object({ calories: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() });

/** ?date= is optional everywhere: the user's today by default. */
export const dateQuery = z.object({ date: localDate.optional() });

export const dailySummaryResponse = z.object({
  summary: z.object({ consumed: nutrients, ideal: nutrients }),
  weight: z.number().nullable(),
  logs: z.array(nutritionLog),
  training: z.array(trainingLog),
});
export type DailySummary = z.infer<typeof dailySummaryResponse>;

export const weeklySummaryResponse = z.object({
  week_start: z.string(),
  week_end: z.string(),
  /**
   * The user's first day (the local date they signed up on): a day before it has nothing to show,
   * not a day of zero (issue 29).
   */
  first_day: z.string(),
  daily_summaries: z.array(z.object({ date: z.string(), consumed: nutrients, ideal: nutrients })),
});
export type WeeklySummary = z.infer<typeof weeklySummaryResponse>;

export const weightMeasurementsResponse = z.object({
  weight_measurements: z.array(z.object({ date: z.string(), weight: z.number() })),
  weight_goal: z.number().nullable(),
  /** The weight the person started from (the onboarding's), even when that day's measurement was replaced. */
  start: z.object({ date: z.string(), weight: z.number() }).nullable(),
});
export type WeightMeasurements = z.infer<typeof weightMeasurementsResponse>;
