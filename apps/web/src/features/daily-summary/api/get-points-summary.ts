import type { pointsSummaryResponse } from '@nutricoach/core/contract/points';
import { REFRESH_ON_RETURN } from '@/lib/api/get-daily-summary';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from '@/lib/api/query-roots';
import type { Infer, QueryConfig } from '@/lib/react-query';

export { pointsQueryKey };

export type PointsSummary = Infer<typeof pointsSummaryResponse>;

/** GET /user/points/summary?date= : the day's points (max 10) and its week's (max 70). */
export function getPointsSummary({ date, signal }: { date: string; signal?: AbortSignal }): Promise<PointsSummary> {
  return api.get<PointsSummary>(`/user/points/summary?date=${encodeURIComponent(date)}`, { signal });
}

export function getPointsSummaryQueryOptions(date: string) {
  return queryOptions({
    ...REFRESH_ON_RETURN,
    queryKey: [...pointsQueryKey, 'summary', date],
    queryFn: ({ signal }) => getPointsSummary({ date, signal }),
  });
}

export function usePointsSummary({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof getPointsSummaryQueryOptions>;
}) {
  return useQuery({ ...getPointsSummaryQueryOptions(date), ...queryConfig });
}
