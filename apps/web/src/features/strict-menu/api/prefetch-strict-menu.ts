import type { QueryClient } from '@tanstack/react-query';
import { getStrictPlanQueryOptions } from '@/lib/api/get-strict-plan';

/** Asks for the week's plan before the screen's code has arrived. */
export function prefetchStrictMenu(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getStrictPlanQueryOptions());
}
