import type { FoodTable, FoodTableEntry, Taste } from '@nutricoach/core/contract/food-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFoodTableQueryOptions } from '@/lib/api/get-food-table';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type UpdateTasteInput = { foodTypeId: string; taste: Taste | null };

/** PUT /food-table/{foodTypeId}: like, dislike, allergic, or null to clear. */
export function updateTaste({ foodTypeId, taste }: UpdateTasteInput): Promise<FoodTableEntry> {
  return api.put<FoodTableEntry>(`/food-table/${encodeURIComponent(foodTypeId)}`, { taste });
}

/** The table with one food's taste changed; every other entry (and group) keeps its identity. */
export function withTaste(table: FoodTable, foodTypeId: string, taste: Taste | null): FoodTable {
  const next = { ...table };
  for (const key of Object.keys(table) as (keyof FoodTable)[]) {
    const index = table[key].findIndex((entry) => entry._id === foodTypeId);
    if (index === -1) continue;
    const entries = [...table[key]];
    entries[index] = { ...entries[index]!, taste };
    next[key] = entries;
  }
  return next;
}

/**
 * docs/product.md §4, Taste: the table changes at once (optimistic); if the server refuses, the table is
 * read again from the server so that it shows what is really stored.
 */
export function useUpdateTaste({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateTaste> } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getFoodTableQueryOptions();
  const { onMutate, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateTaste,
    onMutate: async (input, context) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (table) => (table ? withTaste(table, input.foodTypeId, input.taste) : table));
      return onMutate?.(input, context);
    },
    onError: (error, input, result, context) => {
      void queryClient.invalidateQueries({ queryKey });
      onError?.(error, input, result, context);
    },
  });
}
