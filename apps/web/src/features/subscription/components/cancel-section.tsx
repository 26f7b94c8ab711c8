import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { CircleSlash } from 'lucide-react';
import { Button } from '@/components/ui/button';

type CancelSectionProps = {
  plan: CurrentPlan | undefined;
  processing: boolean;
  locked: boolean;
  onOpenBillingPortal: () => void;
};

/**
 * docs/product.md §2.14's cancel section: how cancelling works, and the way there (the provider's billing
 * portal). Only a paid plan has something to cancel; a trial is told there is no commitment.
 */
export function CancelSection({ plan, processing, locked, onOpenBillingPortal }: CancelSectionProps) {
  const paid = plan !== undefined && !plan.is_trial;
  const cancellable = paid && plan.status === 'active';
  return (
    <section
      aria-labelledby="cancel-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-xl bg-gray-100 text-gray-600">
          <CircleSlash className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id="cancel-title" className="text-[17px] font-bold leading-snug text-ink">
            Cancelar suscripción
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-gray-600">
            {paid
              ? 'Puedes cancelar cuando quieras desde el portal de facturación. Mantienes el acceso hasta el final del período que ya pagaste y no se te volverá a cobrar.'
              : 'Sin permanencia: si contratas un plan, podrás cancelarlo aquí cuando quieras y mantendrás el acceso hasta el final del período pagado.'}
          </p>
        </div>
      </div>
      {paid && (
        <Button
          variant="secondary"
          className="mt-4 w-full text-red-700 sm:w-auto"
          loading={processing}
          disabled={locked}
          onClick={onOpenBillingPortal}
        >
          {processing ? 'Procesando...' : cancellable ? 'Cancelar suscripción' : 'Ir al portal de facturación'}
        </Button>
      )}
    </section>
  );
}
