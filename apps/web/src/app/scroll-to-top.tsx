import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at its top (the declarative router does not restore scroll by itself). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
