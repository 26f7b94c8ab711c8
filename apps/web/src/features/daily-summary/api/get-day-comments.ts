import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Comment } from '@/lib/api/professional-types';

/**
 * GET /user/comments?date= (issue 33): the nutritionist's comments on that day, for the cards
 * 'Comentario de tu nutricionista'. Empty without a nutritionist. Not retried: a failure only
 * leaves the cards out, and the meals wait for this answer so that they do not move when it comes.
 */
export function getDayCommentsQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['user', 'comments', date],
    queryFn: async ({ signal }) =>
      (await api.get<{ comments: Comment[] }>(`/user/comments?date=${encodeURIComponent(date)}`, { signal })).comments,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
}

export function useDayComments(date: string) {
  return useQuery(getDayCommentsQueryOptions(date));
}
