import type { Deficit } from '@nutricoach/core/constants/onboarding';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/deficit: the server recomputes today's targets; answers the objective. */
export function updateDeficit(deficit: Deficit): Promise<UserObjective> {
  return api.put<UserObjective>('/user/deficit', { deficit });
}

export function useUpdateDeficit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateDeficit> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateDeficit });
}
