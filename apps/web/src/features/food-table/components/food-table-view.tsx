import { FOOD_CLASSIFICATIONS, type FoodClassification, type Taste } from '@nutricoach/core/constants/food-table';
import type { FoodTableEntry } from '@nutricoach/core/contract/food-table';
import { Search, X } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useFoodTable } from '@/lib/api/get-food-table';
import { whenIdle } from '@/lib/idle';
import { useUpdateTaste } from '../api/update-taste';
import { filterFoods } from '../utils/group-foods';
import { LOAD_ERROR, SAVE_ERROR } from '../utils/labels';
import { FoodGroup } from './food-group';

const FoodInfoDialog = lazyDialog(
  () => import('./food-info-dialog').then((module) => module.FoodInfoDialog),
  (props) => props.entry !== null,
);

const ALL_CLOSED: Record<FoodClassification, boolean> = {
  allowed: false,
  occasional: false,
  in_moderation: false,
  not_allowed: false,
};

/** docs/product.md §2.9: the four groups, a search box, taste buttons and the info sheet. */
export function FoodTableView() {
  const table = useFoodTable();
  const [saveFailed, setSaveFailed] = useState(false);
  const updateTaste = useUpdateTaste({ mutationConfig: { onError: () => setSaveFailed(true) } });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  const [open, setOpen] = useState(ALL_CLOSED);
  // While searching, groups with matches open by themselves; what the user toggles then lasts until the query changes.
  const [searchToggles, setSearchToggles] = useState<{
    query: string;
    open: Partial<Record<FoodClassification, boolean>>;
  }>({ query: '', open: {} });
  const [info, setInfo] = useState<FoodTableEntry | null>(null);

  const groups = useMemo(() => {
    const data = table.data;
    return FOOD_CLASSIFICATIONS.map((key) => ({ key, entries: data ? filterFoods(data[key], deferredQuery) : [] }));
  }, [table.data, deferredQuery]);

  const { mutate } = updateTaste;
  const onTaste = useCallback((foodTypeId: string, taste: Taste | null) => mutate({ foodTypeId, taste }), [mutate]);
  const onOpenChange = useCallback(
    (key: FoodClassification, value: boolean) => {
      if (searching) {
        setSearchToggles((prev) => ({
          query: deferredQuery,
          open: { ...(prev.query === deferredQuery ? prev.open : {}), [key]: value },
        }));
      } else {
        setOpen((prev) => ({ ...prev, [key]: value }));
      }
    },
    [searching, deferredQuery],
  );

  // A food's sheet opens at once on the first tap too.
  useEffect(() => whenIdle(FoodInfoDialog.preload), []);

  useEffect(() => {
    if (!saveFailed) return;
    const timer = setTimeout(() => setSaveFailed(false), 5000);
    return () => clearTimeout(timer);
  }, [saveFailed]);

  if (table.isPending) return <FoodTableSkeleton />;
  if (table.isError) {
    return <QueryError message={LOAD_ERROR} onRetry={table.refetch} retrying={table.isFetching} />;
  }

  const matches = groups.reduce((sum, g) => sum + g.entries.length, 0);
  return (
    <>
      <div className="space-y-3">
        <label className="relative block">
          <span className="sr-only">Buscar alimento</span>
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-gray-400"
            aria-hidden
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Buscar alimento (ej. palta)"
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-xl bg-white pl-11 pr-11 text-base text-ink shadow-sm ring-1 ring-gray-200 outline-none placeholder:text-gray-400 focus-visible:ring-2 focus-visible:ring-primary-600 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              aria-label="Borrar búsqueda"
              onClick={() => setQuery('')}
              className="absolute right-1 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full text-gray-400 hover:bg-gray-100"
            >
              <X className="size-4.5" aria-hidden />
            </button>
          )}
        </label>
        {searching && (
          <p role="status" className="px-1 text-sm text-gray-600">
            {matches === 0
              ? 'Ningún alimento coincide con tu búsqueda.'
              : `${matches} ${matches === 1 ? 'alimento encontrado' : 'alimentos encontrados'}`}
          </p>
        )}
        {groups.map(({ key, entries }) => {
          const isOpen = searching
            ? ((searchToggles.query === deferredQuery ? searchToggles.open[key] : undefined) ?? entries.length > 0)
            : open[key];
          return (
            <FoodGroup
              key={key}
              group={key}
              entries={entries}
              open={isOpen}
              onOpenChange={onOpenChange}
              onTaste={onTaste}
              onInfo={setInfo}
            />
          );
        })}
      </div>
      <FoodInfoDialog entry={info} onClose={() => setInfo(null)} />
      {saveFailed && (
        <div className="fixed inset-x-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md lg:bottom-6">
          <Alert className="shadow-lg ring-1 ring-red-200">{SAVE_ERROR}</Alert>
        </div>
      )}
    </>
  );
}

function FoodTableSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando la tabla de alimentos…
      </span>
      <div className="h-12 animate-pulse rounded-xl bg-gray-200/70" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-2xl bg-gray-200/70" />
      ))}
    </div>
  );
}
