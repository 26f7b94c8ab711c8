import type { FoodTable } from '@nutricoach/core/contract/food-table';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { FoodTable };

/**
 * GET /food-table/all: the four groups of the user's diet, each food with its nutrition per 100 g/ml
 * and the user's taste. One cache entry shared by the food table screen and 'Añadir comida', so a
 * phone downloads the table once and the second screen opened never waits for it.
 */
export function getFoodTable({ signal }: { signal?: AbortSignal } = {}): Promise<FoodTable> {
  return api.get<FoodTable>('/food-table/all', { signal });
}

export function getFoodTableQueryOptions() {
  return queryOptions({
    queryKey: ['food-table'],
    queryFn: ({ signal }) => getFoodTable({ signal }),
    // 0 fits both screens: each opening shows the cached table at once and checks it again in the
    // background, never a wait. The groups follow the user's diet and tastes, which can change
    // where this cache cannot see it (another device or tab); a longer time would let 'Añadir
    // comida' offer the foods of a diet the user has left, for a ~25 kB gzipped read saved.
    staleTime: 0,
  });
}

export function useFoodTable({ queryConfig }: { queryConfig?: QueryConfig<typeof getFoodTableQueryOptions> } = {}) {
  return useQuery({ ...getFoodTableQueryOptions(), ...queryConfig });
}
