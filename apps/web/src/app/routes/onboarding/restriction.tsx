import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getUserObjectiveQueryOptions } from '@/features/auth/api/get-user-objective';
import { updateAllergiesDislikes } from '@/features/onboarding/api/update-allergies-dislikes';
import { RestrictionStep } from '@/features/onboarding/components/restriction-step';
import { useFinishOnboarding } from '@/features/onboarding/hooks/use-finish-onboarding';
import { clearFlowState } from '@/features/onboarding/utils/flow-storage';
import { useAuthStore } from '@/lib/auth-store';

/**
 * /restriction (spec 2.5), reachable without the shell: allergies and eating style. Continue saves
 * them, marks the onboarding completed, creates the referral code and goes home; failures are
 * only logged (spec 4).
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const { finish, finishing } = useFinishOnboarding();
  const from = (location.state as { from?: string } | null)?.from;

  return (
    <RestrictionStep
      finishing={finishing}
      onBack={() => navigate(from ?? paths.selectStyle.getHref())}
      onContinue={async (body) => {
        const objective = await finish(() => updateAllergiesDislikes(body));
        if (objective) queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, objective);
        if (userId) clearFlowState(userId);
        navigate(paths.home.getHref(), { replace: true });
      }}
    />
  );
}
