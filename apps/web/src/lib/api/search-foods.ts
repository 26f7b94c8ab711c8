import type { FoodSearchResponse } from '@nutricoach/core/contract/foods';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';

/** The root of every food search: a change to the user's own foods refreshes them all. */
export const foodsQueryKey = ['foods'] as const;

/** How many foods the meal sheet lists for a search. */
export const FOOD_RESULTS = 8;

/**
 * GET /foods/search?q=&limit=: catalog foods and the user's own foods and recipes, best first (the
 * user's recent foods rank higher), with portions. Shared by 'Añadir comida' and 'Crear receta'.
 */
export function searchFoods({ query, signal }: { query: string; signal?: AbortSignal }): Promise<FoodSearchResponse> {
  return api.get<FoodSearchResponse>(`/foods/search?q=${encodeURIComponent(query)}&limit=${FOOD_RESULTS}`, { signal });
}

export function searchFoodsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...foodsQueryKey, 'search', query],
    queryFn: ({ signal }) => searchFoods({ query, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The results of `query` (already debounced and trimmed); nothing is asked for an empty query. */
export function useFoodSearch(query: string) {
  return useQuery({ ...searchFoodsQueryOptions(query), enabled: query !== '', placeholderData: keepPreviousData });
}
