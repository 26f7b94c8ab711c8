import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

type GuardState = { onboardingBack?: boolean } | null;

/**
 * Makes the phone's back button (or gesture) go one step back inside the flow instead of leaving
 * it: while `active`, one history entry marked as ours sits on top; going back from it lands on
 * the entry below, which calls `onBack` and puts the mark back. On the first screen (`active`
 * false) back leaves as usual.
 */
export function useBackButton(active: boolean, onBack: () => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const armed = useRef(false);
  const [pops, setPops] = useState(0);
  const marked = (location.state as GuardState)?.onboardingBack === true;

  useEffect(() => {
    if (marked) {
      armed.current = true;
      return;
    }
    if (armed.current && navigationType === 'POP') {
      armed.current = false;
      onBack();
      setPops((n) => n + 1);
      return;
    }
    if (active) navigate({ pathname: location.pathname, search: location.search }, { state: { onboardingBack: true } });
    // onBack is a fresh closure every render; what matters is where the history moved.
  }, [location.key, marked, active, pops]);
}
