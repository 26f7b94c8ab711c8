import type { pointsHistoryResponse } from '@nutricoach/core/contract/points';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type PointsHistory = Infer<typeof pointsHistoryResponse>;

/** GET /user/points/history: the points of each week, oldest first, the current week last. */
export function getPointsHistory({ signal }: { signal?: AbortSignal } = {}): Promise<PointsHistory> {
  return api.get<PointsHistory>('/user/points/history', { signal });
}

export function getPointsHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'history'],
    queryFn: ({ signal }) => getPointsHistory({ signal }),
  });
}

export function usePointsHistory({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getPointsHistoryQueryOptions>;
} = {}) {
  return useQuery({ ...getPointsHistoryQueryOptions(), ...queryConfig });
}
