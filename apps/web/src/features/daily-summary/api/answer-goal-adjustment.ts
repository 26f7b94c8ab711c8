import type { AdjustGoalBody } from '@nutricoach/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type Expenditure, getExpenditureQueryOptions } from './get-expenditure';

/** POST /user/expenditure/adjust: 'accept' moves the calorie target to the measured expenditure, 'decline' waits a week. */
export function answerGoalAdjustment(body: AdjustGoalBody): Promise<Expenditure> {
  return api.post<Expenditure>('/user/expenditure/adjust', body);
}

export function useAnswerGoalAdjustment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof answerGoalAdjustment>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: answerGoalAdjustment,
    onSuccess: (data, ...args) => {
      queryClient.setQueryData(getExpenditureQueryOptions().queryKey, data);
      // New targets from today: every answer that shows them (summaries, points, the plan) is read again.
      if (args[0].decision === 'accept') void queryClient.invalidateQueries();
      return onSuccess?.(data, ...args);
    },
  });
}
