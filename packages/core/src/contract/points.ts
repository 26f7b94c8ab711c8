import { z } from 'zod';

export const pointsSummaryResponse = z.object({ daily: z.number(), weekly: z.number() });

export const dayPoints = z.object({
  date: z.string(),
  actions: z.object({
    login: z.boolean(),
    breakfast: z.boolean(),
    lunch: z.boolean(),
    dinner: z.boolean(),
    weight: z.boolean(),
    training: z.boolean(),
  }),
  goals: z.object({ calories: z.boolean(), fat: z.boolean(), carbs: z.boolean(), protein: z.boolean() }),
  points: z.number(),
});
export type DayPointsDetail = z.infer<typeof dayPoints>;
export const pointsWeekResponse = z.object({ daily: z.array(dayPoints) });

export const pointsHistoryResponse = z.object({
  weekly_points: z.array(z.object({ start_date: z.string(), end_date: z.string(), points: z.number() })),
});
