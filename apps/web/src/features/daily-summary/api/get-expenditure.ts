import type { ExpenditureResponse } from '@nutricoach/core/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { summariesQueryKey } from '@/lib/api/query-roots';

export type Expenditure = ExpenditureResponse;

/** GET /user/expenditure (docs/expenditure.md): the measured expenditure and this week's 'Ajustar mi meta'. */
export function getExpenditure({ signal }: { signal?: AbortSignal } = {}): Promise<Expenditure> {
  return api.get<Expenditure>('/user/expenditure', { signal });
}

// Under the summaries' root: a new meal or weight invalidates it with the day.
export function getExpenditureQueryOptions() {
  return queryOptions({ queryKey: [...summariesQueryKey, 'expenditure'], queryFn: getExpenditure });
}

export function useExpenditure({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExpenditureQueryOptions(), enabled });
}
