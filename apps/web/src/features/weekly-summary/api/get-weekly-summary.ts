import type { WeeklySummary } from '@nutricoach/core/contract/summaries';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { WeeklySummary };

/** GET /summaries/weekly?date=: Monday to Sunday of the week that holds `date`, consumed vs ideal per day. */
export function getWeeklySummary({ date, signal }: { date: string; signal?: AbortSignal }): Promise<WeeklySummary> {
  return api.get<WeeklySummary>(`/summaries/weekly?date=${encodeURIComponent(date)}`, { signal });
}

export function getWeeklySummaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['summaries', 'weekly', date],
    queryFn: ({ signal }) => getWeeklySummary({ date, signal }),
  });
}

/** Moving to another week keeps the last week on screen until the new one arrives (no blank flash). */
export function useWeeklySummary({
  date,
  queryConfig,
}: {
  date: string;
  queryConfig?: QueryConfig<typeof getWeeklySummaryQueryOptions>;
}) {
  return useQuery({ ...getWeeklySummaryQueryOptions(date), placeholderData: keepPreviousData, ...queryConfig });
}
