import type { StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getShoppingListQueryOptions } from './get-shopping-list';
import { getStrictPlanQueryOptions } from '@/lib/api/get-strict-plan';

/**
 * POST /diet-plates/strict: generates this week's plan, replacing any earlier one. No body (and so
 * no JSON content type): the server builds it from the user's targets, diet and tastes.
 */
export async function generateStrictPlan(): Promise<StrictPlan> {
  const body = await api.post<{ data: StrictPlan }>('/diet-plates/strict');
  return body.data;
}

/** The answer is the new plan itself: it goes straight into the cache; the shopping list is read again. */
export function useGenerateStrictPlan({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof generateStrictPlan>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: generateStrictPlan,
    onSuccess: (plan, input, result, context) => {
      queryClient.setQueryData(getStrictPlanQueryOptions().queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: getShoppingListQueryOptions().queryKey });
      onSuccess?.(plan, input, result, context);
    },
  });
}
