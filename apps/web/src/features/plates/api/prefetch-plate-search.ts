import type { QueryClient } from '@tanstack/react-query';
import { filtersFromSearchParams, toSearchParams } from '../utils/filters';
import { getSearchPlatesQueryOptions } from './search-plates';

/** Asks for the first page of plates the screen will show (its filters are in the URL) before its code has arrived. */
export function prefetchPlateSearch(queryClient: QueryClient, search: URLSearchParams) {
  void queryClient.prefetchInfiniteQuery(getSearchPlatesQueryOptions(toSearchParams(filtersFromSearchParams(search))));
}
