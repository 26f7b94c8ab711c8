import type { NutritionLog, NutritionLogInput } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { withMealSaved } from '../utils/apply-log';
import { refreshAfterLog } from './refresh-after-log';

/** POST /logs/nutrition: a meal of the given day; answers the log with its _id. */
export function createMealLog(input: NutritionLogInput): Promise<NutritionLog> {
  return api.post<NutritionLog>('/logs/nutrition', { nutrition_log: input });
}

export function useCreateMealLog({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createMealLog> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createMealLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withMealSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
