import type { weightLogBody, weightLogResponse } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { getWeightMeasurementsQueryOptions } from './get-weight-measurements';

export type LogWeightInput = Infer<typeof weightLogBody>;
type LoggedWeight = Infer<typeof weightLogResponse>;

/** POST /logs/weight: one weight a day; a second one that day replaces the first. */
export function logWeight(body: LogWeightInput): Promise<LoggedWeight> {
  return api.post<LoggedWeight>('/logs/weight', body);
}

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
