import type { QueryClient } from '@tanstack/react-query';
import { inOwnTask } from '@/lib/own-task';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { getDietConditionQueryOptions } from './get-diet-condition';

/** Asks for /profile's personal data and diet condition before its code has arrived. */
export function prefetchProfile(queryClient: QueryClient) {
  inOwnTask(() => queryClient.prefetchQuery(getUserInfoQueryOptions()));
  inOwnTask(() => queryClient.prefetchQuery(getDietConditionQueryOptions()));
}
