import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * GET /payments/billing-portal: a one-time link to the provider's billing page (manage or cancel).
 * A fresh link per tap, so it is a mutation, never cached.
 */
export async function getBillingPortal(): Promise<string> {
  return (await api.get<{ url: string }>('/payments/billing-portal')).url;
}

export function useBillingPortal({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof getBillingPortal>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: () => getBillingPortal() });
}
