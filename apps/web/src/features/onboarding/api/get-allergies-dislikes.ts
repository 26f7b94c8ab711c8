import type { AllergiesDislikesResponse } from '@nutricoach/core/contract/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** GET /user/allergies-dislikes: what /restriction saved last (empty lists and 'none' at first). */
export function getAllergiesDislikes({ signal }: { signal?: AbortSignal } = {}): Promise<AllergiesDislikesResponse> {
  return api.get<AllergiesDislikesResponse>('/user/allergies-dislikes', { signal });
}

export function getAllergiesDislikesQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'allergies-dislikes'],
    queryFn: ({ signal }) => getAllergiesDislikes({ signal }),
  });
}

export function useAllergiesDislikes({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getAllergiesDislikesQueryOptions>;
} = {}) {
  return useQuery({ ...getAllergiesDislikesQueryOptions(), ...queryConfig });
}
