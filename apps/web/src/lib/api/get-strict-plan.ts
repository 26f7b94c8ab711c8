import type { StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { ApiError, api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { StrictPlan };

/**
 * GET /diet-plates/strict: this week's plan, or null when there is none (docs/product.md §4: a 404 or a 204
 * means no plan). Shared: /strict-menu shows it, and the daily summary's banner offers today's next meal of it.
 */
export async function getStrictPlan({ signal }: { signal?: AbortSignal } = {}): Promise<StrictPlan | null> {
  try {
    const body = await api.get<{ data: StrictPlan } | undefined>('/diet-plates/strict', { signal });
    return body?.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getStrictPlanQueryOptions() {
  return queryOptions({
    queryKey: ['strict-plan'],
    queryFn: ({ signal }) => getStrictPlan({ signal }),
  });
}

export function useStrictPlan({ queryConfig }: { queryConfig?: QueryConfig<typeof getStrictPlanQueryOptions> } = {}) {
  return useQuery({ ...getStrictPlanQueryOptions(), ...queryConfig });
}
