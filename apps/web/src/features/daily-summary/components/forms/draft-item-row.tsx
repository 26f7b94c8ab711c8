import type { PortionId } from '@nutricoach/core/rules/portions';
import { Minus, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatWhole } from '../../utils/format';
import { type DraftItem, formatQuantity, isMetric, parseQuantity, pricedItem } from '../../utils/meal-draft';
import { OPEN_FOOD_FACTS_NOTICE } from '@/components/food-search';
import { parseDecimal } from '@/lib/number-input';

const STEP = 0.5;
const MAX_PORTIONS = 20;
const MAX_GRAMS = 5000;

type DraftItemRowProps = {
  item: DraftItem;
  onChange: (item: DraftItem) => void;
  onPortion: (portionId: PortionId) => void;
  onRemove: () => void;
};

/** One food of the meal: its portion, how many (½ steps, or typed grams), its kcal, and remove. */
export function DraftItemRow({ item, onChange, onPortion, onRemove }: DraftItemRowProps) {
  const id = useId();
  const { calories, grams } = pricedItem(item);
  const metric = isMetric(item.portionId);
  const unit = item.food.unit;
  const setQuantity = (quantity: number) => onChange({ ...item, quantity });

  return (
    <li className="py-3 first:pt-1 last:pb-1" data-testid="draft-item">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-[15px] font-semibold leading-snug text-ink" id={`${id}-name`}>
          {item.food.name}
          {item.food.source === 'open_food_facts' && (
            <span className="block text-[11px] font-normal text-gray-500">
              {item.food.brand ? `${item.food.brand} · ` : ''}
              {OPEN_FOOD_FACTS_NOTICE}
            </span>
          )}
        </p>
        <p className="shrink-0 pt-0.5 text-sm font-bold tabular-nums text-ink">{formatWhole(calories)} kcal</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Quitar ${item.food.name}`}
          className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-ink"
        >
          <X className="size-4.5" aria-hidden />
        </button>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        {metric ? (
          <label className="flex items-center gap-1.5">
            <span className="sr-only">Cantidad de {item.food.name}</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={String(item.quantity)}
              onChange={(e) => {
                const value = parseDecimal(e.target.value);
                if (value !== undefined && value > 0 && value <= MAX_GRAMS) setQuantity(value);
              }}
              className="h-11 w-20 rounded-xl border border-gray-300 px-3 text-[15px] tabular-nums text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
            />
            <span className="text-sm text-gray-600">{unit}</span>
          </label>
        ) : (
          <div className="flex items-center rounded-xl ring-1 ring-gray-300">
            <button
              type="button"
              onClick={() => setQuantity(Math.max(STEP, item.quantity - STEP))}
              disabled={item.quantity <= STEP}
              aria-label={`Menos ${item.food.name}`}
              className="grid size-11 place-items-center rounded-l-xl text-gray-700 hover:bg-gray-50 disabled:text-gray-300"
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <PortionCount
              quantity={item.quantity}
              label={`Cantidad de ${item.food.name}`}
              onChange={(quantity) => setQuantity(quantity)}
            />
            <button
              type="button"
              onClick={() => setQuantity(Math.min(MAX_PORTIONS, item.quantity + STEP))}
              disabled={item.quantity >= MAX_PORTIONS}
              aria-label={`Más ${item.food.name}`}
              className="grid size-11 place-items-center rounded-r-xl text-gray-700 hover:bg-gray-50 disabled:text-gray-300"
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </div>
        )}
        <select
          value={item.portionId}
          onChange={(e) => onPortion(e.target.value as PortionId)}
          aria-label={`Porción de ${item.food.name}`}
          className="h-11 min-w-0 max-w-full flex-1 rounded-xl border border-gray-300 bg-white px-2.5 text-sm text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
        >
          {item.food.portions.map((p) => (
            <option key={p.id} value={p.id}>
              {isMetric(p.id) ? p.label : `${p.label} (${formatWhole(p.grams)} ${unit})`}
            </option>
          ))}
        </select>
        {!metric && (
          <span className="text-xs tabular-nums text-gray-500">
            {formatWhole(grams)} {unit}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * How many portions, typed ('3', '1,5', '2½') as well as stepped: the buttons beside it go by
 * halves, a typed number may be any from 0.1 to 20 (issue 29). A number the row takes from
 * outside (a step, another portion) replaces what was typed.
 */
function PortionCount({
  quantity,
  label,
  onChange,
}: {
  quantity: number;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(() => formatQuantity(quantity));
  // A number set from outside shows in the same render as the step that set it (an effect would
  // show the old one for a frame after the tap).
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    if (parseQuantity(text) !== quantity) setText(formatQuantity(quantity));
  }
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const value = parseQuantity(e.target.value);
        if (value !== undefined && value >= 0.1 && value <= MAX_PORTIONS) onChange(Math.round(value * 100) / 100);
      }}
      onBlur={() => setText(formatQuantity(quantity))}
      className="h-11 w-12 bg-transparent text-center text-[15px] font-semibold tabular-nums text-ink focus:outline-none focus:ring-2 focus:ring-primary-600/25"
    />
  );
}
