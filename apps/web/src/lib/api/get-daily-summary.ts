import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { outboxLoaded } from '@/lib/offline/outbox';
import { withWaitingWrites } from '@/lib/offline/waiting-writes';
import type { QueryConfig } from '@/lib/react-query';
import { summariesQueryKey } from './query-roots';

export type { DailySummary };

/**
 * GET /summaries/daily?date= (docs/product.md §3, Daily summary): consumed vs ideal, the weight,
 * meals and workouts. Shared: the daily summary shows it, and /strict-menu reads a day's
 * `logs[].plan_meal` to know which plan meals were eaten.
 */
export function getDailySummary({ date, signal }: { date: string; signal?: AbortSignal }): Promise<DailySummary> {
  return api.get<DailySummary>(`/summaries/daily?date=${encodeURIComponent(date)}`, { signal });
}

/**
 * A day can change outside the app: a meal or a weight sent to the WhatsApp coach, a run synced
 * from Strava. So the day is asked again whenever the app comes back to the front or back online
 * (issue 29: a chat log did not show in the open app until something else refetched).
 */
export const REFRESH_ON_RETURN = { refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' } as const;

export function getDailySummaryQueryOptions(date: string) {
  return queryOptions({
    ...REFRESH_ON_RETURN,
    queryKey: [...summariesQueryKey, 'daily', date],
    // With the meals, workouts and weight of that day still waiting to be sent (docs/offline.md).
    queryFn: async ({ signal }) => {
      const [summary] = await Promise.all([getDailySummary({ date, signal }), outboxLoaded()]);
      return withWaitingWrites(summary, date);
    },
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
