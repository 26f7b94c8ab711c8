import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
