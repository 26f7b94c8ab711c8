import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `fallback` first and `children` in a task of their own once the page has painted: a
 * screen's lower parts come one after the other rather than in the screen's first render, so no
 * single render keeps a cheap phone from answering a tap for long (docs/performance.md, "Smaller
 * renders"). Each Later waits for its own task.
 */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true));
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : fallback;
}
