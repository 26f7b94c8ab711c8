import type { PlateSearchParams, PlateSearchResponse } from '@nutricoach/core/contract/plates';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInfiniteQuery } from '@/lib/use-query';

export type { PlateSearchParams, PlateSearchResponse };

/** GET /diet-plates/search: one page of 20 plates and the total. */
export function searchPlates(
  params: PlateSearchParams,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlateSearchResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  query.set('page', String(page));
  return api.get<PlateSearchResponse>(`/diet-plates/search?${query}`, { signal });
}

export function getSearchPlatesQueryOptions(params: PlateSearchParams) {
  return infiniteQueryOptions({
    queryKey: ['plates', 'search', params],
    queryFn: ({ pageParam, signal }) => searchPlates(params, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.page + 1 : undefined),
    // Results depend on the user's diet, allergies and food-table tastes, changed on other screens.
    staleTime: 0,
  });
}

/** Every page loaded so far; the previous results stay on screen while new filters load. */
export function useSearchPlates(params: PlateSearchParams) {
  return useInfiniteQuery({ ...getSearchPlatesQueryOptions(params), placeholderData: keepPreviousData });
}
