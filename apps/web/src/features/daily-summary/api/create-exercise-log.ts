import type { TrainingLog, TrainingLogInput } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrQueue } from '@/lib/offline/post-or-queue';
import type { MutationConfig } from '@/lib/react-query';
import { withWorkoutSaved } from '@/lib/api/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

/**
 * POST /logs/training: a workout of the given day; answers the log with its _id. Without a network
 * it is queued and answered as it will be (docs/offline.md).
 */
/** The app always sends the calories: typed, or worked out in the form (so a queued workout shows them). */
export type ExerciseLogInput = TrainingLogInput & { calories: number };

export function createExerciseLog(input: ExerciseLogInput): Promise<TrainingLog> {
  return postOrQueue({
    kind: 'exercise',
    path: '/logs/training',
    body: { training_log: input },
    date: input.date,
    shown: (id) => ({ _id: id, ...input, strava_activity_id: null, created_at: new Date().toISOString() }),
  });
}

export function useCreateExerciseLog({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createExerciseLog>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    networkMode: 'always',
    ...rest,
    mutationFn: createExerciseLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withWorkoutSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
