import type { UserPlanResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /user/plan: the three-phase plan (docs/product.md §3, Plan); 404 until the questionnaire is saved. */
export function getUserPlan({ signal }: { signal?: AbortSignal } = {}): Promise<UserPlanResponse> {
  return api.get<UserPlanResponse>('/user/plan', { signal });
}

export function getUserPlanQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'plan'],
    queryFn: ({ signal }) => getUserPlan({ signal }),
  });
}

export function useUserPlan({ queryConfig }: { queryConfig?: QueryConfig<typeof getUserPlanQueryOptions> } = {}) {
  return useQuery({ ...getUserPlanQueryOptions(), ...queryConfig });
}
