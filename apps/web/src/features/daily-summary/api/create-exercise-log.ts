import type { TrainingLog, TrainingLogInput } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { withWorkoutSaved } from '../utils/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

/** POST /logs/training: a workout of the given day; answers the log with its _id. */
export function createExerciseLog(input: TrainingLogInput): Promise<TrainingLog> {
  return api.post<TrainingLog>('/logs/training', { training_log: input });
}

export function useCreateExerciseLog({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createExerciseLog>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createExerciseLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withWorkoutSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
