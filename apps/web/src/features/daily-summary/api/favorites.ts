import type { Favorites } from '@nutricoach/core/contract/meal-shortcuts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import { favoritesQueryKey } from '@/lib/api/query-roots';
import { recentLogsQueryKey } from './get-recent-logs';

export { favoritesQueryKey };

/** GET /favorites: the starred foods and meals, the newest first. */
export function getFavorites({ signal }: { signal?: AbortSignal } = {}): Promise<Favorites> {
  return api.get<Favorites>('/favorites', { signal });
}

export const favoritesQueryOptions = () => queryOptions({ queryKey: favoritesQueryKey, queryFn: getFavorites });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

/** What a star toggles: a food, or the meal of a log; `favoriteId` when it is starred now. */
export type StarTarget = ({ food_id: string } | { log_id: string }) & { favoriteId: string | null };

/** POST /favorites or DELETE /favorites/{id}; the lists that show stars are read again. */
export function toggleFavorite({ favoriteId, ...target }: StarTarget): Promise<unknown> {
  if (favoriteId) return api.delete(`/favorites/${encodeURIComponent(favoriteId)}`);
  return api.post('/favorites', target);
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
        queryClient.invalidateQueries({ queryKey: recentLogsQueryKey }),
      ]),
  });
}
