/**
 * The food search's box and a found food's button: one look for 'Añadir comida' and 'Crear receta',
 * which search the same foods (GET /foods/search, lib/api/search-foods.ts).
 */
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { Plus, Search } from 'lucide-react';
import { formatDecimal } from '@/lib/format';

/** The licence line Open Food Facts' data goes with, wherever a product's data is shown (issue 30). */
export const OPEN_FOOD_FACTS_NOTICE = 'Datos de Open Food Facts (ODbL)';

export function FoodSearchInput({
  label,
  value,
  onChange,
}: {
  /** 'Buscar alimento', 'Buscar ingrediente': the placeholder and the accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-4.5 -translate-y-1/2 text-gray-400"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        maxLength={100}
        className="h-12 w-full rounded-xl border border-gray-300 pl-10 pr-3.5 text-[15px] text-ink placeholder:text-gray-400 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
      />
    </div>
  );
}

/** A found food: its name, its usual portion's kcal, and whether it is the person's own food or recipe. */
export function FoodResultButton({
  food,
  onAdd,
  addLabel,
}: {
  food: SearchedFood;
  onAdd: () => void;
  /** Said to screen readers after the name: 'Añadir', 'Añadir a la receta'. */
  addLabel: string;
}) {
  const usual = food.portions[0]!;
  const kcal = formatDecimal((food.calories * usual.grams) / 100, 0);
  const own = food.own ? (food.recipe ? ' · tu receta' : ' · tu alimento') : '';
  const product = food.source === 'open_food_facts';
  return (
    <button
      type="button"
      onClick={onAdd}
      className="flex min-h-12 w-full min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1.5 text-left hover:bg-gray-50"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Plus className="size-4.5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-medium leading-snug text-ink">{food.name}</span>
        <span className="block text-xs text-gray-500">
          1 {usual.label} · {kcal} kcal{own}
          {food.brand && !food.own ? ` · ${food.brand}` : ''}
        </span>
        {product && <span className="block text-[11px] text-gray-500">{OPEN_FOOD_FACTS_NOTICE}</span>}
      </span>
      <span className="sr-only">{addLabel}</span>
    </button>
  );
}
