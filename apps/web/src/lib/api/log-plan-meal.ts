import type { PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { refreshAfterLog } from './refresh-after-log';

export type LogPlanMealInput = { date: string; meal_type: PlanMeal };

/**
 * POST /diet-plates/strict/log ('✓ Lo comí'): that meal of the week's plan, eaten on `date`, logged
 * with the plate's name, ingredients and macros. Answers 201 with the log (its `plan_meal` set).
 */
export function logPlanMeal(input: LogPlanMealInput): Promise<NutritionLog> {
  return api.post<NutritionLog>('/diet-plates/strict/log', input);
}

/** The server's 409 when that plan meal of that day is already in the diary. */
export function isAlreadyLogged(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PLAN_MEAL_ALREADY_LOGGED';
}

/**
 * From /strict-menu and the daily summary's plan banner. After a log (or a 409 saying it was
 * already logged, which means this screen's summary is out of date) the summaries and points are
 * read again; `patch` lets a screen add the new log to the day's cached summary at once.
 */
export function useLogPlanMeal({
  patch,
  mutationConfig,
}: {
  patch?: (summary: DailySummary, log: NutritionLog) => DailySummary;
  mutationConfig?: MutationConfig<typeof logPlanMeal>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: logPlanMeal,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, patch && ((summary) => patch(summary, log)));
      return onSuccess?.(log, ...args);
    },
    onError: (error, input, ...args) => {
      if (isAlreadyLogged(error)) void refreshAfterLog(queryClient, input.date);
      return onError?.(error, input, ...args);
    },
  });
}
