import type { FoodClassification, FoodType } from '@nutricoach/core/contract/food-table';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { Check, Search, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { FoodTable } from '@/lib/api/get-food-table';
import { formatWhole } from '../../utils/format';

const MAX_RESULTS = 8;
const GROUP_HINT: Partial<Record<FoodClassification, { label: string; className: string }>> = {
  occasional: { label: 'Ocasional', className: 'bg-amber-50 text-amber-800' },
  in_moderation: { label: 'Con moderación', className: 'bg-amber-50 text-amber-800' },
  not_allowed: { label: 'No recomendado', className: 'bg-red-50 text-red-700' },
};

export type CatalogFood = { food: FoodType; group: FoodClassification; text: string };

/** Every food of the table, the allowed ones first, with the text a search compares. */
export function catalogFoods(table: FoodTable): CatalogFood[] {
  const groups: FoodClassification[] = ['allowed', 'in_moderation', 'occasional', 'not_allowed'];
  return groups.flatMap((group) =>
    table[group].map(({ food_type: food }) => ({
      food,
      group,
      text: normalizeSearchText([food.food, ...food.aliases, food.category].join(' ')),
    })),
  );
}

type FoodPickerProps = {
  foods: CatalogFood[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: CatalogFood | undefined;
  onSelect: (food: CatalogFood | undefined) => void;
  error?: string;
};

/** Search the food table and pick one food; its nutrition per 100 g/ml is shown with it. */
export function FoodPicker({ foods, loading, failed, selected, onSelect, error }: FoodPickerProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = useMemo(() => {
    const terms = normalizeSearchText(deferred).split(' ').filter(Boolean);
    if (!foods || terms.length === 0) return [];
    const matches = foods.filter((entry) => terms.every((term) => entry.text.includes(term)));
    // Names that start with the search come first.
    const first = terms[0]!;
    return [
      ...matches.filter((m) => m.text.startsWith(first)),
      ...matches.filter((m) => !m.text.startsWith(first)),
    ].slice(0, MAX_RESULTS);
  }, [foods, deferred]);

  if (selected) {
    const { food } = selected;
    return (
      <div className="flex items-center gap-3 rounded-2xl bg-primary-50 px-3.5 py-3 ring-1 ring-primary-200">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-600 text-white">
          <Check className="size-4" aria-hidden strokeWidth={3} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">{food.food}</p>
          <p className="text-xs text-gray-600">
            {formatWhole(food.calories)} kcal por 100 {food.unit}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onSelect(undefined)}
          className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-semibold text-primary-700 hover:bg-primary-100"
        >
          Cambiar
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-gray-700" htmlFor="food-search">
        Alimento
      </label>
      <div
        className={cn(
          'flex min-h-12 items-center gap-2 rounded-xl bg-white px-3.5 ring-1 focus-within:ring-2',
          error ? 'ring-red-400 focus-within:ring-red-500' : 'ring-gray-300 focus-within:ring-primary-600',
        )}
      >
        <Search className="size-4.5 shrink-0 text-gray-400" aria-hidden />
        <input
          id="food-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Busca: avena, pollo, palta…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks the first match instead of submitting the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (results[0]) onSelect(results[0]);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'food-search-error' : undefined}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-gray-400 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <button
            type="button"
            aria-label="Borrar búsqueda"
            onClick={() => setQuery('')}
            className="-mr-2 grid size-11 place-items-center rounded-full text-gray-400 hover:bg-gray-100"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {error && (
        <p id="food-search-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {loading && (
        <p className="flex items-center gap-2 py-2 text-sm text-gray-500">
          <Spinner className="size-4" /> Cargando la tabla de alimentos…
        </p>
      )}
      {failed && <Alert>No se pudo cargar la tabla de alimentos. Ingresa las calorías y macros a mano.</Alert>}
      {deferred.trim() !== '' && foods && results.length === 0 && (
        <p className="py-2 text-sm text-gray-600">
          No encontramos ese alimento. Prueba otro nombre o ingresa los macros a mano.
        </p>
      )}
      {results.length > 0 && (
        <ul
          className="divide-y divide-gray-100 overflow-hidden rounded-2xl ring-1 ring-gray-200"
          aria-label="Alimentos encontrados"
        >
          {results.map((entry) => {
            const hint = GROUP_HINT[entry.group];
            return (
              <li key={entry.food._id}>
                <button
                  type="button"
                  onClick={() => onSelect(entry)}
                  className="flex min-h-12 w-full items-center gap-3 px-3.5 py-2 text-left transition-colors hover:bg-gray-50 active:bg-gray-100"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-[15px] font-medium text-ink">{entry.food.food}</span>
                    <span className="block text-xs text-gray-500">
                      {formatWhole(entry.food.calories)} kcal · 100 {entry.food.unit}
                    </span>
                  </span>
                  {hint && (
                    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold', hint.className)}>
                      {hint.label}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
