/**
 * Keeps the onboarding flow in localStorage, one entry per user, so a reload (or coming back the
 * next day on the same phone) resumes at the same stage with the same answers.
 */
import { initialFlowState, reviveFlowState, type FlowState } from './flow-state';

const PREFIX = 'nutricoach:onboarding:';

export const flowStorageKey = (userId: string) => `${PREFIX}${userId}`;

export function loadFlowState(userId: string): FlowState {
  try {
    const raw = localStorage.getItem(flowStorageKey(userId));
    return raw ? reviveFlowState(JSON.parse(raw)) : initialFlowState;
  } catch {
    return initialFlowState;
  }
}

export function saveFlowState(userId: string, state: FlowState): void {
  try {
    localStorage.setItem(flowStorageKey(userId), JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the flow still works, it only does not survive a reload.
  }
}

export function clearFlowState(userId: string): void {
  try {
    localStorage.removeItem(flowStorageKey(userId));
  } catch {
    // nothing to clear
  }
}
