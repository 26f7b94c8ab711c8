/**
 * The user's own foods and recipes (issue 28; docs/own-foods-and-recipes.md): GET/POST/PUT/DELETE
 * /my-foods and /recipes, and POST /recipes/from-log/:id. Shared: 'Añadir comida' creates them,
 * 'Mis alimentos y recetas' lists, edits and deletes them, a logged meal is saved as a recipe.
 *
 * They need the network: offline, a write fails at once with a Spanish message saying so, and the
 * form keeps what was typed (docs/offline.md). A food made offline could not be logged anyway
 * until the server gave it an id.
 */
import type { OwnFood, OwnFoodInput, Recipe, RecipeFromLogBody, RecipeInput } from '@nutricoach/core/contract/my-foods';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { ApiError, api } from '@/lib/api-client';
import { favoritesQueryKey, summariesQueryKey } from './query-roots';
import { foodsQueryKey } from './search-foods';

export const ownFoodsQueryKey = ['my-foods'] as const;
export const recipesQueryKey = ['recipes'] as const;

export const OFFLINE_MESSAGE =
  'Sin conexión: para guardar un alimento o una receta necesitas internet. Lo que escribiste se mantiene aquí.';

/** Refuses at once when the phone says it is offline; a request that gets no answer says the same. */
async function online<T>(request: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, OFFLINE_MESSAGE);
  try {
    return await request();
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) throw new ApiError(0, OFFLINE_MESSAGE);
    throw err;
  }
}

export const ownFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ownFoodsQueryKey,
    queryFn: ({ signal }) => api.get<{ foods: OwnFood[] }>('/my-foods', { signal }),
  });

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: recipesQueryKey,
    queryFn: ({ signal }) => api.get<{ recipes: Recipe[] }>('/recipes', { signal }),
  });

export function useOwnFoods() {
  return useQuery(ownFoodsQueryOptions());
}

export function useRecipes() {
  return useQuery(recipesQueryOptions());
}

/** After any change: the lists, every search (own foods are in it), recents and favourites (names, stars). */
function useRefreshOwn() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ownFoodsQueryKey, recipesQueryKey, foodsQueryKey, favoritesQueryKey, [...summariesQueryKey, 'recent']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export type SaveOwnFood = { id?: string; food: OwnFoodInput };

export function useSaveOwnFood() {
  const refresh = useRefreshOwn();
  return useMutation({
    // Not paused while offline (TanStack's default): the save answers at once that it needs the network.
    networkMode: 'always',
    mutationFn: ({ id, food }: SaveOwnFood) =>
      online(() =>
        id
          ? api.put<{ food: OwnFood }>(`/my-foods/${encodeURIComponent(id)}`, food)
          : api.post<{ food: OwnFood }>('/my-foods', food),
      ),
    onSuccess: () => void refresh(),
  });
}

export type SaveRecipe = { id?: string; recipe: RecipeInput };

export function useSaveRecipe() {
  const refresh = useRefreshOwn();
  return useMutation({
    // Not paused while offline (TanStack's default): the save answers at once that it needs the network.
    networkMode: 'always',
    mutationFn: ({ id, recipe }: SaveRecipe) =>
      online(() =>
        id
          ? api.put<{ recipe: Recipe }>(`/recipes/${encodeURIComponent(id)}`, recipe)
          : api.post<{ recipe: Recipe }>('/recipes', recipe),
      ),
    onSuccess: () => void refresh(),
  });
}

export function useRecipeFromLog() {
  const refresh = useRefreshOwn();
  return useMutation({
    // Not paused while offline (TanStack's default): the save answers at once that it needs the network.
    networkMode: 'always',
    mutationFn: ({ logId, body }: { logId: string; body: RecipeFromLogBody }) =>
      online(() => api.post<{ recipe: Recipe }>(`/recipes/from-log/${encodeURIComponent(logId)}`, body)),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteOwn() {
  const refresh = useRefreshOwn();
  return useMutation({
    // Not paused while offline (TanStack's default): the save answers at once that it needs the network.
    networkMode: 'always',
    mutationFn: ({ kind, id }: { kind: 'food' | 'recipe'; id: string }) =>
      online(() =>
        api.delete<{ _id: string }>(`/${kind === 'food' ? 'my-foods' : 'recipes'}/${encodeURIComponent(id)}`),
      ),
    onSuccess: () => void refresh(),
  });
}
