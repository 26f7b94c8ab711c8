import type { UserInfoBody, UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /user/info: name, gender, age, height and weight (the weight is also today's measurement). */
export function saveUserInfo(body: UserInfoBody): Promise<UserInfoResponse> {
  return api.put<UserInfoResponse>('/user/info', body);
}

export function useSaveUserInfo({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveUserInfo> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveUserInfo,
    onSuccess: (...args) => {
      // The profile reads the same entry: it must not show the data from before this answer.
      queryClient.setQueryData(getUserInfoQueryOptions().queryKey, args[0]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
