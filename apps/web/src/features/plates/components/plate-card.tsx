import { useMealTypeLabels } from '@/lib/api/user-country';
import type { Plate } from '@nutricoach/core/contract/plates';
import { ChefHat, Flame } from 'lucide-react';
import { memo } from 'react';
import { cn } from '@/components/ui/cn';
import { COST_LABELS, MEAL_TYPE_TONES, formatGrams } from '../utils/labels';

type PlateCardProps = { plate: Plate; onOpen: (plate: Plate) => void };

/** One result: meal type, name, calories, macros and cooking method; opens the detail. */
export const PlateCard = memo(function PlateCard({ plate, onOpen }: PlateCardProps) {
  const mealLabels = useMealTypeLabels();
  const { protein, carbs, fat } = plate.macro_type;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(plate)}
        className="flex h-full w-full flex-col gap-2 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-gray-200/80 transition hover:ring-primary-300 active:scale-[0.99]"
      >
        <span className="flex items-center gap-2">
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', MEAL_TYPE_TONES[plate.meal_type])}>
            {mealLabels[plate.meal_type]}
          </span>
          <span className="text-xs text-gray-500">{COST_LABELS[plate.cost]}</span>
        </span>
        <span className="text-base font-semibold leading-snug text-ink">{plate.name}</span>
        <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 font-semibold text-ink">
            <Flame className="size-4 text-orange-500" aria-hidden />
            {Math.round(plate.calories)} kcal
          </span>
          <span className="text-gray-600">
            <abbr title="Proteína" className="no-underline">
              P
            </abbr>{' '}
            {formatGrams(protein)} g ·{' '}
            <abbr title="Carbohidratos" className="no-underline">
              C
            </abbr>{' '}
            {formatGrams(carbs)} g ·{' '}
            <abbr title="Grasa" className="no-underline">
              G
            </abbr>{' '}
            {formatGrams(fat)} g
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5 text-xs text-gray-500">
          <ChefHat className="size-3.5" aria-hidden />
          {plate.cooking_method}
        </span>
      </button>
    </li>
  );
});
