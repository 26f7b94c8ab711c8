import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /user/onboarding-completed, no body (so no content-type: Fastify rejects an empty JSON body). */
export function completeOnboarding(): Promise<UserObjective> {
  return api.post<UserObjective>('/user/onboarding-completed');
}

export function useCompleteOnboarding({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof completeOnboarding>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: completeOnboarding });
}
