import type { CoachPersonality } from '@nutricoach/core/constants/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  const { queryKey } = getIntensityQueryOptions();
  return useMutation({
    scope: { id: 'update-intensity' },
    ...mutationConfig,
    mutationFn: updateIntensity,
    onMutate: async (intensity) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, intensity);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
    onSuccess: (intensity) => queryClient.setQueryData(queryKey, intensity),
  });
}
