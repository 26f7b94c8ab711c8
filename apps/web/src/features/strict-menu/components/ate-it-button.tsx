import type { PlanMeal } from '@nutricoach/core/constants/strict-plan';
import { usePlanMealLabels } from '@/lib/api/user-country';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isAlreadyLogged, useLogPlanMeal } from '@/lib/api/log-plan-meal';
import { mealLogErrorText } from '@/lib/log-error';

type AteItButtonProps = {
  date: string;
  mealKey: PlanMeal;
  mealName: string;
  /** From that day's summary (a log whose plan_meal is this meal); false while it is not known. */
  logged: boolean;
};

/**
 * '✓ Lo comí' (issue 15, Ate the plan): logs this plan meal of that day in one tap. Once logged it
 * reads '✓ Registrado' and cannot be tapped again; a 409 saying it already was is shown the same way.
 */
export function AteItButton({ date, mealKey, mealName, logged }: AteItButtonProps) {
  const planMealLabels = usePlanMealLabels();
  const log = useLogPlanMeal();
  const already = isAlreadyLogged(log.error);
  if (logged || log.isSuccess || already) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-primary-50 px-4 text-[15px] font-semibold text-primary-800">
          <Check className="size-4 shrink-0" strokeWidth={3} aria-hidden />
          Registrado
        </span>
        {already && (
          <span role="status" className="text-sm text-gray-600">
            {log.error?.message || 'Ya registraste esta comida del plan'}
          </span>
        )}
      </p>
    );
  }
  return (
    <div className="space-y-1.5">
      <Button
        variant="secondary"
        loading={log.isPending}
        onClick={() => log.mutate({ date, meal_type: mealKey })}
        aria-label={`Lo comí: ${planMealLabels[mealKey]}, ${mealName}`}
        className="border-primary-200 text-primary-700 hover:bg-primary-50 active:bg-primary-100"
      >
        {!log.isPending && <Check className="size-4 shrink-0" strokeWidth={3} aria-hidden />}
        Lo comí
      </Button>
      {log.error && (
        <p role="alert" className="text-sm text-red-700">
          {mealLogErrorText(log.error)}
        </p>
      )}
    </div>
  );
}
