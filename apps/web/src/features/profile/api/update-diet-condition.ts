import type { DietCondition } from '@nutricoach/core/constants/onboarding';
import type { DietConditionBody } from '@nutricoach/core/contract/onboarding';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getDietConditionQueryOptions } from './get-diet-condition';

/** PUT /user/diet-condition; null means none. */
export async function updateDietCondition(dietCondition: DietCondition | null): Promise<DietCondition | null> {
  return (await api.put<DietConditionBody>('/user/diet-condition', { diet_condition: dietCondition })).diet_condition;
}

/** The choice shows at once; a refusal puts back what the server has. */
export function useUpdateDietCondition({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateDietCondition>;
} = {}) {
  return useOptimisticMutation({
    queryKey: getDietConditionQueryOptions().queryKey,
    mutationFn: updateDietCondition,
    optimistic: (dietCondition) => dietCondition,
    answerToCache: (dietCondition) => dietCondition,
    scope: { id: 'update-diet-condition' },
    mutationConfig,
  });
}
