import type { Plate, PlateSearchParams } from '@nutricoach/core/contract/plates';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSearchPlates } from '../api/search-plates';
import { EMPTY_TEXT, SEARCH_ERROR, platesFoundText } from '../utils/labels';
import { PlateCard } from './plate-card';

type PlateResultsProps = { params: PlateSearchParams; onOpen: (plate: Plate) => void; onClearFilters?: () => void };

/** The count, the cards, and the next page loaded as the end of the list comes into view. */
export function PlateResults({ params, onOpen, onClearFilters }: PlateResultsProps) {
  const search = useSearchPlates(params);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = search;
  const plates = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const total = data?.pages[0]?.pagination.total ?? 0;

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (search.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          Buscando platos…
        </span>
        <div className="h-5 w-40 animate-pulse rounded bg-gray-200/70" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-2xl bg-gray-200/70" />
          ))}
        </div>
      </div>
    );
  }
  if (search.isError && plates.length === 0) {
    return <QueryError message={SEARCH_ERROR} onRetry={search.refetch} retrying={search.isFetching} />;
  }
  return (
    <div className="space-y-3">
      <p role="status" className="flex min-h-6 items-center gap-2 px-1 text-sm font-medium text-gray-700">
        {platesFoundText(total)}
        {search.isFetching && !isFetchingNextPage && <Spinner className="size-4 text-primary-600" />}
      </p>
      {plates.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
          <SearchX className="size-8 text-gray-400" aria-hidden />
          <p className="text-base font-semibold text-ink">{EMPTY_TEXT}</p>
          <p className="text-sm text-gray-600">Prueba con otros ingredientes o amplía el rango de calorías.</p>
          {onClearFilters && (
            <Button variant="ghost" onClick={onClearFilters}>
              Quitar filtros
            </Button>
          )}
        </div>
      ) : (
        <ul
          className={
            isPlaceholderData
              ? 'grid gap-3 opacity-60 transition-opacity sm:grid-cols-2 lg:grid-cols-3'
              : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {plates.map((plate) => (
            <PlateCard key={plate._id} plate={plate} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {search.isFetchNextPageError && <Alert>{SEARCH_ERROR}</Alert>}
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center py-4">
          {isFetchingNextPage ? (
            <Spinner className="size-6 text-primary-600" label="Cargando más platos" />
          ) : (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              Ver más platos
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
