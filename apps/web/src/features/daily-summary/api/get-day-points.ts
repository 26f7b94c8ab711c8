import type { DayPointsDetail, pointsWeekResponse } from '@nutricoach/core/contract/points';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { ApiError, api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';
import { pointsQueryKey } from '@/lib/api/query-roots';

export type { DayPointsDetail };
type PointsWeek = Infer<typeof pointsWeekResponse>;

/**
 * The day-detail popup's data: GET /user/points/week?date= answers the whole week (Monday to
 * Sunday); the popup needs the one day.
 */
export async function getDayPoints({ date, signal }: { date: string; signal?: AbortSignal }): Promise<DayPointsDetail> {
  const week = await api.get<PointsWeek>(`/user/points/week?date=${encodeURIComponent(date)}`, { signal });
  const day = week.daily.find((entry) => entry.date === date);
  if (!day) throw new ApiError(200, '', 'DAY_NOT_IN_WEEK');
  return day;
}

export function getDayPointsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...pointsQueryKey, 'day', date],
    queryFn: ({ signal }) => getDayPoints({ date, signal }),
  });
}

export function useDayPoints({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof getDayPointsQueryOptions>;
}) {
  return useQuery({ ...getDayPointsQueryOptions(date), ...queryConfig });
}
