import type { PaidPlanType } from '@nutricoach/core/constants/plans';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /payments/create-checkout: the provider's payment page for a plan (the browser goes there). */
export async function createCheckout(planType: PaidPlanType): Promise<string> {
  return (await api.post<{ url: string }>('/payments/create-checkout', { plan_type: planType })).url;
}

export function useCreateCheckout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCheckout> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createCheckout });
}
