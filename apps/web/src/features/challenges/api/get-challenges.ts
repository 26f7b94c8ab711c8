import type { challengesResponse } from '@nutricoach/core/contract/challenges';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from '@/lib/api/query-roots';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type Challenges = Infer<typeof challengesResponse>;

/** GET /challenges: the ones to join, the active ones with their progress, the completed ones. */
export function getChallenges({ signal }: { signal?: AbortSignal } = {}): Promise<Challenges> {
  return api.get<Challenges>('/challenges', { signal });
}

/** Under the points root: a challenge's progress moves with every log, and refreshAfterLog invalidates it. */
export function getChallengesQueryOptions() {
  return queryOptions({
    queryKey: [...pointsQueryKey, 'challenges'],
    queryFn: ({ signal }) => getChallenges({ signal }),
  });
}

export function useChallenges({ queryConfig }: { queryConfig?: QueryConfig<typeof getChallengesQueryOptions> } = {}) {
  return useQuery({ ...getChallengesQueryOptions(), ...queryConfig });
}
