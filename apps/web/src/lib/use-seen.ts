import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `ref`'s element has come into the viewport, and from then on: for work that only pays
 * once it can be seen. True at once where there is no IntersectionObserver.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ref]);
  return seen;
}
