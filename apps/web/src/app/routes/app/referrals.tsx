import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen';
import { getCurrentPlanQueryOptions } from '@/features/shell/api/get-current-plan';

/** /referrals (docs/product.md §2.17), open whatever the plan's status. */
export function Component() {
  const queryClient = useQueryClient();
  // A code applied adds free days: the top bar's time left and the plan guard read the plan again.
  const onCodeApplied = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getCurrentPlanQueryOptions().queryKey });
  }, [queryClient]);
  return <ReferralsScreen onCodeApplied={onCodeApplied} />;
}
