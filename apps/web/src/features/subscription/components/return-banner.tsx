import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { CircleCheck, Info, X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { formatShortDate } from '@/lib/format';
import type { ReturnStatus } from '../utils/plans';

type ReturnBannerProps = {
  status: ReturnStatus;
  plan: CurrentPlan | undefined;
  /** After a payment: the plan has not turned paid yet (the provider's notice is on its way). */
  confirming: boolean;
  onDismiss: () => void;
};

function message(status: ReturnStatus, plan: CurrentPlan | undefined, confirming: boolean): { title: string; text: string } {
  if (status === 'success') {
    return confirming
      ? { title: 'Recibimos tu pago', text: 'Estamos activando tu plan; solo tomará un momento.' }
      : { title: '¡Pago confirmado!', text: 'Tu plan ya está activo. Gracias por confiar en NutriCoach.' };
  }
  if (status === 'cancel') {
    return { title: 'Pago cancelado', text: 'No se hizo ningún cargo. Puedes contratar un plan cuando quieras.' };
  }
  const end = plan && plan.status === 'active' && !plan.is_trial ? new Date(plan.current_period_end) : null;
  return {
    title: 'Tu suscripción fue cancelada',
    text:
      end && !Number.isNaN(end.getTime())
        ? `Seguirás teniendo acceso hasta el ${formatShortDate(end)} y no se te volverá a cobrar.`
        : 'No se te volverá a cobrar.',
  };
}

/** What the page says when the payment provider sends the user back (?status=success|cancel|canceled). */
export function ReturnBanner({ status, plan, confirming, onDismiss }: ReturnBannerProps) {
  const { title, text } = message(status, plan, confirming);
  const good = status === 'success' && !confirming;
  const Icon = good ? CircleCheck : Info;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-2xl px-4 py-3 ring-1',
        good ? 'bg-primary-50 text-primary-900 ring-primary-200' : 'bg-sky-50 text-sky-950 ring-sky-200',
      )}
    >
      {confirming ? <Spinner className="mt-0.5 size-5" /> : <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{title}</p>
        <p className="mt-0.5 text-sm leading-snug opacity-90">{text}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Cerrar aviso"
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full opacity-70 transition hover:bg-black/5 hover:opacity-100"
      >
        <X className="size-4.5" aria-hidden />
      </button>
    </div>
  );
}
