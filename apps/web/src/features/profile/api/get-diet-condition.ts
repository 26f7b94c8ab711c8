import type { DietCondition } from '@nutricoach/core/constants/onboarding';
import type { DietConditionBody } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /user/diet-condition: pregnancy, postpartum, menopause, or null for none. */
export async function getDietCondition({ signal }: { signal?: AbortSignal } = {}): Promise<DietCondition | null> {
  return (await api.get<DietConditionBody>('/user/diet-condition', { signal })).diet_condition;
}

export function getDietConditionQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'diet-condition'],
    queryFn: ({ signal }) => getDietCondition({ signal }),
  });
}

export function useDietCondition({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getDietConditionQueryOptions>;
} = {}) {
  return useQuery({ ...getDietConditionQueryOptions(), ...queryConfig });
}
