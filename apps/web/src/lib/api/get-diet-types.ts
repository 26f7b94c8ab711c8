import type { Objective } from '@nutricoach/core/constants/onboarding';
import type { DietOption } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { DietOption };

/**
 * GET /diet-type?objective=: the diets offered for an objective, in display order. Shared by the
 * onboarding's diet steps and the objectives screen.
 */
export function getDietTypes({
  objective,
  signal,
}: {
  objective: Objective;
  signal?: AbortSignal;
}): Promise<DietOption[]> {
  return api.get<DietOption[]>(`/diet-type?objective=${encodeURIComponent(objective)}`, { signal });
}

export function getDietTypesQueryOptions(objective: Objective) {
  return queryOptions({
    queryKey: ['diet-types', objective],
    queryFn: ({ signal }) => getDietTypes({ objective, signal }),
    // The catalogue changes with a release, not during a session.
    staleTime: 60 * 60_000,
  });
}

/** Waits while `objective` is undefined (the user's objective still loading). */
export function useDietTypes({
  objective,
  queryConfig,
}: {
  objective: Objective | undefined;
  queryConfig?: QueryConfig<typeof getDietTypesQueryOptions>;
}) {
  return useQuery({
    ...getDietTypesQueryOptions(objective ?? 'lose_weight'),
    enabled: objective !== undefined,
    ...queryConfig,
  });
}
