import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type BudgetLevelResponse, getBudgetLevelQueryOptions } from './get-budget-level';

/** PUT /preferences/budget-level. */
export async function updateBudgetLevel(budgetLevel: BudgetLevel): Promise<BudgetLevel> {
  return (await api.put<BudgetLevelResponse>('/preferences/budget-level', { budget_level: budgetLevel })).data
    .budget_level;
}

/** docs/product.md §4, Budget level save: the choice is kept on screen even when the save fails; the failure is only logged. */
export function useUpdateBudgetLevel({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateBudgetLevel>;
} = {}) {
  return useOptimisticMutation({
    queryKey: getBudgetLevelQueryOptions().queryKey,
    mutationFn: (budgetLevel: BudgetLevel) =>
      updateBudgetLevel(budgetLevel).catch((error: unknown) => {
        console.error('No se pudo guardar el presupuesto', error);
        throw error;
      }),
    optimistic: (budgetLevel) => budgetLevel,
    onFailure: 'keep',
    scope: { id: 'update-budget-level' },
    mutationConfig,
  });
}
