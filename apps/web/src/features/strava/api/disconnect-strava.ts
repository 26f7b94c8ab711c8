import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getStravaStatusQueryOptions, type StravaStatus } from './get-strava-status';

/** POST /strava/disconnect (no body): forgets the link; workouts already synced stay in the log. */
export function disconnectStrava(): Promise<StravaStatus> {
  return api.post<StravaStatus>('/strava/disconnect');
}

/** On success the status shows disconnected at once, then is read again. */
export function useDisconnectStrava({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof disconnectStrava>;
} = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getStravaStatusQueryOptions();
  return useMutation({
    ...mutationConfig,
    mutationFn: () => disconnectStrava(),
    onSuccess: (status, ...rest) => {
      queryClient.setQueryData(queryKey, status);
      void queryClient.invalidateQueries({ queryKey });
      return mutationConfig?.onSuccess?.(status, ...rest);
    },
  });
}
