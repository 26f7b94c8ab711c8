import type { PersonalInfo, UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { PersonalInfo };

/** GET /user/info: name, age, gender, height and weight; null until the onboarding asks for them. */
export async function getUserInfo({ signal }: { signal?: AbortSignal } = {}): Promise<PersonalInfo | null> {
  return (await api.get<UserInfoResponse>('/user/info', { signal })).personal_info;
}

export function getUserInfoQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => getUserInfo({ signal }),
  });
}

export function useUserInfo({ queryConfig }: { queryConfig?: QueryConfig<typeof getUserInfoQueryOptions> } = {}) {
  return useQuery({ ...getUserInfoQueryOptions(), ...queryConfig });
}
