import type { WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { WeightMeasurements };

/** GET /summaries/weight-measurement: every weight the user logged (oldest first) and the goal. */
export function getWeightMeasurements({ signal }: { signal?: AbortSignal } = {}): Promise<WeightMeasurements> {
  return api.get<WeightMeasurements>('/summaries/weight-measurement', { signal });
}

export function getWeightMeasurementsQueryOptions() {
  return queryOptions({
    queryKey: ['summaries', 'weight-measurement'],
    queryFn: ({ signal }) => getWeightMeasurements({ signal }),
  });
}

export function useWeightMeasurements({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getWeightMeasurementsQueryOptions>;
} = {}) {
  return useQuery({ ...getWeightMeasurementsQueryOptions(), ...queryConfig });
}
