import type { MyReferralStats } from '@nutricoach/core/contract/referrals';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type { MyReferralStats };
export type Referral = MyReferralStats['referrals'][number];

/** GET /referrals/my-stats: own code, the code used, the counters and the history. */
export async function getMyStats({ signal }: { signal?: AbortSignal } = {}): Promise<MyReferralStats> {
  return (await api.get<{ data: MyReferralStats }>('/referrals/my-stats', { signal })).data;
}

export function getMyStatsQueryOptions() {
  return queryOptions({
    queryKey: ['referrals', 'my-stats'],
    queryFn: ({ signal }) => getMyStats({ signal }),
  });
}

export function useMyStats({ queryConfig }: { queryConfig?: QueryConfig<typeof getMyStatsQueryOptions> } = {}) {
  return useQuery({ ...getMyStatsQueryOptions(), ...queryConfig });
}
