import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import type { budgetLevelResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type BudgetLevelResponse = Infer<typeof budgetLevelResponse>;

/** GET /preferences/budget-level (the server answers medium when none was given). */
export async function getBudgetLevel({ signal }: { signal?: AbortSignal } = {}): Promise<BudgetLevel> {
  return (await api.get<BudgetLevelResponse>('/preferences/budget-level', { signal })).data.budget_level;
}

export function getBudgetLevelQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'budget-level'],
    queryFn: ({ signal }) => getBudgetLevel({ signal }),
  });
}

export function useBudgetLevel({ queryConfig }: { queryConfig?: QueryConfig<typeof getBudgetLevelQueryOptions> } = {}) {
  return useQuery({ ...getBudgetLevelQueryOptions(), ...queryConfig });
}
