import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logWeight } from '@/lib/api/log-weight';
import type { MutationConfig } from '@/lib/react-query';
import { getWeightMeasurementsQueryOptions } from './get-weight-measurements';

/** Logs today's weight (the shared call) and reads this screen's list again before it resolves. */
export function useLogWeight({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logWeight> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: logWeight,
    onSuccess: async (...args) => {
      // A weight also moves the daily summary and the points, which other screens own: mark every
      // cached answer stale (refetched when next shown) and refetch this screen's list now.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: getWeightMeasurementsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
