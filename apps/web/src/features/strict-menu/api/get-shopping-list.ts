import type { ShoppingList } from '@nutricoach/core/contract/strict-plan';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { ApiError, api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { ShoppingList };

/** GET /diet-plates/strict/shopping-list: the week's ingredients by category; null without a plan (404). */
export async function getShoppingList({ signal }: { signal?: AbortSignal } = {}): Promise<ShoppingList | null> {
  try {
    const body = await api.get<{ data: ShoppingList } | undefined>('/diet-plates/strict/shopping-list', { signal });
    return body?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getShoppingListQueryOptions() {
  return queryOptions({
    queryKey: ['strict-plan', 'shopping-list'],
    queryFn: ({ signal }) => getShoppingList({ signal }),
  });
}

export function useShoppingList({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getShoppingListQueryOptions>;
} = {}) {
  return useQuery({ ...getShoppingListQueryOptions(), ...queryConfig });
}
