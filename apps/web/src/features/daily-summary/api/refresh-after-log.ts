import type { QueryClient } from '@tanstack/react-query';
import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { getDailySummaryQueryOptions, summariesQueryKey } from './get-daily-summary';
import { pointsQueryKey } from './get-points-summary';

/**
 * After a meal, workout or weight is saved or deleted: the day's cached summary is patched at once
 * (`patch`), then every summary and points answer is read again (the cards, gauges, checklist and
 * points of this screen, and the week and weight screens when they are next shown).
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
