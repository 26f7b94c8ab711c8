import type { deletedResponse } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import type { DeleteLogInput } from './delete-meal-log';
import { withWorkoutRemoved } from '@/lib/api/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

/** DELETE /logs/training/{id}. */
export function deleteExerciseLog({ id }: DeleteLogInput): Promise<Infer<typeof deletedResponse>> {
  return api.delete(`/logs/training/${encodeURIComponent(id)}`);
}

export function useDeleteExerciseLog({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteExerciseLog>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteExerciseLog,
    onSuccess: (result, input, ...args) => {
      void refreshAfterLog(queryClient, input.date, (summary) => withWorkoutRemoved(summary, input.id));
      return onSuccess?.(result, input, ...args);
    },
  });
}
