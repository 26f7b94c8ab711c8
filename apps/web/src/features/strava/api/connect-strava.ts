import type { stravaConnectBody, stravaConnectResponse } from '@nutricoach/core/contract/strava';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { getStravaStatusQueryOptions } from './get-strava-status';

export type StravaConnectInput = Infer<typeof stravaConnectBody>;
export type StravaConnectResult = Infer<typeof stravaConnectResponse>;

/** POST /strava/connect: trades the code Strava sent back for the link, and imports the last 30 days. */
export function connectStrava(input: StravaConnectInput): Promise<StravaConnectResult> {
  return api.post<StravaConnectResult>('/strava/connect', input);
}

/** On success the status shows connected at once, then is read again. */
export function useConnectStrava({ mutationConfig }: { mutationConfig?: MutationConfig<typeof connectStrava> } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getStravaStatusQueryOptions();
  return useMutation({
    ...mutationConfig,
    mutationFn: connectStrava,
    onSuccess: (result, ...rest) => {
      queryClient.setQueryData(queryKey, {
        connected: result.connected,
        athlete_id: result.athlete_id,
        units: result.units,
      });
      void queryClient.invalidateQueries({ queryKey });
      return mutationConfig?.onSuccess?.(result, ...rest);
    },
  });
}
