import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** docs/product.md §7: GET /diet-plates/strict-generated returns data.is_generated and data.recommendation_type. */
export type StrictPlanStatus = { data: { is_generated: boolean; recommendation_type: 'strict' | 'flex' } };

export function getStrictPlanStatus({ signal }: { signal?: AbortSignal } = {}): Promise<StrictPlanStatus> {
  return api.get<StrictPlanStatus>('/diet-plates/strict-generated', { signal });
}

export function getStrictPlanStatusQueryOptions() {
  return queryOptions({
    queryKey: ['diet-plates', 'strict-generated'],
    queryFn: ({ signal }) => getStrictPlanStatus({ signal }),
    // The banner hides silently on any failure (docs/product.md §8): no point asking again.
    retry: false,
  });
}

export function useStrictPlanStatus({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getStrictPlanStatusQueryOptions>;
} = {}) {
  return useQuery({ ...getStrictPlanStatusQueryOptions(), ...queryConfig });
}
