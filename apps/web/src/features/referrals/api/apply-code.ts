import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getMyStatsQueryOptions } from './get-my-stats';

export type ApplyCodeResult = { message: string; free_days: number };

/** POST /referrals/apply-code: a friend's code; the server adds the free days at once. */
export async function applyCode(referralCode: string): Promise<ApplyCodeResult> {
  return (await api.post<{ data: ApplyCodeResult }>('/referrals/apply-code', { referral_code: referralCode })).data;
}

/** On success the stats are read again (they now carry the code used). */
export function useApplyCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof applyCode> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: applyCode,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getMyStatsQueryOptions().queryKey });
      mutationConfig?.onSuccess?.(...args);
    },
  });
}
