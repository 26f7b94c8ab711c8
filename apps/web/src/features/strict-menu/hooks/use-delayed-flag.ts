import { useEffect, useState } from 'react';

/**
 * True once `active` has lasted `delayMs` (docs/product.md §2.11: the generation hint appears after 1 s, so a
 * quick answer never flashes it); false again as soon as `active` ends.
 */
export function useDelayedFlag(active: boolean, delayMs = 1000): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
