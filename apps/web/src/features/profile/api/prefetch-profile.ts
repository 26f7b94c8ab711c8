import type { QueryClient } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { getDietConditionQueryOptions } from './get-diet-condition';

/** Asks for /profile's personal data and diet condition before its code has arrived. */
export function prefetchProfile(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getUserInfoQueryOptions());
  void queryClient.prefetchQuery(getDietConditionQueryOptions());
}
