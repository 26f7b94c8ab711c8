import type { SendCodeBody, sendCodeResponse } from '@nutricoach/core/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type SendCodeResponse = Infer<typeof sendCodeResponse>;

/** Asks the server to send a 6-digit code to an E.164 phone (SMS or WhatsApp). */
export function sendCode(body: SendCodeBody): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/auth/send-code', body);
}

export function useSendCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendCode> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendCode });
}
