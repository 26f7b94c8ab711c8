import type { MealType } from '@nutricoach/core/constants/logging';
import { PLAN_MEAL_PLATE_TYPE } from '@nutricoach/core/constants/strict-plan';
import { usePlanMealLabels } from '@/lib/api/user-country';
import { CalendarCheck, Check, ChevronRight, Flame } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDailySummary } from '@/lib/api/get-daily-summary';
import { useStrictPlan } from '@/lib/api/get-strict-plan';
import { useLogPlanMeal } from '@/lib/api/log-plan-meal';
import { mealLogErrorText } from '@/lib/log-error';
import { useStrictPlanStatus } from '../api/get-strict-plan-status';
import { withMealSaved } from '@/lib/api/apply-log';
import { todayLocal } from '../utils/dates';
import { formatWhole } from '../utils/format';
import { coveredPlanMeals, nextPlanMeal } from '../utils/next-plan-meal';

type StrictPlanBannerProps = {
  recommendationType: 'strict' | 'flex' | undefined;
  /** The screen shows today: only then does the banner offer today's plan meal (issue 29). */
  isToday?: boolean;
  /** 'Comí otra cosa': opens 'Añadir comida' on the plan meal's type. */
  onAteSomethingElse?: (mealType: MealType) => void;
};

/**
 * docs/product.md §2.6: 'Recuerda generar tu plan semanal aquí' when the recommendation type is strict and the
 * weekly plan is not generated. Once it is, on today's page only, today's next plan meal not yet
 * logged with a one-tap '✓ Lo comí' (issue 15) and 'Comí otra cosa' (issue 29). Any failure of the
 * checks hides it (docs/product.md §8, silent).
 */
export function StrictPlanBanner({ recommendationType, isToday = true, onAteSomethingElse }: StrictPlanBannerProps) {
  const strict = recommendationType === 'strict';
  const status = useStrictPlanStatus({ queryConfig: { enabled: strict } });
  if (!strict) return null;
  if (status.data?.data.is_generated === true)
    return isToday ? <PlanMealBanner onAteSomethingElse={onAteSomethingElse} /> : null;
  if (status.data?.data.is_generated !== false) return null;
  return (
    <Link
      to={paths.strictMenu.getHref()}
      className="flex min-h-14 items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200 transition-colors hover:bg-amber-100"
    >
      <CalendarCheck className="size-5 shrink-0 text-amber-600" aria-hidden />
      <span className="flex-1 text-[15px] font-semibold">Recuerda generar tu plan semanal aquí</span>
      <ChevronRight className="size-5 shrink-0" aria-hidden />
    </Link>
  );
}

/** Today's next meal of the plan, logged in one tap; once all are logged, one line that says so. */
function PlanMealBanner({ onAteSomethingElse }: Pick<StrictPlanBannerProps, 'onAteSomethingElse'>) {
  const planMealLabels = usePlanMealLabels();
  const today = todayLocal();
  const plan = useStrictPlan();
  const summary = useDailySummary({ date: today });
  const log = useLogPlanMeal({ patch: withMealSaved });
  const [logged, fromPlan] = useMemo(() => {
    const logs = summary.data?.logs ?? [];
    return [coveredPlanMeals(logs), new Set(logs.flatMap((l) => (l.plan_meal ? [l.plan_meal] : [])))];
  }, [summary.data]);
  if (!plan.data || !summary.data) return null;
  const next = nextPlanMeal(plan.data, today, logged, new Date(), fromPlan);
  if (!next) return null;

  const lastLogged = log.data && log.data.date === today ? log.data : null;
  const confirmation = lastLogged && (
    <span role="status" className="flex items-center gap-1.5 text-sm font-semibold text-primary-800">
      <Check className="size-4 shrink-0" strokeWidth={3} aria-hidden />
      Registrado: {lastLogged.description}, {formatWhole(lastLogged.calories)} kcal
    </span>
  );

  if (next.state === 'done') {
    return (
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-primary-50 px-4 py-2 ring-1 ring-primary-200">
        <CalendarCheck className="size-5 shrink-0 text-primary-600" aria-hidden />
        <p className="min-w-0 flex-1 text-[15px] font-semibold text-primary-900">
          {next.own ? 'Registraste todas las comidas de hoy' : 'Registraste todas las comidas de tu plan de hoy'}
        </p>
        <Link
          to={paths.strictMenu.getHref()}
          className="-mr-2 inline-flex min-h-11 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-primary-700 hover:bg-primary-100"
        >
          Ver plan
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
    );
  }

  const label = planMealLabels[next.mealKey];
  return (
    <section
      aria-label="Plan de hoy"
      className="space-y-2 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-primary-200"
    >
      {confirmation}
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">Plan de hoy · {label}</p>
          <p className="line-clamp-2 text-[15px] font-semibold leading-snug text-ink">{next.meal.name}</p>
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm tabular-nums text-gray-600">
            <Flame className="size-3.5 text-orange-500" aria-hidden />
            {formatWhole(next.meal.calories)} kcal
          </p>
        </div>
        <Button
          data-testid="plan-ate-it"
          loading={log.isPending}
          onClick={() => log.mutate({ date: today, meal_type: next.mealKey })}
          aria-label={`Lo comí: ${label}, ${next.meal.name}`}
          className="shrink-0"
        >
          {!log.isPending && <Check className="size-4 shrink-0" strokeWidth={3} aria-hidden />}
          Lo comí
        </Button>
      </div>
      {onAteSomethingElse && (
        <button
          type="button"
          onClick={() => onAteSomethingElse(PLAN_MEAL_PLATE_TYPE[next.mealKey])}
          disabled={log.isPending}
          className="-mx-2 -mb-1 inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:text-gray-400"
        >
          Comí otra cosa
        </button>
      )}
      {log.error && (
        <p role="alert" className="text-sm text-red-700">
          {mealLogErrorText(log.error)}
        </p>
      )}
    </section>
  );
}
