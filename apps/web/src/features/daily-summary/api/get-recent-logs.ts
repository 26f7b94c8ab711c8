import type { MealType } from '@nutricoach/core/constants/logging';
import type { RecentLogs } from '@nutricoach/core/contract/meal-shortcuts';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { summariesQueryKey } from './get-daily-summary';

/** Under the summaries root: a new log makes it stale with them (refresh-after-log.ts). */
export const recentLogsQueryKey = [...summariesQueryKey, 'recent'] as const;

/** GET /logs/recent?meal_type=: recent meals (that meal type first) and foods, to log again. */
export function getRecentLogs({ mealType, signal }: { mealType: MealType; signal?: AbortSignal }): Promise<RecentLogs> {
  return api.get<RecentLogs>(`/logs/recent?meal_type=${mealType}`, { signal });
}

export function getRecentLogsQueryOptions(mealType: MealType) {
  return queryOptions({
    queryKey: [...recentLogsQueryKey, mealType],
    queryFn: ({ signal }) => getRecentLogs({ mealType, signal }),
  });
}

export function useRecentLogs(mealType: MealType) {
  return useQuery(getRecentLogsQueryOptions(mealType));
}
