import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getTourCompletedQueryOptions, type TourCompleted } from './get-tour-completed';

/** PUT /user/tour-completed: marks the tour done (the body is required: an empty PUT is a 400). */
export function completeTour(): Promise<TourCompleted> {
  return api.put<TourCompleted>('/user/tour-completed', { tour_completed: true });
}

export function useCompleteTour({ mutationConfig }: { mutationConfig?: MutationConfig<typeof completeTour> } = {}) {
  const queryClient = useQueryClient();
  const { onMutate, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: completeTour,
    onMutate: (input, context) => {
      // Done for this session whatever the server answers: the tour must not come back.
      queryClient.setQueryData(getTourCompletedQueryOptions().queryKey, { tour_completed: true });
      return onMutate?.(input, context);
    },
  });
}
