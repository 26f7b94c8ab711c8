import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withMealSaved } from '@/lib/api/apply-log';
import { createMealLog } from '@/lib/api/create-meal-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';
import type { MutationConfig } from '@/lib/react-query';

export { createMealLog };

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
