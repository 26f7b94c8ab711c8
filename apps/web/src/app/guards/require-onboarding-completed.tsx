import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ONBOARDING_FREE_PATHS, paths } from '@/config/paths';
import { useUserObjective } from '@/features/auth/api/get-user-objective';
import { useCurrentPlan } from '@/features/shell/api/get-current-plan';

/**
 * A signed-in user whose onboarding is not completed (GET /user/objective) goes back to it from /
 * and every shell screen but /subscription and /referrals; the flow resumes where they left it.
 * A plan that is not active is left to the shell's RequireActivePlan, so /subscription wins. If
 * the objective cannot be read the screen opens: a failed call must not lock anybody out.
 */
export function RequireOnboardingCompleted() {
  const { pathname } = useLocation();
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exempt = ONBOARDING_FREE_PATHS.includes(normalized);
  // Both are read at once; the shell's plan guard then finds the plan loaded.
  const plan = useCurrentPlan();
  const planInactive = plan.data !== undefined && plan.data.status !== 'active';
  const objective = useUserObjective({ queryConfig: { enabled: !exempt && !planInactive } });

  useEffect(() => {
    if (objective.error) console.error('No se pudo leer si completaste el onboarding', objective.error);
  }, [objective.error]);

  if (exempt || planInactive) return <Outlet />;
  if (objective.isPending) return <PageSpinner />;
  if (!objective.data || objective.data.onboarding_completed) return <Outlet />;
  // Unfinished; but a plan found inactive (above) sends the user to /subscription first.
  if (plan.isPending) return <PageSpinner />;
  return <Navigate to={paths.selectStyle.getHref(objective.data.onboarding_type)} replace />;
}
