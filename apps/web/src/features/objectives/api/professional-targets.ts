import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { TargetsAnswer } from '@/lib/api/professional-types';

/** GET /user/targets/professional (issue 33): the targets the nutritionist set, if any, and their history. */
export function getProfessionalTargetsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'targets', 'professional'],
    queryFn: ({ signal }) => api.get<TargetsAnswer>('/user/targets/professional', { signal }),
    retry: false,
  });
}

export function useProfessionalTargets() {
  return useQuery(getProfessionalTargetsQueryOptions());
}

/** DELETE /user/targets/professional: back to the app's own targets; every day's ideal is read again. */
export function useRestoreAppTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/user/targets/professional'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void queryClient.refetchQueries({ queryKey: getProfessionalTargetsQueryOptions().queryKey });
    },
  });
}
