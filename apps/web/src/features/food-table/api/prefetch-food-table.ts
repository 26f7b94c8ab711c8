import type { QueryClient } from '@tanstack/react-query';
import { getFoodTableQueryOptions } from '@/lib/api/get-food-table';

/** Asks for the food table before the screen's code has arrived. */
export function prefetchFoodTable(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getFoodTableQueryOptions());
}
