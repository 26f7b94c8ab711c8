import type { weightLogBody, weightLogResponse } from '@nutricoach/core/contract/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { refreshAfterLog } from './refresh-after-log';

export type LogWeightInput = Infer<typeof weightLogBody>;
type WeightLog = Infer<typeof weightLogResponse>;

/** POST /logs/weight { date, weight }: one weight a day, a new one replaces it. */
export function logWeight(input: LogWeightInput): Promise<WeightLog> {
  return api.post<WeightLog>('/logs/weight', input);
}

export function useLogWeight({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logWeight> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: logWeight,
    onSuccess: (saved, ...args) => {
      void refreshAfterLog(queryClient, saved.date, (summary) => ({ ...summary, weight: saved.weight }));
      return onSuccess?.(saved, ...args);
    },
  });
}
