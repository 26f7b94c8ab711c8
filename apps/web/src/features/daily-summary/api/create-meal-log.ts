import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMealLog } from '@/lib/api/create-meal-log';
import type { MutationConfig } from '@/lib/react-query';
import { withMealSaved } from '../utils/apply-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

export { createMealLog };

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
