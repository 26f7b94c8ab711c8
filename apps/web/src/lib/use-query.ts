import { useInfiniteQuery as useTanStackInfiniteQuery, useQuery as useTanStackQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * TanStack Query's useQuery and useInfiniteQuery, with a query's first answer drawn as a
 * transition. An answer reaches a component through useSyncExternalStore, which React always
 * renders at once and in one piece: a screen's worth of data drawn in one long task (up to 500 ms
 * on a slow phone: the Total Blocking Time Lighthouse measures, and a tap that waits). While the
 * deferred copy still has no data, the urgent render keeps it (the skeleton that is on screen) and
 * React draws the data in a transition, in slices of a few milliseconds. Later changes (an
 * optimistic update, a refetch, a next page) pass at once, as before. Same signatures and overloads
 * as TanStack's.
 */
function useFirstAnswerDeferred<Result extends { isPending: boolean }>(result: Result): Result {
  const deferred = useDeferredValue(result);
  return deferred.isPending && !result.isPending ? deferred : result;
}

export const useQuery = ((options, queryClient) =>
  useFirstAnswerDeferred(useTanStackQuery(options, queryClient))) as typeof useTanStackQuery;

export const useInfiniteQuery = ((options, queryClient) =>
  useFirstAnswerDeferred(useTanStackInfiniteQuery(options, queryClient))) as typeof useTanStackInfiniteQuery;
