import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getTourCompletedQueryOptions, type TourCompleted } from './get-tour-completed';

/** PUT /user/tour-completed with no body (and so no JSON content type): marks the tour done. */
export function completeTour(): Promise<TourCompleted> {
  return api.put<TourCompleted>('/user/tour-completed');
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
