import type { TokenResponse, VerifyCodeBody } from '@nutricoach/core/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** Exchanges the phone and its 6-digit code for a session token. */
export function verifyCode(body: VerifyCodeBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/auth/verify-code', body);
}

export function useVerifyCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyCode> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyCode });
}
