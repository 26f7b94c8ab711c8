import { useEffect } from 'react';

/**
 * The tab's title while the screen is shown. A title element rendered by a component is hoisted
 * into the head by React 19 but not by Preact, which the build runs (docs/performance.md): there
 * it stayed in the page, and the tab kept 'NutriCoach'.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
