import type { TokenResponse, verifyTemporaryTokenBody } from '@nutricoach/core/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type VerifyTemporaryTokenBody = Infer<typeof verifyTemporaryTokenBody>;

/** Exchanges a one-time magic-link token (/auth/:token) for a session token. */
export function verifyTemporaryToken(body: VerifyTemporaryTokenBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/auth/verify-temporary-token', body);
}

export function useVerifyTemporaryToken({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof verifyTemporaryToken>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyTemporaryToken });
}
