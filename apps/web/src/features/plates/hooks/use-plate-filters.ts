import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, toUrlSearchParams, type PlateFilterState } from '../utils/filters';

/** The filters live in the URL (issue 4: they survive a reload); changes replace the history entry. */
export function usePlateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const setFilters = useCallback(
    (change: Partial<PlateFilterState>) => {
      setSearchParams((current) => toUrlSearchParams({ ...filtersFromSearchParams(current), ...change }), {
        replace: true,
      });
    },
    [setSearchParams],
  );
  return { filters, setFilters };
}
