import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { CalendarDays, Crown, Hourglass } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatShortDate } from '@/lib/format';
import { PLAN_STATUS_LABELS } from '../utils/plans';

const STATUS_TONES: Record<CurrentPlan['status'], BadgeTone> = { active: 'green', expired: 'red', canceled: 'gray' };

/** What the period end means for this plan: the trial's last day, the paid time left, or when it ended. */
function periodLabel(plan: CurrentPlan): string {
  if (plan.is_trial) return plan.status === 'active' ? 'Tu prueba gratis termina el' : 'Tu prueba gratis terminó el';
  if (plan.status === 'active')
    return plan.cancel_at_period_end ? 'Cancelaste la renovación: sigue activo hasta el' : 'Vigente hasta el';
  return plan.status === 'expired' ? 'Venció el' : 'Terminó el';
}

/** docs/product.md §2.14: the user's plan now: name, status, the trial mark and the period end (dd/mm/yyyy). */
export function CurrentPlanCard({ plan }: { plan: CurrentPlan }) {
  const end = new Date(plan.current_period_end);
  const Icon = plan.is_trial ? Hourglass : Crown;
  const active = plan.status === 'active';
  return (
    <section
      aria-labelledby="current-plan-eyebrow current-plan-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-xl',
            active ? 'bg-primary-50 text-primary-700' : 'bg-red-50 text-red-600',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="current-plan-eyebrow" className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            Tu plan actual
          </p>
          <h2 id="current-plan-title" className="text-lg font-bold leading-snug text-ink">
            {plan.name}
          </h2>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone={STATUS_TONES[plan.status]}>
              <span className="sr-only">Estado: </span>
              {PLAN_STATUS_LABELS[plan.status]}
            </Badge>
            {plan.is_trial && <Badge tone="yellow">Período de prueba</Badge>}
            {active && plan.cancel_at_period_end && <Badge tone="gray">No se renovará</Badge>}
          </div>
        </div>
      </div>
      {!Number.isNaN(end.getTime()) && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-surface px-3 py-2.5 text-sm text-gray-700">
          <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden />
          <span>
            {periodLabel(plan)} <strong className="font-semibold text-ink">{formatShortDate(end)}</strong>
          </span>
        </p>
      )}
      {!active && (
        <p className="mt-3 text-sm leading-snug text-gray-700">
          Elige un plan para seguir con tu coach, tus menús y tu seguimiento. Tus datos te esperan tal como los dejaste.
        </p>
      )}
    </section>
  );
}

export function CurrentPlanCardSkeleton() {
  return (
    <div aria-hidden className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="size-11 animate-pulse rounded-xl bg-gray-100" />
        <div className="flex-1 space-y-2 pt-0.5">
          <span className="block h-3 w-24 animate-pulse rounded bg-gray-100" />
          <span className="block h-5 w-40 animate-pulse rounded bg-gray-100" />
          <span className="block h-5 w-20 animate-pulse rounded-full bg-gray-100" />
        </div>
      </div>
      <span className="mt-4 block h-10 animate-pulse rounded-xl bg-gray-100" />
    </div>
  );
}
