import type { QueryClient } from '@tanstack/react-query';
import { localToday, shownWeekStart } from '../utils/week';
import { getWeeklySummaryQueryOptions } from './get-weekly-summary';

/** Asks for the week the screen will show (its `?date=`) before the screen's code has arrived. */
export function prefetchWeeklySummary(queryClient: QueryClient, search: URLSearchParams) {
  void queryClient.prefetchQuery(getWeeklySummaryQueryOptions(shownWeekStart(search.get('date'), localToday())));
}
