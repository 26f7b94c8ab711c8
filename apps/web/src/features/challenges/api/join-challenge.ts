import type { joinChallengeResponse } from '@nutricoach/core/contract/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';
import { getChallengesQueryOptions } from './get-challenges';

export type JoinChallengeResult = Infer<typeof joinChallengeResponse>;

/** POST /challenges/:id/join: the challenge starts today. */
export function joinChallenge(id: string): Promise<JoinChallengeResult> {
  return api.post<JoinChallengeResult>(`/challenges/${encodeURIComponent(id)}/join`);
}

/** On success (and on a refusal: another tab may have joined) the lists are read again. */
export function useJoinChallenge({ mutationConfig }: { mutationConfig?: MutationConfig<typeof joinChallenge> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: joinChallenge,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getChallengesQueryOptions().queryKey });
      mutationConfig?.onSettled?.(...args);
    },
  });
}
