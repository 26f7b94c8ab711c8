import type { pointsWeekResponse } from '@nutricoach/core/contract/points';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type PointsWeek = Infer<typeof pointsWeekResponse>;
export type DayPoints = PointsWeek['daily'][number];

/** GET /user/points/week?date=: each day (Monday to Sunday) with its actions, goals and points. */
export function getPointsWeek({ date, signal }: { date: string; signal?: AbortSignal }): Promise<PointsWeek> {
  return api.get<PointsWeek>(`/user/points/week?date=${encodeURIComponent(date)}`, { signal });
}

export function getPointsWeekQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['points', 'week', date],
    queryFn: ({ signal }) => getPointsWeek({ date, signal }),
  });
}

export function usePointsWeek({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof getPointsWeekQueryOptions>;
}) {
  return useQuery({ ...getPointsWeekQueryOptions(date), ...queryConfig });
}
