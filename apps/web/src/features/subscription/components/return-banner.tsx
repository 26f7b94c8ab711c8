import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import type { ReturnStatus } from '../utils/plans';

type ReturnBannerProps = {
  status: ReturnStatus;
  plan: CurrentPlan | undefined;
  /** After a payment: the plan has not turned paid yet (the provider's notice is on its way). */
  confirming: boolean;
  onDismiss: () => void;
};

function message(
  status: ReturnStatus,
  plan: CurrentPlan | undefined,
  confirming: boolean,
): { title: string; text: string } {
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
  return (
    <Notice
      tone={good ? 'success' : 'info'}
      title={title}
      text={text}
      icon={confirming ? <Spinner className="mt-0.5 size-5" /> : undefined}
      onDismiss={onDismiss}
    />
  );
}
