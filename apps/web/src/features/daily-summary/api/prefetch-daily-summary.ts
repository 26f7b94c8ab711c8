import { addDays } from '@nutricoach/core/rules/week';
import type { QueryClient } from '@tanstack/react-query';
import { getStrictPlanQueryOptions } from '@/lib/api/get-strict-plan';
import { useAuthStore } from '@/lib/auth-store';
import { inOwnTask } from '@/lib/own-task';
import { dayListsModule, strictPlanBannerModule } from '../components/lazy-parts';
import { pickedDate, todayLocal } from '../utils/dates';
import { isTourDoneLocally } from '../utils/tour-storage';
import { getDailySummaryQueryOptions } from './get-daily-summary';
import { getDayCommentsQueryOptions } from './get-day-comments';
import { getExpenditureQueryOptions } from './get-expenditure';
import { getPointsSummaryQueryOptions } from './get-points-summary';
import { getStrictPlanStatusQueryOptions } from './get-strict-plan-status';
import { getTourCompletedQueryOptions } from './get-tour-completed';

/**
 * Asks for the day the screen will show (its `?date=`) before the screen's code has arrived, and
 * for the code of its lists, which the screen would ask for only once it runs.
 */
export function prefetchDailySummary(queryClient: QueryClient, search: URLSearchParams) {
  const today = todayLocal();
  const date = pickedDate(search.get('date'), today) ?? today;
  inOwnTask(() => queryClient.prefetchQuery(getDailySummaryQueryOptions(date)));
  inOwnTask(() => queryClient.prefetchQuery(getPointsSummaryQueryOptions(date)));
  // The day before, for 'Copiar de ayer': asked for when the meals' card ran, its request and answer
  // were a long task of their own after the first paint.
  inOwnTask(() => queryClient.prefetchQuery(getDailySummaryQueryOptions(addDays(date, -1))));
  // The meals wait for the nutritionist's comments; asked for when the screen ran, they left after
  // its code had arrived, and their answer drew the day again.
  inOwnTask(() => queryClient.prefetchQuery(getDayCommentsQueryOptions(date)));
  if (!isTourDoneLocally(useAuthStore.getState().user?.id))
    inOwnTask(() => queryClient.prefetchQuery(getTourCompletedQueryOptions()));
  // Today's 'Ajustar mi meta': asked for when the screen first ran, it came last and drew the
  // whole screen again.
  if (date === today) inOwnTask(() => queryClient.prefetchQuery(getExpenditureQueryOptions()));
  inOwnTask(() => dayListsModule.load().catch(() => {}));
  // The strict-plan banner's status, the plan and the banner's code, all at once: the cards wait
  // for the banner's place (no push-down later), and asked for one after the other they were the
  // screen's longest chain of calls (docs/performance.md, tenth session). Without a plan the second
  // call answers 404 at once; for a flex user the code (2 kB) is not used.
  inOwnTask(() => queryClient.prefetchQuery(getStrictPlanStatusQueryOptions()));
  inOwnTask(() => queryClient.prefetchQuery(getStrictPlanQueryOptions()));
  inOwnTask(() => strictPlanBannerModule.load().catch(() => {}));
}
