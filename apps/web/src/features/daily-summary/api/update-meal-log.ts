import type { NutritionLog, NutritionLogInput } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { withMealSaved } from '@/lib/api/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

export type UpdateMealLogInput = { id: string; log: NutritionLogInput };

/** PUT /logs/nutrition/{id}, body { nutrition_log }: the whole log (image_url included) is replaced. */
export function updateMealLog({ id, log }: UpdateMealLogInput): Promise<NutritionLog> {
  return api.put<NutritionLog>(`/logs/nutrition/${encodeURIComponent(id)}`, { nutrition_log: log });
}

export function useUpdateMealLog({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateMealLog> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateMealLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withMealSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
