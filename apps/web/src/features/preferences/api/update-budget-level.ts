import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type BudgetLevelResponse, getBudgetLevelQueryOptions } from './get-budget-level';

/** PUT /preferences/budget-level. */
export async function updateBudgetLevel(budgetLevel: BudgetLevel): Promise<BudgetLevel> {
  return (await api.put<BudgetLevelResponse>('/preferences/budget-level', { budget_level: budgetLevel })).data
    .budget_level;
}

/** Spec 4, Budget level save: the choice is kept on screen even when the save fails; the failure is only logged. */
export function useUpdateBudgetLevel({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateBudgetLevel>;
} = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getBudgetLevelQueryOptions();
  return useMutation({
    scope: { id: 'update-budget-level' },
    ...mutationConfig,
    mutationFn: updateBudgetLevel,
    onMutate: async (budgetLevel) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, budgetLevel);
    },
    onError: (error) => console.error('No se pudo guardar el presupuesto', error),
  });
}
