import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { useEffect } from 'react';
import { api, setPlanInactiveHandler } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export function getCurrentPlan({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentPlan> {
  return api.get<CurrentPlan>('/payments/current-plan', { signal });
}

export function getCurrentPlanQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'current-plan'],
    queryFn: ({ signal }) => getCurrentPlan({ signal }),
  });
}

export function useCurrentPlan({ queryConfig }: { queryConfig?: QueryConfig<typeof getCurrentPlanQueryOptions> } = {}) {
  return useQuery({ ...getCurrentPlanQueryOptions(), ...queryConfig });
}

/**
 * A 402 from any call means the plan ended while the app was open: read the plan again (the top
 * bar and the plan guard follow it). Mount once, in the shell.
 */
export function useRefreshPlanOnPlanInactive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // cancelRefetch false: a burst of 402s (a screen's parallel calls) reads the plan once.
    setPlanInactiveHandler(
      () =>
        void queryClient.invalidateQueries(
          { queryKey: getCurrentPlanQueryOptions().queryKey },
          { cancelRefetch: false },
        ),
    );
    return () => setPlanInactiveHandler(() => {});
  }, [queryClient]);
}
