import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getUserObjectiveQueryOptions, useUserObjective } from '@/features/auth/api/get-user-objective';
import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';
import { useAuthStore } from '@/lib/auth-store';

/** /select-style/:onboarding_type: the onboarding flow (docs/product.md §2.5), every type alike. */
export function Component() {
  const userId = useAuthStore((state) => state.user?.id);
  const objective = useUserObjective();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Read once on arrival (the login has usually cached it): a finished onboarding goes home.
  if (objective.isPending) return <PageSpinner />;
  if (objective.data?.onboarding_completed) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <OnboardingFlow
      key={userId}
      userId={userId ?? 'anonymous'}
      deficit={objective.data?.deficit}
      onAnswersSaved={() => void queryClient.invalidateQueries(getUserObjectiveQueryOptions())}
      onCompleted={(completed) => {
        if (completed) queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, completed);
        navigate(paths.home.getHref(), { replace: true });
      }}
      onDietChosen={() => navigate(paths.restriction.getHref(), { state: { from: pathname } })}
    />
  );
}
