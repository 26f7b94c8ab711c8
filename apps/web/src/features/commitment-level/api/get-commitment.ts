import type { commitmentResponse } from '@nutricoach/core/contract/commitment';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from '@/lib/api/query-roots';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type Commitment = Infer<typeof commitmentResponse>;
export type Achievement = Commitment['achievements'][number];

/** GET /user/commitment: this week's level, up to 12 weeks of history and the achievements. */
export function getCommitment({ signal }: { signal?: AbortSignal } = {}): Promise<Commitment> {
  return api.get<Commitment>('/user/commitment', { signal });
}

/** Under the points root: every log changes the level and the achievements, and refreshAfterLog invalidates it. */
export function getCommitmentQueryOptions() {
  return queryOptions({
    queryKey: [...pointsQueryKey, 'commitment'],
    queryFn: ({ signal }) => getCommitment({ signal }),
  });
}

export function useCommitment({ queryConfig }: { queryConfig?: QueryConfig<typeof getCommitmentQueryOptions> } = {}) {
  return useQuery({ ...getCommitmentQueryOptions(), ...queryConfig });
}
