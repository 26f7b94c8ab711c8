import type { RecommendationType, recommendationTypeResponse } from '@nutricoach/core/contract/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { getBudgetLevelQueryOptions } from './get-budget-level';

/** PUT /preferences/recommendation-type. */
export async function updateRecommendationType(recommendationType: RecommendationType): Promise<RecommendationType> {
  const response = await api.put<Infer<typeof recommendationTypeResponse>>('/preferences/recommendation-type', {
    recommendation_type: recommendationType,
  });
  return response.data.recommendation_type;
}

/** Choosing strict with no budget makes the server store medium (docs/product.md §4), so the budget is read again. */
export function useUpdateRecommendationType({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateRecommendationType>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    scope: { id: 'update-recommendation-type' },
    ...rest,
    mutationFn: updateRecommendationType,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getBudgetLevelQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
