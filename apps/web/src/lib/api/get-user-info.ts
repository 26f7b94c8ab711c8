import type { UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/**
 * GET /user/info: the personal data already stored (null until the onboarding asks for it). One
 * cache entry, `{ personal_info }` as the server answers it, shared by the onboarding and the
 * profile (which selects `personal_info`), so neither finds the other's shape under the key.
 */
export function getUserInfo({ signal }: { signal?: AbortSignal } = {}): Promise<UserInfoResponse> {
  return api.get<UserInfoResponse>('/user/info', { signal });
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
