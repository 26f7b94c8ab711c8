import type { WeightGoalResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /user/weight-goal: gender, age, weight and goal, each null until given. */
export function getWeightGoal({ signal }: { signal?: AbortSignal } = {}): Promise<WeightGoalResponse> {
  return api.get<WeightGoalResponse>('/user/weight-goal', { signal });
}

export function getWeightGoalQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'weight-goal'],
    queryFn: ({ signal }) => getWeightGoal({ signal }),
  });
}

export function useWeightGoal({ queryConfig }: { queryConfig?: QueryConfig<typeof getWeightGoalQueryOptions> } = {}) {
  return useQuery({ ...getWeightGoalQueryOptions(), ...queryConfig });
}
