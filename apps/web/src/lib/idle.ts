import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';

/** How long the app's calls must stay quiet before the first screen counts as drawn. */
const QUIET_MS = 400;

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the app has made no call for QUIET_MS: the first screen
 * has its data (docs/performance.md, "Later downloads"). On a slow network, code fetched for later
 * (a sheet, a form, the menu) would otherwise share the line with the screen's own data.
 */
export function firstScreenSettled(queryClient: QueryClient = appQueryClient): Promise<void> {
  settled ??= new Promise((resolve) => {
    const watch = () => {
      // The cache tells of every change of every query, dozens while a screen starts: each one only
      // notes the time, and a single timer looks again. Clearing and setting a timer on each change
      // cost more main-thread time than the screen's own render (docs/performance.md, tenth session).
      let lastChange = Date.now();
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        lastChange = Date.now();
      });
      const look = () => {
        const quietFor = Date.now() - lastChange;
        if (queryClient.isFetching() === 0 && quietFor >= QUIET_MS) {
          unsubscribe();
          resolve();
        } else window.setTimeout(look, queryClient.isFetching() > 0 ? QUIET_MS : QUIET_MS - quietFor);
      };
      window.setTimeout(look, QUIET_MS);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  });
  return settled;
}

/**
 * Runs `callback` when the first screen is drawn and the browser is then idle (after 1.5 s where
 * there is no requestIdleCallback, as in Safari): for downloads the first screen does not need.
 * Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstScreenSettled().then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback);
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1500);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `callback` once the user first touches, scrolls or types after the first screen is drawn:
 * for code heavy to start (the log forms build core's zod schemas: ~150 ms on a cheap phone),
 * which would block the page if run while it is only being read. Returns a cancel function.
 */
export function whenInteracting(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const remove = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  const onIntent = () => {
    remove();
    cancelIdle = whenIdle(callback);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    remove();
    cancelIdle?.();
  };
}
