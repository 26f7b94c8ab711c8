import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logWeight } from '@/lib/api/log-weight';
import type { MutationConfig } from '@/lib/react-query';
import { refreshAfterLog } from './refresh-after-log';

/** Logs a day's weight (the shared call) and patches that day's summary at once. */
export function useLogWeight({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logWeight> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: logWeight,
    onSuccess: (saved, ...args) => {
      void refreshAfterLog(queryClient, saved.date, (summary) => ({ ...summary, weight: saved.weight }));
      return onSuccess?.(saved, ...args);
    },
  });
}
