import type { DietType } from '@nutricoach/core/constants/diets';
import type { Plate } from '@nutricoach/core/contract/plates';
import { useCallback, useMemo, useState } from 'react';
import { usePlateFilters } from '../hooks/use-plate-filters';
import { DEFAULT_FILTERS, activeFilterCount, toSearchParams } from '../utils/filters';
import { PlateDetailDialog } from './plate-detail-dialog';
import { PlateFiltersPanel } from './plate-filters-panel';
import { PlateResults } from './plate-results';

/** docs/product.md §2.10: filters (kept in the URL), results with infinite scroll, and the plate's detail. */
export function PlateSearch({ userDiet }: { userDiet: DietType | null }) {
  const { filters, setFilters } = usePlateFilters();
  const params = useMemo(() => toSearchParams(filters), [filters]);
  const [selected, setSelected] = useState<Plate | null>(null);
  const clear = useCallback(() => setFilters(DEFAULT_FILTERS), [setFilters]);
  return (
    <div className="space-y-4">
      <PlateFiltersPanel filters={filters} userDiet={userDiet} onChange={setFilters} />
      <PlateResults
        params={params}
        onOpen={setSelected}
        onClearFilters={activeFilterCount(filters) > 0 ? clear : undefined}
      />
      <PlateDetailDialog plate={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
