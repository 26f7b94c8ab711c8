import type { DietType } from '@nutricoach/core/constants/diets';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/diet-type: the server recomputes today's targets; answers the objective. */
export function updateDietType(dietType: DietType): Promise<UserObjective> {
  return api.put<UserObjective>('/user/diet-type', { diet_type: dietType });
}

export function useUpdateDietType({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateDietType> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateDietType });
}
