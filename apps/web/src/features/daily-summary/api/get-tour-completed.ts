import type { tourCompletedResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type TourCompleted = Infer<typeof tourCompletedResponse>;

/** GET /user/tour-completed: whether the daily summary's guided tour has been finished. */
export function getTourCompleted({ signal }: { signal?: AbortSignal } = {}): Promise<TourCompleted> {
  return api.get<TourCompleted>('/user/tour-completed', { signal });
}

export function getTourCompletedQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'tour-completed'],
    queryFn: ({ signal }) => getTourCompleted({ signal }),
    staleTime: Infinity,
  });
}

export function useTourCompleted({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getTourCompletedQueryOptions>;
} = {}) {
  return useQuery({ ...getTourCompletedQueryOptions(), ...queryConfig });
}
