import { PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatUsd, monthlyCents, savingsPercent } from '../utils/plans';

const RENEWAL: Record<PaidPlanType, string> = {
  monthly: 'Se renueva cada mes',
  three_months: 'Se renueva cada 3 meses',
};

type PlanCardProps = {
  planType: PaidPlanType;
  /** docs/product.md §2.14: the user's active paid plan of this type ('Gestionar Plan'). */
  current: boolean;
  /** This card's action is under way ('Procesando...'). */
  processing: boolean;
  /** Another action is under way: this button waits. */
  locked: boolean;
  onSubscribe: () => void;
  onManage: () => void;
  /** The plan to point out (best value). */
  highlighted?: boolean;
  /** Why the button cannot be used now, under it. */
  note?: string;
};

/** One paid plan: price, original price struck through, what it includes, and its button. */
export function PlanCard({
  planType,
  current,
  processing,
  locked,
  onSubscribe,
  onManage,
  highlighted = false,
  note,
}: PlanCardProps) {
  const plan = PLANS[planType];
  const savings = savingsPercent(planType);
  const titleId = `plan-${planType}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-4 shadow-sm sm:p-5',
        current ? 'ring-2 ring-primary-600' : highlighted ? 'ring-2 ring-primary-300' : 'ring-1 ring-gray-200/80',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-[17px] font-bold leading-snug text-ink">
          {plan.name}
        </h3>
        <div className="flex gap-1.5">
          {current && <Badge tone="solid">Tu plan</Badge>}
          {highlighted && savings > 0 && (
            <Badge tone="yellow">
              Ahorra {savings} %<span className="sr-only"> frente al plan mensual</span>
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-0.5 text-sm text-gray-600">{RENEWAL[planType]}</p>

      <div className="mt-3 flex items-baseline gap-2">
        <p className="text-3xl font-extrabold tracking-tight text-ink">
          {formatUsd(plan.priceCents)}
          <span className="ml-1 text-sm font-semibold text-gray-500">USD</span>
        </p>
        <p className="text-sm text-gray-500">
          <span className="sr-only">Antes </span>
          <s>{formatUsd(plan.originalPriceCents)}</s>
        </p>
      </div>
      <p className="mt-0.5 min-h-5 text-sm text-gray-600">
        {plan.months > 1
          ? `Equivale a ${formatUsd(monthlyCents(planType))} al mes, ${savings} % menos que el plan mensual`
          : 'Pago mensual, sin permanencia'}
      </p>

      <ul className="mt-4 space-y-2 text-sm text-gray-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span
              aria-hidden
              className="mt-px grid size-5 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>

      <Button
        variant={current ? 'secondary' : 'primary'}
        size="lg"
        className="mt-5 w-full"
        loading={processing}
        disabled={locked}
        onClick={current ? onManage : onSubscribe}
      >
        {processing ? 'Procesando...' : current ? 'Gestionar Plan' : 'Contratar Plan'}
      </Button>
      {note && <p className="mt-2 text-center text-xs leading-snug text-gray-500">{note}</p>}
    </article>
  );
}
