import type { deletedResponse } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { withMealRemoved } from '@/lib/api/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

/** `date` is the log's day, whose cached summary loses it at once. */
export type DeleteLogInput = { id: string; date: string };

/** DELETE /logs/nutrition/{id}. */
export function deleteMealLog({ id }: DeleteLogInput): Promise<Infer<typeof deletedResponse>> {
  return api.delete(`/logs/nutrition/${encodeURIComponent(id)}`);
}

export function useDeleteMealLog({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteMealLog> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteMealLog,
    onSuccess: (result, input, ...args) => {
      void refreshAfterLog(queryClient, input.date, (summary) => withMealRemoved(summary, input.id));
      return onSuccess?.(result, input, ...args);
    },
  });
}
