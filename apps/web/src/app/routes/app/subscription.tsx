import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrentPlanQueryOptions, useCurrentPlan } from '@/features/shell/api/get-current-plan';
import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';

/** /subscription (docs/product.md §2.14), open whatever the plan's status. */
export function Component() {
  const plan = useCurrentPlan();
  const queryClient = useQueryClient();
  const refreshPlan = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getCurrentPlanQueryOptions().queryKey });
  }, [queryClient]);
  return (
    <SubscriptionScreen
      plan={plan.data}
      isPending={plan.isPending}
      isFetching={plan.isFetching}
      refreshPlan={refreshPlan}
    />
  );
}
