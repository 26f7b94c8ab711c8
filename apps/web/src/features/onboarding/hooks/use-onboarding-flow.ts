import { useEffect, useLayoutEffect, useReducer } from 'react';
import { flowReducer } from '../utils/flow-state';
import { loadFlowState, saveFlowState } from '../utils/flow-storage';

/** The flow's state for this user, resumed from and kept in localStorage; each screen starts at its top. */
export function useOnboardingFlow(userId: string) {
  const [state, dispatch] = useReducer(flowReducer, userId, loadFlowState);

  // Saved before the screen paints: with a plain effect (after the paint) a reload right after a
  // tap could come back one screen earlier.
  useLayoutEffect(() => {
    saveFlowState(userId, state);
  }, [userId, state]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.stage, state.questionIndex]);

  return [state, dispatch] as const;
}
