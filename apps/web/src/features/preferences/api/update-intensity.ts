import type { CoachPersonality } from '@nutricoach/core/constants/onboarding';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getIntensityQueryOptions, type IntensityResponse } from './get-intensity';

/** PUT /preferences/intensity. */
export async function updateIntensity(intensity: CoachPersonality): Promise<CoachPersonality> {
  return (await api.put<IntensityResponse>('/preferences/intensity', { intensity })).intensity;
}

/** The choice shows at once; a refusal puts back what the server has. */
export function useUpdateIntensity({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateIntensity>;
} = {}) {
  return useOptimisticMutation({
    queryKey: getIntensityQueryOptions().queryKey,
    mutationFn: updateIntensity,
    optimistic: (intensity) => intensity,
    answerToCache: (intensity) => intensity,
    scope: { id: 'update-intensity' },
    mutationConfig,
  });
}
