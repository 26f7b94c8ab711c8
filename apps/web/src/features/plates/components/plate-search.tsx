import type { DietType } from '@nutricoach/core/constants/diets';
import type { Plate } from '@nutricoach/core/contract/plates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { whenIdle } from '@/lib/idle';
import { usePlateFilters } from '../hooks/use-plate-filters';
import { DEFAULT_FILTERS, activeFilterCount, toSearchParams } from '../utils/filters';
import { PlateFiltersPanel } from './plate-filters-panel';
import { PlateResults } from './plate-results';

// With 'Registrar esta comida' and its portions: its own chunk, downloaded when the page is idle.
const PlateDetailDialog = lazyDialog(
  () => import('./plate-detail-dialog').then((module) => module.PlateDetailDialog),
  (props) => props.plate !== null,
);

/** docs/product.md §2.10: filters (kept in the URL), results with infinite scroll, and the plate's detail. */
export function PlateSearch({ userDiet }: { userDiet: DietType | null }) {
  const { filters, setFilters } = usePlateFilters();
  const params = useMemo(() => toSearchParams(filters), [filters]);
  const [selected, setSelected] = useState<Plate | null>(null);
  const clear = useCallback(() => setFilters(DEFAULT_FILTERS), [setFilters]);
  useEffect(() => whenIdle(PlateDetailDialog.preload), []);
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
