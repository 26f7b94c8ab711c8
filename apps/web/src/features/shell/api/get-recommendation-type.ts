import type { RecommendationType, recommendationTypeResponse } from '@nutricoach/core/contract/preferences';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

type RecommendationTypeResponse = Infer<typeof recommendationTypeResponse>;

export async function getRecommendationType({ signal }: { signal?: AbortSignal } = {}): Promise<RecommendationType> {
  const response = await api.get<RecommendationTypeResponse>('/preferences/recommendation-type', { signal });
  return response.data.recommendation_type;
}

export function getRecommendationTypeQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'recommendation-type'],
    queryFn: ({ signal }) => getRecommendationType({ signal }),
  });
}

/** The user's recommendation type; docs/product.md §7: when it cannot be read, flex is assumed. */
export function useRecommendationType({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getRecommendationTypeQueryOptions>;
} = {}) {
  const query = useQuery({ ...getRecommendationTypeQueryOptions(), ...queryConfig });
  const recommendationType: RecommendationType | undefined = query.isError ? 'flex' : query.data;
  return { ...query, recommendationType };
}
