import { useAuthStore } from '@/lib/auth-store';
import { useUserInfo } from '@/lib/api/get-user-info';
import { useWeightGoal } from '../api/get-weight-goal';
import type { PersonalData } from '../utils/flow-state';

/**
 * What the server already knows of the person (another phone, an earlier try), to start the form
 * from when this device has nothing yet; the name falls back to the session's. Read only when
 * `enabled`; a failure leaves the form empty and says so.
 */
export function useStoredPersonal(enabled: boolean) {
  const sessionName = useAuthStore((state) => state.user?.name);
  const info = useUserInfo({ queryConfig: { enabled } });
  const goal = useWeightGoal({ queryConfig: { enabled } });
  const stored = info.data?.personal_info;
  const known: Partial<PersonalData> = {
    ...(sessionName ? { name: sessionName } : {}),
    ...(stored ?? {}),
    ...(goal.data?.weight_goal != null ? { weight_goal: goal.data.weight_goal } : {}),
  };
  return {
    pending: enabled && (info.isPending || goal.isPending),
    failed: info.isError || goal.isError,
    known,
  };
}
