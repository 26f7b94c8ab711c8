import type { stravaStatusResponse } from '@nutricoach/core/contract/strava';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type StravaStatus = Infer<typeof stravaStatusResponse>;

/** GET /strava/status (docs/product.md §3, Activity-service status): whether Strava is connected, and as which athlete. */
export function getStravaStatus({ signal }: { signal?: AbortSignal } = {}): Promise<StravaStatus> {
  return api.get<StravaStatus>('/strava/status', { signal });
}

export function getStravaStatusQueryOptions() {
  return queryOptions({
    queryKey: ['strava', 'status'],
    queryFn: ({ signal }) => getStravaStatus({ signal }),
  });
}

export function useStravaStatus({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getStravaStatusQueryOptions>;
} = {}) {
  return useQuery({ ...getStravaStatusQueryOptions(), ...queryConfig });
}
