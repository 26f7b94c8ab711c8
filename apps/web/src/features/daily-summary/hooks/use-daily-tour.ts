import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { useCompleteTour } from '../api/complete-tour';
import { useTourCompleted } from '../api/get-tour-completed';
import {
  isTourClosedThisVisit,
  isTourDoneLocally,
  markTourClosedThisVisit,
  markTourDoneLocally,
} from '../utils/tour-storage';

/** docs/product.md §9: the tour starts 100 ms after the screen has loaded. */
export const TOUR_DELAY_MS = 100;

/**
 * Runs the guided tour (docs/product.md §4, Tour): when the screen has shown its data (`ready`),
 * the server says the tour is not completed, local storage does not say so either, and it was not
 * closed early during this visit. driver.js is downloaded only then. The last step's 'Listo', or
 * an explicit 'Saltar la guía', marks it completed in local storage and on the server (errors are
 * only logged); closing it early hides it until the next visit; leaving the screen mid-tour
 * changes nothing.
 */
export function useDailyTour(ready: boolean) {
  // Once shown, the screen stays "ready" (another day loading must not cut the tour short).
  const wasReady = useRef(false);
  if (ready) wasReady.current = true;
  const userId = useAuthStore((state) => state.user?.id);
  const doneLocally = isTourDoneLocally(userId);
  const [closedThisVisit, setClosedThisVisit] = useState(() => isTourClosedThisVisit(userId));
  const status = useTourCompleted({ queryConfig: { enabled: wasReady.current && !doneLocally } });
  const { mutate: completeOnServer } = useCompleteTour();
  const complete = useRef(completeOnServer);
  complete.current = completeOnServer;

  const shouldRun = wasReady.current && !doneLocally && !closedThisVisit && status.data?.tour_completed === false;

  useEffect(() => {
    if (!shouldRun) return;
    let cancelled = false;
    let handle: { destroy: () => void } | undefined;
    const timer = window.setTimeout(() => {
      import('../components/daily-tour')
        .then(({ startDailyTour }) => {
          if (cancelled) return;
          handle = startDailyTour({
            onEnd: (how) => {
              if (how === 'closed') {
                markTourClosedThisVisit(userId);
                setClosedThisVisit(true);
                return;
              }
              markTourDoneLocally(userId);
              complete.current(undefined, {
                onError: (error) => console.error('No se pudo guardar el recorrido como completado', error),
              });
            },
          });
        })
        .catch((error: unknown) => console.error('No se pudo iniciar el recorrido', error));
    }, TOUR_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      handle?.destroy();
    };
  }, [shouldRun, userId]);
}
