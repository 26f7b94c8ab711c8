import type { CoachPersonality } from '@nutricoach/core/constants/onboarding';
import type { intensityResponse } from '@nutricoach/core/contract/preferences';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type IntensityResponse = Infer<typeof intensityResponse>;

/** GET /preferences/intensity: the coach personality. */
export async function getIntensity({ signal }: { signal?: AbortSignal } = {}): Promise<CoachPersonality> {
  return (await api.get<IntensityResponse>('/preferences/intensity', { signal })).intensity;
}

export function getIntensityQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'intensity'],
    queryFn: ({ signal }) => getIntensity({ signal }),
  });
}

export function useIntensity({ queryConfig }: { queryConfig?: QueryConfig<typeof getIntensityQueryOptions> } = {}) {
  return useQuery({ ...getIntensityQueryOptions(), ...queryConfig });
}
