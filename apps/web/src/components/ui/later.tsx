import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `fallback` first and `children` in a task of their own once the page has painted: a
 * screen's lower parts come one after the other rather than in the screen's first render, so no
 * single render keeps a cheap phone from answering a tap for long (docs/performance.md, "Smaller
 * renders"). Each Later waits for its own task.
 */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: React draws the children in slices rather than in one task.
    const timer = window.setTimeout(() => startTransition(() => setReady(true)));
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : fallback;
}

/**
 * How many of `total` parts may render: none until `active`, then one more per frame, each in a
 * task of its own after the browser has painted. For parts whose work starts after their render,
 * in an effect (a chart draws its canvas there): rendered together, that work was one long task.
 */
export function useOneAtATime(total: number, active: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!active || shown >= total) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown((n) => n + 1));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [active, shown, total]);
  return shown;
}
