import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { DailySummary };

/**
 * The root of every summary answer. A log changes the day, the week and the weight history, so
 * after one the whole root is invalidated (see refresh-after-log.ts).
 */
export const summariesQueryKey = ['summaries'] as const;

/** GET /summaries/daily?date= (docs/product.md §3, Daily summary): consumed vs ideal, the weight, meals and workouts. */
export function getDailySummary({ date, signal }: { date: string; signal?: AbortSignal }): Promise<DailySummary> {
  return api.get<DailySummary>(`/summaries/daily?date=${encodeURIComponent(date)}`, { signal });
}

export function getDailySummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...summariesQueryKey, 'daily', date],
    queryFn: ({ signal }) => getDailySummary({ date, signal }),
  });
}

export function useDailySummary({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof getDailySummaryQueryOptions>;
}) {
  return useQuery({ ...getDailySummaryQueryOptions(date), ...queryConfig });
}
