import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { UserObjective };

/** GET /user/objective (docs/product.md §3, User objective): objective, diet, deficit and onboarding state. */
export function getUserObjective({ signal }: { signal?: AbortSignal } = {}): Promise<UserObjective> {
  return api.get<UserObjective>('/user/objective', { signal });
}

export function getUserObjectiveQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'objective'],
    queryFn: ({ signal }) => getUserObjective({ signal }),
  });
}

export function useUserObjective({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getUserObjectiveQueryOptions>;
} = {}) {
  return useQuery({ ...getUserObjectiveQueryOptions(), ...queryConfig });
}
