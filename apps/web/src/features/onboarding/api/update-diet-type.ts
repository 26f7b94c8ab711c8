import type { DietTypeBody, UserObjective } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/diet-type: stores the chosen diet at once; answers the objective. */
export function updateDietType(body: DietTypeBody): Promise<UserObjective> {
  return api.put<UserObjective>('/user/diet-type', body);
}

/** Quick taps on several diets are sent one after the other, so the last one chosen is the one stored. */
export function useUpdateDietType({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateDietType> } = {}) {
  return useMutation({ scope: { id: 'update-diet-type' }, ...mutationConfig, mutationFn: updateDietType });
}
