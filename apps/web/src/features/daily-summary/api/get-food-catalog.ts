import type { FoodTable } from '@nutricoach/core/contract/food-table';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { FoodTable };

/** GET /food-table/all: the foods of the user's diet with nutrition per 100 g/ml, for 'Añadir comida'. */
export function getFoodCatalog({ signal }: { signal?: AbortSignal } = {}): Promise<FoodTable> {
  return api.get<FoodTable>('/food-table/all', { signal });
}

export function getFoodCatalogQueryOptions() {
  return queryOptions({
    // The same call and key as the food table screen's, so a phone downloads the table once.
    queryKey: ['food-table'],
    queryFn: ({ signal }) => getFoodCatalog({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFoodCatalog({ queryConfig }: { queryConfig?: QueryConfig<typeof getFoodCatalogQueryOptions> } = {}) {
  return useQuery({ ...getFoodCatalogQueryOptions(), ...queryConfig });
}
