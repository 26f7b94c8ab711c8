import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getUserObjectiveQueryOptions } from '@/features/auth/api/get-user-objective';
import {
  getAllergiesDislikesQueryOptions,
  useAllergiesDislikes,
} from '@/features/onboarding/api/get-allergies-dislikes';
import { updateAllergiesDislikes } from '@/features/onboarding/api/update-allergies-dislikes';
import { RestrictionStep } from '@/features/onboarding/components/restriction-step';
import { useFinishOnboarding } from '@/features/onboarding/hooks/use-finish-onboarding';
import { clearFlowState } from '@/features/onboarding/utils/flow-storage';
import { useAuthStore } from '@/lib/auth-store';

/**
 * /restriction (docs/product.md §2.5), reachable without the shell: allergies and eating style. A signed-in
 * user sees what they saved before; a visitor without a session gets the empty form. Continue
 * saves them, marks the onboarding completed, creates the referral code and goes home; failures
 * are only logged (docs/product.md §4), and an onboarding not completed is resumed from home (RequireOnboardingCompleted).
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const saved = useAllergiesDislikes({ queryConfig: { enabled: isAuthenticated } });
  const { finish, finishing } = useFinishOnboarding();
  const from = (location.state as { from?: string } | null)?.from;

  return (
    <RestrictionStep
      loading={isAuthenticated && saved.isPending}
      loadFailed={saved.isError}
      saved={saved.data}
      finishing={finishing}
      onBack={() => navigate(from ?? paths.selectStyle.getHref())}
      onContinue={async (body) => {
        const objective = await finish(async () => {
          queryClient.setQueryData(getAllergiesDislikesQueryOptions().queryKey, await updateAllergiesDislikes(body));
        });
        // Kept when the completion failed: the onboarding guard brings the user back to it, to resume.
        if (objective) {
          queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, objective);
          if (userId) clearFlowState(userId);
        }
        navigate(paths.home.getHref(), { replace: true });
      }}
    />
  );
}
