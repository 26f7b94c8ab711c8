import { DIET_NAMES, DIET_TYPES, RECOMMENDABLE_DIETS, type DietType } from '@nutricoach/core/constants/diets';
import { MEAL_TYPES } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import { ChevronDown } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DEFAULT_FILTERS, activeFilterCount, type PlateFilterState } from '../utils/filters';
import { CalorieSlider } from './calorie-slider';
import type { PlateFiltersPanelProps } from './plate-filters-panel';

const MEDICAL_DIETS: readonly DietType[] = [
  'insulin_resistance',
  'type_2_diabetes',
  'fatty_liver',
  'lipidemia',
  'kidney_failure',
];
const OTHER_DIETS = DIET_TYPES.filter(
  (d) => !(RECOMMENDABLE_DIETS as readonly string[]).includes(d) && !MEDICAL_DIETS.includes(d),
);
const DIET_GROUPS: { label: string; diets: readonly DietType[] }[] = [
  { label: 'Para bajar de peso', diets: RECOMMENDABLE_DIETS },
  { label: 'Otras dietas', diets: OTHER_DIETS },
  { label: 'Condiciones médicas', diets: MEDICAL_DIETS },
];

const INGREDIENTS_DEBOUNCE_MS = 400;

/** The open filter panel's fields: diet, ingredients, meal type and calories. */
export function PlateFilterFields({ filters, userDiet, onChange }: PlateFiltersPanelProps) {
  const mealLabels = useMealTypeLabels();
  const active = activeFilterCount(filters);
  const ids = { diet: useId(), ingredients: useId(), hint: useId() };
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={ids.diet} className="block text-sm font-medium text-gray-700">
            Dieta
          </label>
          <div className="relative">
            <select
              id={ids.diet}
              value={filters.diet ?? userDiet ?? ''}
              onChange={(event) => {
                const diet = event.target.value as DietType;
                onChange({ diet: diet === userDiet ? null : diet });
              }}
              className="h-12 w-full appearance-none rounded-xl bg-white px-3.5 pr-10 text-base text-ink ring-1 ring-gray-300 outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
            >
              {!filters.diet && !userDiet && <option value="">Tu dieta</option>}
              {DIET_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.diets.map((diet) => (
                    <option key={diet} value={diet}>
                      {`${DIET_NAMES[diet]}${diet === userDiet ? ' (tu dieta)' : ''}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
              aria-hidden
            />
          </div>
        </div>
        <IngredientsField
          id={ids.ingredients}
          hintId={ids.hint}
          value={filters.ingredients}
          onChange={(ingredients) => onChange({ ingredients })}
        />
      </div>
      <div className="space-y-1.5">
        <span id="meal-type-label" className="block text-sm font-medium text-gray-700">
          Tipo de comida
        </span>
        <ToggleGroup.Root
          type="single"
          aria-labelledby="meal-type-label"
          value={filters.mealType ?? 'all'}
          onValueChange={(value) =>
            value && onChange({ mealType: value === 'all' ? null : (value as PlateFilterState['mealType']) })
          }
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none]"
        >
          {[['all', 'Todos'] as const, ...MEAL_TYPES.map((m) => [m, mealLabels[m]] as const)].map(([value, label]) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              className="min-h-11 shrink-0 rounded-full px-4 text-[15px] font-medium text-gray-700 ring-1 ring-gray-300 transition-colors hover:bg-gray-50 data-[state=on]:bg-primary-600 data-[state=on]:text-white data-[state=on]:ring-primary-600"
            >
              {label}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <CalorieSlider value={filters.calories} onCommit={(calories) => onChange({ calories })} />
      {active > 0 && (
        <button
          type="button"
          onClick={() => onChange(DEFAULT_FILTERS)}
          className="min-h-11 rounded-xl px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          Quitar filtros
        </button>
      )}
    </>
  );
}

type IngredientsFieldProps = { id: string; hintId: string; value: string; onChange: (value: string) => void };

/** Typed freely; the search runs once typing pauses. */
function IngredientsField({ id, hintId, value, onChange }: IngredientsFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, INGREDIENTS_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onChange(debounced);
    // Only a pause in typing sends; `value` changing from outside is handled below.
  }, [debounced]);
  // The URL changed by itself (cleared filters, back button): show it.
  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Ingredientes
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="ej. pollo, palta"
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hintId}
        maxLength={200}
        className="h-12 w-full rounded-xl bg-white px-3.5 text-base text-ink ring-1 ring-gray-300 outline-none placeholder:text-gray-400 focus-visible:ring-2 focus-visible:ring-primary-600"
      />
      <p id={hintId} className="text-xs text-gray-500">
        Separa varios con comas: verás platos que los tengan todos.
      </p>
    </div>
  );
}
