import type { stravaUnitsResponse } from '@nutricoach/core/contract/strava';
import type { SyncedWorkoutUnits } from '@nutricoach/core/rules/activity-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { getStravaStatusQueryOptions, type StravaStatus } from './get-strava-status';

export type StravaUnitsResult = Infer<typeof stravaUnitsResponse>;

/**
 * PUT /strava/units (issue 9): how synced runs and rides are logged, minutes or kilometres. The
 * server re-expresses the runs and rides already synced, so the summaries change too.
 */
export function updateStravaUnits(units: SyncedWorkoutUnits): Promise<StravaUnitsResult> {
  return api.put<StravaUnitsResult>('/strava/units', { units });
}

/**
 * The choice shows at once; a failure puts back the value it replaced. Saves run one after another
 * (scope), so quick taps end on the last one.
 */
export function useUpdateStravaUnits({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateStravaUnits>;
} = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getStravaStatusQueryOptions();
  return useMutation({
    scope: { id: 'update-strava-units' },
    ...mutationConfig,
    mutationFn: updateStravaUnits,
    onMutate: async (units) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<StravaStatus>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, units });
      return { previous };
    },
    onError: (error, units, context, ...rest) => {
      const previous = (context as { previous?: StravaStatus } | undefined)?.previous;
      if (previous) queryClient.setQueryData(queryKey, previous);
      void queryClient.invalidateQueries({ queryKey });
      return mutationConfig?.onError?.(error, units, context, ...rest);
    },
    onSuccess: (result, ...rest) => {
      queryClient.setQueryData(queryKey, {
        connected: result.connected,
        athlete_id: result.athlete_id,
        units: result.units,
      });
      return mutationConfig?.onSuccess?.(result, ...rest);
    },
  });
}
