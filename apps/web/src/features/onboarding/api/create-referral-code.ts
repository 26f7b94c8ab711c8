import type { referralCodeResponse } from '@nutricoach/core/contract/referrals';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type ReferralCodeResponse = Infer<typeof referralCodeResponse>;

/** POST /referrals/create-code, no body: the user's own code, created when onboarding ends. */
export function createReferralCode(): Promise<ReferralCodeResponse> {
  return api.post<ReferralCodeResponse>('/referrals/create-code');
}

export function useCreateReferralCode({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createReferralCode>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createReferralCode });
}
