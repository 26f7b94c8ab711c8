import type { QueryClient } from '@tanstack/react-query';
import { pickedDate, todayLocal } from '../utils/dates';
import { getDailySummaryQueryOptions } from './get-daily-summary';
import { getPointsSummaryQueryOptions } from './get-points-summary';

/**
 * Asks for the day the screen will show (its `?date=`) before the screen's code has arrived, and
 * for the code of its lists, which the screen would ask for only once it runs.
 */
export function prefetchDailySummary(queryClient: QueryClient, search: URLSearchParams) {
  const today = todayLocal();
  const date = pickedDate(search.get('date'), today) ?? today;
  void queryClient.prefetchQuery(getDailySummaryQueryOptions(date));
  void queryClient.prefetchQuery(getPointsSummaryQueryOptions(date));
  void import('../components/day-lists').catch(() => {});
}
