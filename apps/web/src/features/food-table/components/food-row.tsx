import type { FoodTableEntry, Taste } from '@nutricoach/core/contract/food-table';
import { Info } from 'lucide-react';
import { memo } from 'react';
import { formatDecimal } from '@/lib/format';
import { TasteButtons } from './taste-buttons';

type FoodRowProps = {
  entry: FoodTableEntry;
  notAllowed: boolean;
  onTaste: (foodId: string, taste: Taste | null) => void;
  onInfo: (entry: FoodTableEntry) => void;
};

/** One food: its name (opens the info), a line of context, and the taste buttons. */
export const FoodRow = memo(function FoodRow({ entry, notAllowed, onTaste, onInfo }: FoodRowProps) {
  const food = entry.food_type;
  return (
    <li data-food-id={food._id} className="flex items-center gap-1 py-1.5 pl-4 pr-2">
      <button
        type="button"
        onClick={() => onInfo(entry)}
        aria-label={`${food.food}: ver información nutricional`}
        className="group flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-lg py-1 text-left"
      >
        <span className="flex items-start gap-1.5 text-[15px] font-medium leading-snug text-ink">
          <span className="min-w-0 group-hover:underline">{food.food}</span>
          <Info className="mt-0.5 size-3.5 shrink-0 text-gray-400 group-hover:text-primary-600" aria-hidden />
        </span>
        <span className="mt-0.5 block truncate text-xs text-gray-500">
          {food.subcategory} · {formatDecimal(food.calories, 0)} kcal/100 {food.unit}
        </span>
      </button>
      <TasteButtons
        foodId={food._id}
        foodName={food.food}
        taste={entry.taste}
        disabled={notAllowed}
        onChange={onTaste}
      />
    </li>
  );
});
