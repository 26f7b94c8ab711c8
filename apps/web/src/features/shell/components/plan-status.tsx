import { trialRemainingText } from '@nutricoach/core/rules/trial';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import { useCurrentPlan } from '../api/get-current-plan';

const INACTIVE_TEXT = {
  expired: 'Tu suscripción ha expirado',
  canceled: 'Tu suscripción fue cancelada',
} as const;

function HireLink() {
  return (
    <Link
      to={paths.subscription.getHref()}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-primary-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-700"
    >
      <Crown className="hidden size-4 sm:block" aria-hidden />
      Contratar
    </Link>
  );
}

/** The top bar's plan line (docs/product.md §2.2): trial time left and 'Contratar', or the next billing date. */
export function PlanStatus({ className, now = new Date() }: { className?: string; now?: Date }) {
  const { data: plan, isPending } = useCurrentPlan();
  // The line's place, kept while the plan loads: its arrival would push the whole screen down.
  if (!plan)
    return isPending ? (
      <div aria-hidden className={cn('flex items-center', className)}>
        <span className="h-3.5 w-44 animate-pulse rounded-md bg-primary-100" />
      </div>
    ) : null;

  const periodEnd = new Date(plan.current_period_end);
  const validEnd = !Number.isNaN(periodEnd.getTime());
  let text: string;
  let hire = true;
  if (plan.status !== 'active') {
    text = INACTIVE_TEXT[plan.status];
  } else if (plan.is_trial) {
    text = validEnd ? `Periodo de prueba - ${trialRemainingText(periodEnd, now)}` : 'Periodo de prueba';
  } else {
    if (!validEnd) return null;
    // A cancelled plan will not bill again: say until when it lasts instead.
    text = plan.cancel_at_period_end
      ? `Plan activo hasta: ${formatShortDate(periodEnd)}`
      : `Próxima facturación: ${formatShortDate(periodEnd)}`;
    hire = false;
  }

  return (
    <div className={cn('flex min-w-0 items-center justify-between gap-3 text-[13px] sm:text-sm', className)}>
      <p
        className={cn('min-w-0 font-medium leading-snug', plan.status === 'active' ? 'text-gray-700' : 'text-red-700')}
      >
        {text}
      </p>
      {hire && <HireLink />}
    </div>
  );
}
