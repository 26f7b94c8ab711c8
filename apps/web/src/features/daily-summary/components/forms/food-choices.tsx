/**
 * What the meal sheet offers to add: the foods a search finds, or, before any search, the user's
 * recent and favourite meals (logged again with one tap) and foods (added to the list).
 */
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { RecentMeal } from '@nutricoach/core/contract/meal-shortcuts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FoodResultButton } from '@/components/food-search';
import { QueryError } from '@/components/query-error';
import { Spinner } from '@/components/ui/spinner';
import { useFavorites, useToggleFavorite } from '../../api/favorites';
import { useFoodSearch } from '@/lib/api/search-foods';
import { useRecentLogs } from '../../api/get-recent-logs';
import type { MealType } from '@nutricoach/core/constants/logging';
import { formatDayLabel, formatWhole } from '../../utils/format';
import { todayLocal } from '../../utils/dates';

type SavedMealCard = Pick<RecentMeal, 'description' | 'calories' | 'items'> & {
  key: string;
  date?: string;
  logId?: string;
  favoriteId: string | null;
};

export type FoodChoicesProps = {
  /** The search as typed, debounced and trimmed; empty shows recents and favourites. */
  query: string;
  mealType: MealType;
  onAddFood: (food: SearchedFood) => void;
  /** Logs a recent or favourite meal at once; absent when editing a meal. */
  onLogMeal?: (meal: RecentMeal | (Omit<RecentMeal, 'log_id' | 'date' | 'favorite_id'> & { _id: string })) => void;
  loggingKey?: string | null;
};

function StarButton({ starred, label, onToggle }: { starred: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={starred}
      aria-label={starred ? `Quitar ${label} de favoritos` : `Guardar ${label} en favoritos`}
      className="grid size-11 shrink-0 place-items-center rounded-full text-gray-400 hover:bg-amber-50 hover:text-amber-500"
    >
      <Star className={cn('size-5', starred && 'fill-amber-400 text-amber-500')} aria-hidden />
    </button>
  );
}

function FoodRow({
  food,
  favoriteId,
  onAdd,
  onStar,
}: {
  food: SearchedFood;
  favoriteId: string | null;
  onAdd: () => void;
  onStar: () => void;
}) {
  return (
    <li className="flex items-center gap-1" data-testid="food-result">
      <FoodResultButton food={food} onAdd={onAdd} addLabel="Añadir" />
      <StarButton starred={favoriteId !== null} label={food.name} onToggle={onStar} />
    </li>
  );
}

export function FoodChoices({ query, mealType, onAddFood, onLogMeal, loggingKey }: FoodChoicesProps) {
  const search = useFoodSearch(query);
  const favorites = useFavorites();
  const recent = useRecentLogs(mealType);
  const star = useToggleFavorite();
  const [tab, setTab] = useState<'recent' | 'favorites'>('recent');
  const favoriteFoodIds = new Map(favorites.data?.foods.map((f) => [f._id, f.favorite_id]));
  const starFood = (food: SearchedFood) =>
    star.mutate({ food_id: food._id, favoriteId: favoriteFoodIds.get(food._id) ?? null });
  const foodList = (foods: SearchedFood[]) => (
    <ul className="space-y-0.5">
      {foods.map((food) => (
        <FoodRow
          key={food._id}
          food={food}
          favoriteId={favoriteFoodIds.get(food._id) ?? null}
          onAdd={() => onAddFood(food)}
          onStar={() => starFood(food)}
        />
      ))}
    </ul>
  );

  if (query !== '') {
    if (search.isError)
      return <QueryError message="Error al buscar alimentos" onRetry={search.refetch} retrying={search.isFetching} />;
    if (!search.data)
      return (
        <div className="flex justify-center py-6 text-primary-600">
          <Spinner className="size-6" label="Buscando alimentos" />
        </div>
      );
    if (search.data.foods.length === 0)
      return (
        <p className="py-4 text-center text-sm text-gray-600">
          No encontramos «{query}». Prueba con otra palabra o descríbelo arriba.
        </p>
      );
    return (
      <section aria-busy={search.isFetching || undefined} aria-label="Resultados">
        {foodList(search.data.foods)}
      </section>
    );
  }

  const today = todayLocal();
  const meals: SavedMealCard[] =
    tab === 'recent'
      ? (recent.data?.meals ?? []).map((m) => ({ ...m, key: m.log_id, logId: m.log_id, favoriteId: m.favorite_id }))
      : (favorites.data?.meals ?? []).map((m) => ({ ...m, key: m._id, favoriteId: m._id }));
  const foods = tab === 'recent' ? (recent.data?.foods ?? []) : (favorites.data?.foods ?? []);
  const source = tab === 'recent' ? recent : favorites;
  const mealsById = new Map<string, Parameters<NonNullable<FoodChoicesProps['onLogMeal']>>[0]>([
    ...(recent.data?.meals ?? []).map((m) => [m.log_id, m] as const),
    ...(favorites.data?.meals ?? []).map((m) => [m._id, m] as const),
  ]);

  return (
    <div>
      <div
        role="tablist"
        aria-label="Atajos"
        className="mb-3 grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1 ring-1 ring-gray-200"
      >
        {(
          [
            ['recent', 'Recientes'],
            ['favorites', 'Favoritos'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={cn(
              'min-h-11 rounded-xl text-sm font-semibold transition',
              tab === value ? 'bg-white text-ink shadow-sm ring-1 ring-gray-200' : 'text-gray-600 hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'recent' ? 'Recientes' : 'Favoritos'}>
        {source.isError ? (
          <QueryError message="Error al cargar tus atajos" onRetry={source.refetch} retrying={source.isFetching} />
        ) : source.isPending ? (
          <div className="flex justify-center py-6 text-primary-600">
            <Spinner className="size-6" label="Cargando" />
          </div>
        ) : meals.length === 0 && foods.length === 0 ? (
          <p className="py-4 text-center text-sm text-gray-600">
            {tab === 'recent'
              ? 'Aquí aparecerán las comidas y alimentos que registres.'
              : 'Toca la estrella de una comida o un alimento para tenerlo aquí.'}
          </p>
        ) : (
          <div className="space-y-4">
            {onLogMeal && meals.length > 0 && (
              <ul className="space-y-2">
                {meals.map((meal) => (
                  <li
                    key={meal.key}
                    className="flex items-center gap-1 rounded-2xl bg-white py-1.5 pl-3 pr-1 ring-1 ring-gray-200"
                    data-testid="saved-meal"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-[15px] font-medium leading-snug text-ink">{meal.description}</p>
                      <p className="text-xs text-gray-500">
                        {formatWhole(meal.calories)} kcal
                        {meal.date ? ` · ${formatDayLabel(meal.date, today)}` : ''}
                      </p>
                    </div>
                    {meal.logId ? (
                      <StarButton
                        starred={meal.favoriteId !== null}
                        label={meal.description}
                        onToggle={() => star.mutate({ log_id: meal.logId!, favoriteId: meal.favoriteId })}
                      />
                    ) : (
                      <StarButton
                        starred
                        label={meal.description}
                        onToggle={() => star.mutate({ log_id: '', favoriteId: meal.favoriteId })}
                      />
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      className="shrink-0"
                      loading={loggingKey === meal.key}
                      disabled={Boolean(loggingKey)}
                      aria-label={`Registrar ${meal.description}`}
                      onClick={() => onLogMeal(mealsById.get(meal.key)!)}
                    >
                      Registrar
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {foods.length > 0 && (
              <div>
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Alimentos</p>
                {foodList(foods)}
              </div>
            )}
          </div>
        )}
      </div>
      {star.isError && <p className="mt-2 text-sm text-red-700">No pudimos guardar el favorito. Intenta de nuevo.</p>}
    </div>
  );
}
