import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { PLAN_FREE_PATHS, paths } from '@/config/paths';
import { useCurrentPlan, useRefreshPlanOnPlanInactive } from '@/features/shell/api/get-current-plan';

/**
 * docs/product.md §2.2/§6: with a plan that is not 'active' only /subscription and /referrals open. If the
 * plan cannot be read at all the page is shown (the server still enforces access on its calls).
 */
export function RequireActivePlan({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const plan = useCurrentPlan();
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PLAN_FREE_PATHS.includes(normalized)) return children;
  if (plan.isPending) return <PageSpinner label="Cargando tu plan…" />;
  if (plan.data && plan.data.status !== 'active') {
    return <Navigate to={paths.subscription.getHref()} replace />;
  }
  return children;
}

/**
 * The same check for /select-style, which has no shell: a user whose trial ended before or during
 * the onboarding goes to /subscription instead of meeting 402s. A 402 from any call reads the plan
 * again (as the shell's top bar does), and the check above follows it.
 */
export function RequireActivePlanOutsideShell({ children }: { children: ReactNode }) {
  useRefreshPlanOnPlanInactive();
  return <RequireActivePlan>{children}</RequireActivePlan>;
}
