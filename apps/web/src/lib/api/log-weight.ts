import type { weightLogBody, weightLogResponse } from '@nutricoach/core/contract/logs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrQueue } from '@/lib/offline/post-or-queue';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type LogWeightInput = Infer<typeof weightLogBody>;
export type LoggedWeight = Infer<typeof weightLogResponse>;

/**
 * POST /logs/weight { date, weight }: one weight a day; a second one that day replaces the first.
 * Without a network it is queued and answered as it will be (docs/offline.md).
 */
export function logWeight(input: LogWeightInput): Promise<LoggedWeight> {
  return postOrQueue({ kind: 'weight', path: '/logs/weight', body: input, date: input.date, shown: () => input });
}

/** What a screen updates in the cache after a weight is logged; a promise is waited for. */
export type RefreshAfterWeight = (queryClient: QueryClient, saved: LoggedWeight) => unknown;

/**
 * Logged from the daily summary and the weight screen, each refreshing a different part of the
 * cache (`refresh`, from its own api/ folder) before the caller's onSuccess runs.
 */
export function useLogWeight({
  refresh,
  mutationConfig,
}: {
  refresh: RefreshAfterWeight;
  mutationConfig?: MutationConfig<typeof logWeight>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    networkMode: 'always',
    ...rest,
    mutationFn: logWeight,
    onSuccess: async (saved, ...args) => {
      await refresh(queryClient, saved);
      await onSuccess?.(saved, ...args);
    },
  });
}
