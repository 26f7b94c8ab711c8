import type { DailySummary } from '@nutricoach/core/contract/summaries';
import type { QueryClient } from '@tanstack/react-query';
import { getDailySummaryQueryOptions } from './get-daily-summary';
import { pointsQueryKey, summariesQueryKey } from './query-roots';

/**
 * After a meal, workout or weight is saved or deleted (from any screen): the day's cached summary
 * is patched at once (`patch`), then every summary and points answer is read again (the daily
 * summary's cards, gauges, checklist and points, and the week and weight screens when next shown).
 */
export function refreshAfterLog(
  queryClient: QueryClient,
  date: string,
  patch?: (summary: DailySummary) => DailySummary,
) {
  if (patch) {
    queryClient.setQueryData(getDailySummaryQueryOptions(date).queryKey, (summary) =>
      summary ? patch(summary) : summary,
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: summariesQueryKey }),
    queryClient.invalidateQueries({ queryKey: pointsQueryKey }),
  ]);
}
