import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getMyStatsQueryOptions, type MyReferralStats } from './get-my-stats';

/** POST /referrals/create-code: the user's one code (the same one on every call). */
export async function createCode(): Promise<string> {
  return (await api.post<{ data: { code: string } }>('/referrals/create-code')).data.code;
}

/** The new code goes straight into the cached stats, so the card shows it without a reload. */
export function useCreateCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCode> } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getMyStatsQueryOptions();
  return useMutation({
    ...mutationConfig,
    mutationFn: () => createCode(),
    onSuccess: (code, ...rest) => {
      queryClient.setQueryData(queryKey, (stats: MyReferralStats | undefined) =>
        stats ? { ...stats, my_code: code } : stats,
      );
      mutationConfig?.onSuccess?.(code, ...rest);
    },
  });
}
