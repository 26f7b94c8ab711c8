import type { UserInfoBody, UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/info: name, gender, age, height and weight (the weight is also today's measurement). */
export function saveUserInfo(body: UserInfoBody): Promise<UserInfoResponse> {
  return api.put<UserInfoResponse>('/user/info', body);
}

export function useSaveUserInfo({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveUserInfo> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: saveUserInfo });
}
