import type { FoodSearchResponse } from '@nutricoach/core/contract/foods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many foods the meal sheet lists for a search. */
export const FOOD_RESULTS = 8;

/** GET /foods/search?q=&limit=: catalog foods, best first (the user's recent foods rank higher), with portions. */
export function searchFoods({ query, signal }: { query: string; signal?: AbortSignal }): Promise<FoodSearchResponse> {
  return api.get<FoodSearchResponse>(`/foods/search?q=${encodeURIComponent(query)}&limit=${FOOD_RESULTS}`, { signal });
}

export function searchFoodsQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['foods', 'search', query],
    queryFn: ({ signal }) => searchFoods({ query, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The results of `query` (already debounced and trimmed); nothing is asked for an empty query. */
export function useFoodSearch(query: string) {
  return useQuery({ ...searchFoodsQueryOptions(query), enabled: query !== '', placeholderData: keepPreviousData });
}
