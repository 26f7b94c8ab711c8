import type { TrainingLog } from '@nutricoach/core/contract/logs';
import type { ExerciseLogInput } from './create-exercise-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { withWorkoutSaved } from '@/lib/api/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

export type UpdateExerciseLogInput = { id: string; log: ExerciseLogInput };

/** PUT /logs/training/{id}, body { training_log }: the whole log is replaced. */
export function updateExerciseLog({ id, log }: UpdateExerciseLogInput): Promise<TrainingLog> {
  return api.put<TrainingLog>(`/logs/training/${encodeURIComponent(id)}`, { training_log: log });
}

export function useUpdateExerciseLog({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateExerciseLog>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateExerciseLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withWorkoutSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
