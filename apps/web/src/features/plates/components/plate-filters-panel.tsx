import { DIET_NAMES, type DietType } from '@nutricoach/core/constants/diets';
import type { MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { DEFAULT_FILTERS, activeFilterCount, type PlateFilterState } from '../utils/filters';

// The fields (Radix's slider and toggle group, ~9 kB gzip) load when the panel opens: at once on
// wide screens, where it starts open; on a phone, where it starts closed, on the first tap.
const PlateFilterFields = lazy(() =>
  import('./plate-filter-fields').then((module) => ({ default: module.PlateFilterFields })),
);
/** The fields' height (measured at 390, 768 and 1280 px wide), held while their code loads. */
const FIELDS_HEIGHT = 'h-[413px] md:h-[319px] xl:h-[303px]';

/** One line for the collapsed panel: 'Keto clásica · Cena · 300–600 kcal · pollo'. */
function filterSummary(
  filters: PlateFilterState,
  userDiet: DietType | null,
  mealLabels: Record<MealType, string>,
): string {
  const diet = filters.diet ?? userDiet;
  const [min, max] = filters.calories;
  const narrowed = min > DEFAULT_FILTERS.calories[0] || max < DEFAULT_FILTERS.calories[1];
  return [
    diet ? DIET_NAMES[diet] : 'Tu dieta',
    filters.mealType ? mealLabels[filters.mealType] : 'Todas las comidas',
    narrowed ? `${min}–${max} kcal` : null,
    filters.ingredients.trim() || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export type PlateFiltersPanelProps = {
  filters: PlateFilterState;
  /** The user's diet, what the search uses when no other is chosen (null while it loads). */
  userDiet: DietType | null;
  onChange: (change: Partial<PlateFilterState>) => void;
};

/** docs/product.md §2.10's collapsible filter panel: diet, meal type, calories and ingredients. */
export function PlateFiltersPanel({ filters, userDiet, onChange }: PlateFiltersPanelProps) {
  const mealLabels = useMealTypeLabels();
  // Open on wide screens; on a phone it would fill the first screen, so the results come first.
  const [open, setOpen] = useState(
    () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 768px)').matches,
  );
  const active = activeFilterCount(filters);
  const fieldsId = useId();
  return (
    <section
      aria-label="Filtros"
      data-state={open ? 'open' : 'closed'}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200/80"
    >
      <DisclosureButton
        open={open}
        onOpenChange={setOpen}
        controls={fieldsId}
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-2 text-left"
      >
        <SlidersHorizontal className="size-5 text-primary-600" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-base font-semibold text-ink">Filtros</span>
          {!open && (
            <span className="block truncate text-sm text-gray-500">{filterSummary(filters, userDiet, mealLabels)}</span>
          )}
        </span>
        {active > 0 && (
          <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white">
            {active}
            <span className="sr-only"> {active === 1 ? 'filtro activo' : 'filtros activos'}</span>
          </span>
        )}
        <ChevronDown className={cn('size-5 text-gray-400 transition-transform', open && 'rotate-180')} aria-hidden />
      </DisclosureButton>
      {open && (
        <div id={fieldsId} data-state="open" className="space-y-5 border-t border-gray-100 px-4 pb-4 pt-4">
          <Suspense fallback={<div className={FIELDS_HEIGHT} />}>
            <PlateFilterFields filters={filters} userDiet={userDiet} onChange={onChange} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
