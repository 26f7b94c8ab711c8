import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { MyDataSection } from '@/features/account/components/my-data-section';
import { getCurrentPlanQueryOptions, useCurrentPlan } from '@/features/shell/api/get-current-plan';
import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';

/**
 * /subscription (docs/product.md §2.14), open whatever the plan's status. A user whose plan is not
 * active cannot open /profile, so its 'Tu cuenta' card (download the data, delete the account) is
 * here for them: their data is theirs whatever the plan (docs/account-data.md).
 */
export function Component() {
  const plan = useCurrentPlan();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshPlan = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getCurrentPlanQueryOptions().queryKey });
  }, [queryClient]);
  const planInactive = plan.data !== undefined && plan.data.status !== 'active';
  return (
    <SubscriptionScreen
      plan={plan.data}
      isPending={plan.isPending}
      isFetching={plan.isFetching}
      refreshPlan={refreshPlan}
      footer={
        planInactive && (
          // The account is gone and the session with it: the user lands signed out.
          <MyDataSection planActive={false} onDeleted={() => navigate(paths.login.getHref(), { replace: true })} />
        )
      }
    />
  );
}
