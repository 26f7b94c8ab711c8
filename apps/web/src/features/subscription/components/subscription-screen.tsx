import { PAID_PLAN_TYPES } from '@nutricoach/core/constants/plans';
import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { usePlanActions } from '../hooks/use-plan-actions';
import { isCurrentPlan, parseReturnStatus, type ReturnStatus } from '../utils/plans';
import { CancelSection } from './cancel-section';
import { CurrentPlanCard, CurrentPlanCardSkeleton } from './current-plan-card';
import { PlanCard } from './plan-card';
import { ReturnBanner } from './return-banner';

// docs/product.md §2.14: a paying user switches in the billing portal (a second checkout would
// bill two plans at once, so the server refuses it with a 409).
export const SWITCH_NOTE = 'Cambiarás de plan en el portal de facturación.';

export const PLAN_LOAD_ERROR = 'No se pudo cargar la información de tu suscripción. Por favor, intenta de nuevo.';

/** After a payment the provider's notice may reach the server a little after the user: ask again meanwhile. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;

type SubscriptionScreenProps = {
  plan: CurrentPlan | undefined;
  isPending: boolean;
  /** A read of the plan is under way (the retry button spins). */
  isFetching: boolean;
  /** Reads the current plan again (it also moves the top bar and the plan guard). Stable. */
  refreshPlan: () => void;
  /** Last on the screen: what the app adds here (the 'Tu cuenta' card for a user whose plan is not active). */
  footer?: ReactNode;
};

/** The provider's ?status=... on arrival: shown in a banner, then dropped from the address. */
function useReturnStatus(refreshPlan: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [status, setStatus] = useState<ReturnStatus | null>(() => parseReturnStatus(searchParams.get('status')));
  const param = searchParams.get('status');
  useEffect(() => {
    if (param === null) return;
    setStatus(parseReturnStatus(param));
    refreshPlan();
    setSearchParams(
      (params) => {
        params.delete('status');
        return params;
      },
      { replace: true },
    );
  }, [param, refreshPlan, setSearchParams]);
  return [status, () => setStatus(null)] as const;
}

/** /subscription (docs/product.md §2.14): the current plan, the two paid plans, and how to cancel. */
export function SubscriptionScreen({ plan, isPending, isFetching, refreshPlan, footer }: SubscriptionScreenProps) {
  const [returnStatus, dismissReturnStatus] = useReturnStatus(refreshPlan);
  const { busy, failure, subscribe, openBillingPortal } = usePlanActions();
  const paidActive = plan !== undefined && plan.status === 'active' && !plan.is_trial;
  const [polls, setPolls] = useState(0);
  const confirming = returnStatus === 'success' && plan !== undefined && !paidActive && polls < CONFIRM_POLLS;

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      refreshPlan();
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [confirming, polls, refreshPlan]);

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <title>Suscripción · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Suscripción</h1>
        <p className="text-[15px] leading-snug text-gray-600">Tu plan, los planes disponibles y cómo cancelar.</p>
      </header>

      {returnStatus && (
        <ReturnBanner status={returnStatus} plan={plan} confirming={confirming} onDismiss={dismissReturnStatus} />
      )}

      {isPending ? (
        <CurrentPlanCardSkeleton />
      ) : plan ? (
        <CurrentPlanCard plan={plan} />
      ) : (
        <QueryError
          message={PLAN_LOAD_ERROR}
          onRetry={refreshPlan}
          retrying={isFetching}
          buttonWidth="phone"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
        />
      )}

      <section aria-labelledby="plans-title" className="space-y-3">
        <div>
          <h2 id="plans-title" className="text-xl font-bold tracking-tight text-ink">
            {paidActive ? 'Planes' : 'Elige tu plan'}
          </h2>
          <p className="text-sm text-gray-600">Precios en dólares (USD). Sin permanencia.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {PAID_PLAN_TYPES.map((planType) => {
            const current = isCurrentPlan(plan, planType);
            // 'Contratar Plan' still (spec 2.14), but through the billing portal, where the plan switches.
            const switchTo = paidActive && !current;
            return (
              <PlanCard
                key={planType}
                planType={planType}
                current={current}
                processing={busy === planType}
                // Until the plan is known the card cannot tell 'Contratar' from 'Gestionar'.
                locked={(busy !== null && busy !== planType) || isPending}
                highlighted={planType === 'three_months'}
                note={switchTo ? SWITCH_NOTE : undefined}
                onSubscribe={() => void (switchTo ? openBillingPortal(planType) : subscribe(planType))}
                onManage={() => void openBillingPortal(planType)}
              />
            );
          })}
        </div>
        {failure && failure.key !== 'cancel' && <Alert>{failure.message}</Alert>}
      </section>

      <CancelSection
        plan={plan}
        processing={busy === 'cancel'}
        locked={busy !== null && busy !== 'cancel'}
        onOpenBillingPortal={() => void openBillingPortal('cancel')}
      />
      {failure?.key === 'cancel' && <Alert>{failure.message}</Alert>}
      {footer}
    </section>
  );
}
