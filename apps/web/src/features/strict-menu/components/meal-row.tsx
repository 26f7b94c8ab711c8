import type { PlanMeal } from '@nutricoach/core/constants/strict-plan';
import { usePlanMealLabels } from '@/lib/api/user-country';
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';
import { Apple, Coffee, Cookie, Flame, Moon, Soup, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { canViewMeal } from '../utils/plan-days';
import { formatKcal } from '../utils/format';
import { AteItButton } from './ate-it-button';

const MEAL_ICONS: Record<PlanMeal, LucideIcon> = {
  breakfast: Coffee,
  lunch: Soup,
  dinner: Moon,
  snack_1: Apple,
  snack_2: Cookie,
};

type MealRowProps = {
  mealKey: PlanMeal;
  meal: StrictMeal;
  onOpen: (mealKey: PlanMeal) => void;
  /** The day's date when it can be logged ('✓ Lo comí': today or earlier), else null. */
  logDate: string | null;
  /** Whether that day's summary holds this plan meal. */
  logged: boolean;
};

/**
 * docs/product.md §2.11: one meal of the day with its name and rounded calories; 'Ver' only when
 * generated. Below, on today and the days before, '✓ Lo comí' (issue 15).
 */
export const MealRow = memo(function MealRow({ mealKey, meal, onOpen, logDate, logged }: MealRowProps) {
  const Icon = MEAL_ICONS[mealKey];
  const label = usePlanMealLabels()[mealKey];
  const viewable = canViewMeal(meal);
  // A pending meal comes back named 'Pendiente' with 0 kcal: the badge already says so.
  const name = viewable || (meal.name && meal.name !== 'Pendiente') ? meal.name : 'Sin plato asignado';
  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700"
          aria-hidden
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{label}</p>
          <p
            className={
              viewable
                ? 'line-clamp-2 text-[15px] font-semibold leading-snug text-ink'
                : 'text-[15px] leading-snug text-gray-500'
            }
          >
            {name}
          </p>
          {meal.calories > 0 && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm tabular-nums text-gray-600">
              <Flame className="size-3.5 text-orange-500" aria-hidden />
              {formatKcal(meal.calories)} kcal
            </p>
          )}
        </div>
        {viewable ? (
          <button
            type="button"
            onClick={() => onOpen(mealKey)}
            aria-label={`Ver ${label}`}
            className="inline-flex min-h-11 min-w-16 shrink-0 items-center justify-center rounded-xl bg-primary-50 px-4 text-[15px] font-semibold text-primary-700 transition-colors hover:bg-primary-100 active:bg-primary-200"
          >
            Ver
          </button>
        ) : (
          <span className="shrink-0 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
            Pendiente
          </span>
        )}
      </div>
      {viewable && logDate && (
        <div className="mt-2 pl-13">
          <AteItButton date={logDate} mealKey={mealKey} mealName={meal.name} logged={logged} />
        </div>
      )}
    </li>
  );
});
