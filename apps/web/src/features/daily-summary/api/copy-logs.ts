import type { MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withMealSaved } from '@/lib/api/apply-log';
import { refreshAfterLog } from './refresh-after-log';

export type CopyLogsInput = { from_date: string; to_date: string; meal_type?: MealType };

/** POST /logs/copy: the meals of a day (or of one meal type) logged again on `to_date`. */
export function copyLogs(input: CopyLogsInput): Promise<{ nutrition_logs: NutritionLog[] }> {
  return api.post<{ nutrition_logs: NutritionLog[] }>('/logs/copy', input);
}

export function useCopyLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyLogs,
    onSuccess: ({ nutrition_logs }, input) =>
      void refreshAfterLog(queryClient, input.to_date, (summary) =>
        nutrition_logs.reduce((day, log) => withMealSaved(day, log), summary),
      ),
  });
}
