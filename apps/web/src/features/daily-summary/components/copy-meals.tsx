/**
 * 'Copiar de ayer' (issue 15): for each meal the day before had and this day has not, one tap logs
 * it again here (POST /logs/copy with that meal type). Nothing shows while the day before loads,
 * when it had no meals, or once every one of its meals is here.
 */
import { MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { addDays } from '@nutricoach/core/rules/week';
import { Copy } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { useCopyLogs } from '../api/copy-logs';
import { useDailySummary } from '../api/get-daily-summary';
import { formatWhole } from '../utils/format';

type CopyMealsProps = { date: string; today: string; day: DailySummary };

/** The meal types of `before` that `day` lacks, in the day's order, each with its kcal. */
export function mealsToCopy(before: DailySummary, day: DailySummary): { mealType: MealType; calories: number }[] {
  const here = new Set(day.logs.map((l) => l.meal_type));
  return MEAL_TYPES.filter((type) => !here.has(type))
    .map((mealType) => ({
      mealType,
      calories: before.logs.filter((l) => l.meal_type === mealType).reduce((sum, l) => sum + l.calories, 0),
      count: before.logs.filter((l) => l.meal_type === mealType).length,
    }))
    .filter((m) => m.count > 0)
    .map(({ mealType, calories }) => ({ mealType, calories }));
}

export function CopyMeals({ date, today, day }: CopyMealsProps) {
  const mealLabels = useMealTypeLabels();
  const from = addDays(date, -1);
  // Asked for as the app starts (prefetch-daily-summary.ts), with the day itself.
  const before = useDailySummary({ date: from });
  const copy = useCopyLogs();
  if (!before.data) return null;
  const offers = mealsToCopy(before.data, day);
  if (offers.length === 0) return null;
  const fromText = date === today ? 'de ayer' : 'del día anterior';

  return (
    <div className="mt-3 border-t border-gray-100 pt-3" data-testid="copy-meals">
      <p className="mb-2 text-sm font-medium text-gray-600">
        ¿Comiste lo mismo que {date === today ? 'ayer' : 'el día anterior'}?
      </p>
      <div className="flex flex-wrap gap-2">
        {offers.map(({ mealType, calories }) => {
          const label = mealLabels[mealType].toLowerCase();
          const pending = copy.isPending && copy.variables?.meal_type === mealType;
          return (
            <button
              key={mealType}
              type="button"
              disabled={copy.isPending}
              onClick={() => copy.mutate({ from_date: from, to_date: date, meal_type: mealType })}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary-50 px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-100 transition-colors hover:bg-primary-100 disabled:opacity-60"
            >
              <Copy className="size-4 shrink-0" aria-hidden />
              {pending ? 'Copiando…' : `Copiar ${label} ${fromText}`}
              <span className="font-normal text-primary-700">· {formatWhole(calories)} kcal</span>
            </button>
          );
        })}
      </div>
      {copy.isError && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {copy.error instanceof ApiError && copy.error.status === 404
            ? copy.error.message
            : 'No pudimos copiar la comida. Intenta de nuevo.'}
        </p>
      )}
    </div>
  );
}
