import type { WeightGoalBody, WeightGoalResponse } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * PUT /user/weight-goal. The server checks the goal against the saved weight and height
 * (400 'Tu peso meta debe ser menor o igual a tu peso actual', '... demasiado bajo para tu estatura'),
 * so it must follow PUT /user/info.
 */
export function saveWeightGoal(body: WeightGoalBody): Promise<WeightGoalResponse> {
  return api.put<WeightGoalResponse>('/user/weight-goal', body);
}

export function useSaveWeightGoal({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveWeightGoal> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: saveWeightGoal });
}
