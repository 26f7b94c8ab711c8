import type { DeleteAccountBody } from '@nutricoach/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import type { MutationConfig } from '@/lib/react-query';

type Deleted = { deleted: true; subscription_canceled: boolean; strava_disconnected: boolean };

/** DELETE /user with the typed words (docs/account-data.md): the account and its data are gone at once. */
export function deleteAccount(body: DeleteAccountBody): Promise<Deleted> {
  return api.delete<Deleted>('/user', { body });
}

/** On success the session ends here too and nothing of the user stays in the cache. */
export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteAccount,
    onSuccess: (...args) => {
      useAuthStore.getState().logout();
      queryClient.clear();
      return onSuccess?.(...args);
    },
  });
}
