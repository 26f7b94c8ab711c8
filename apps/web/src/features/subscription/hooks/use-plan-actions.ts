import type { PaidPlanType } from '@nutricoach/core/constants/plans';
import { useEffect, useRef, useState } from 'react';
import { useCreateCheckout } from '../api/create-checkout';
import { useBillingPortal } from '../api/get-billing-portal';
import { redirectTo } from '../utils/redirect';

export const SUBSCRIBE_ERROR = 'No se pudo procesar la suscripción. Por favor, intenta de nuevo.';
export const PORTAL_ERROR = 'No se pudo acceder al portal de facturación. Por favor, intenta de nuevo.';

/** Which button started the action under way: a plan card, or the cancel section. */
export type ActionKey = PaidPlanType | 'cancel';

/**
 * The page's two actions, checkout and billing portal: one at a time (docs/product.md §2.14, a tap while one
 * runs is ignored). On success the browser leaves for the provider, so the button keeps reading
 * 'Procesando...' until the page is gone; on failure the screen's error text shows.
 */
export function usePlanActions() {
  const [busy, setBusy] = useState<ActionKey | null>(null);
  // The state above reaches the buttons one render late; two quick taps must still start one action.
  const busyRef = useRef<ActionKey | null>(null);
  const [failure, setFailure] = useState<{ key: ActionKey; message: string } | null>(null);
  const checkout = useCreateCheckout();
  const portal = useBillingPortal();

  useEffect(() => {
    // Back from the provider's page with the browser's back button: the page comes back from the
    // cache as it was left, mid-action.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = null;
      setBusy(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function run(key: ActionKey, getUrl: () => Promise<string>, message: string) {
    if (busyRef.current) return;
    busyRef.current = key;
    setBusy(key);
    setFailure(null);
    try {
      redirectTo(await getUrl());
    } catch {
      busyRef.current = null;
      setBusy(null);
      setFailure({ key, message });
    }
  }

  return {
    busy,
    /** The last action's error text and the button it came from (shown next to it). */
    failure,
    subscribe: (planType: PaidPlanType) => run(planType, () => checkout.mutateAsync(planType), SUBSCRIBE_ERROR),
    openBillingPortal: (key: ActionKey) => run(key, () => portal.mutateAsync(undefined), PORTAL_ERROR),
  };
}
