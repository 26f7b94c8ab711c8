import type { Objective } from '@nutricoach/core/constants/onboarding';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/objective: at most once every 30 days (409 OBJECTIVE_CHANGE_TOO_FREQUENT); answers the objective. */
export function updateObjective(objective: Objective): Promise<UserObjective> {
  return api.put<UserObjective>('/user/objective', { objective });
}

export function useUpdateObjective({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateObjective>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateObjective });
}
