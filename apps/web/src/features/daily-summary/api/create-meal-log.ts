import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withMealSaved } from '@/lib/api/apply-log';
import type { MealToLog } from '@/lib/api/create-meal-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';
import type { MutationConfig } from '@/lib/react-query';

// Downloaded with the first meal logged (it carries core's portion tables, 3.5 kB gzip): the
// screen's own 'Repetir hoy' needs it only when tapped.
const createMealLog = (meal: MealToLog) => import('@/lib/api/create-meal-log').then((m) => m.createMealLog(meal));

export function useCreateMealLog({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createMealLog> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    // Runs without a network too: createMealLog queues the meal then (docs/offline.md).
    networkMode: 'always',
    ...rest,
    mutationFn: createMealLog,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date, (summary) => withMealSaved(summary, log));
      return onSuccess?.(log, ...args);
    },
  });
}
