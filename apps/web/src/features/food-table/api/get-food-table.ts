import type { FoodTable } from '@nutricoach/core/contract/food-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { FoodTable };

/** GET /food-table/all: the four groups of the user's diet, each food with the user's taste. */
export function getFoodTable({ signal }: { signal?: AbortSignal } = {}): Promise<FoodTable> {
  return api.get<FoodTable>('/food-table/all', { signal });
}

export function getFoodTableQueryOptions() {
  return queryOptions({
    queryKey: ['food-table'],
    queryFn: ({ signal }) => getFoodTable({ signal }),
    // The groups follow the user's diet, which other screens change: each visit shows the cached
    // table at once and checks it again in the background.
    staleTime: 0,
  });
}

export function useFoodTable({ queryConfig }: { queryConfig?: QueryConfig<typeof getFoodTableQueryOptions> } = {}) {
  return useQuery({ ...getFoodTableQueryOptions(), ...queryConfig });
}
