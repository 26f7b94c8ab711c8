import { useEffect, useRef } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { useCompleteTour } from '../api/complete-tour';
import { useTourCompleted } from '../api/get-tour-completed';
import { isTourDoneLocally, markTourDoneLocally } from '../utils/tour-storage';

/** docs/product.md §9: the tour starts 100 ms after the screen has loaded. */
export const TOUR_DELAY_MS = 100;

/**
 * Runs the guided tour once: when the screen has shown its data (`ready`), the server says the
 * tour is not completed and local storage does not say so either. driver.js is downloaded only
 * then. Finishing marks it completed in local storage and on the server; errors are only logged.
 */
export function useDailyTour(ready: boolean) {
  // Once shown, the screen stays "ready" (another day loading must not cut the tour short).
  const wasReady = useRef(false);
  if (ready) wasReady.current = true;
  const userId = useAuthStore((state) => state.user?.id);
  const doneLocally = isTourDoneLocally(userId);
  const status = useTourCompleted({ queryConfig: { enabled: wasReady.current && !doneLocally } });
  const { mutate: completeOnServer } = useCompleteTour();
  const complete = useRef(completeOnServer);
  complete.current = completeOnServer;

  const shouldRun = wasReady.current && !doneLocally && status.data?.tour_completed === false;

  useEffect(() => {
    if (!shouldRun) return;
    let cancelled = false;
    let handle: { destroy: () => void } | undefined;
    const timer = window.setTimeout(() => {
      import('../components/daily-tour')
        .then(({ startDailyTour }) => {
          if (cancelled) return;
          handle = startDailyTour({
            onFinished: () => {
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
