import type { QueryClient } from '@tanstack/react-query';
import { getStrictPlanQueryOptions } from '@/lib/api/get-strict-plan';
import { dayListsModule, strictPlanBannerModule } from '../components/lazy-parts';
import { pickedDate, todayLocal } from '../utils/dates';
import { getDailySummaryQueryOptions } from './get-daily-summary';
import { getExpenditureQueryOptions } from './get-expenditure';
import { getPointsSummaryQueryOptions } from './get-points-summary';
import { getStrictPlanStatusQueryOptions } from './get-strict-plan-status';

/**
 * Asks for the day the screen will show (its `?date=`) before the screen's code has arrived, and
 * for the code of its lists, which the screen would ask for only once it runs.
 */
export function prefetchDailySummary(queryClient: QueryClient, search: URLSearchParams) {
  const today = todayLocal();
  const date = pickedDate(search.get('date'), today) ?? today;
  void queryClient.prefetchQuery(getDailySummaryQueryOptions(date));
  void queryClient.prefetchQuery(getPointsSummaryQueryOptions(date));
  // Today's 'Ajustar mi meta': asked for when the screen first ran, it came last and drew the
  // whole screen again.
  if (date === today) void queryClient.prefetchQuery(getExpenditureQueryOptions());
  void dayListsModule.load().catch(() => {});
  // The strict-plan banner's status and, once it says a plan exists, the plan: asked for here, they
  // are there when the screen first renders, and the banner does not push the cards down later.
  void queryClient.fetchQuery(getStrictPlanStatusQueryOptions()).then(
    (status) => {
      if (status.data.recommendation_type !== 'strict') return;
      void strictPlanBannerModule.load().catch(() => {});
      if (status.data.is_generated) void queryClient.prefetchQuery(getStrictPlanQueryOptions());
    },
    () => {},
  );
}
