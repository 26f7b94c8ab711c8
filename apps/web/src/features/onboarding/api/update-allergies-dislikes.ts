import type { AllergiesDislikesBody, allergiesDislikesResponse } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type AllergiesDislikesResponse = Infer<typeof allergiesDislikesResponse>;

/** PUT /user/allergies-dislikes: allergy keys plus the 'Otra' text, no dislikes, the eating style. */
export function updateAllergiesDislikes(body: AllergiesDislikesBody): Promise<AllergiesDislikesResponse> {
  return api.put<AllergiesDislikesResponse>('/user/allergies-dislikes', body);
}

export function useUpdateAllergiesDislikes({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateAllergiesDislikes>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateAllergiesDislikes });
}
