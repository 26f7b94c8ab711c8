import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth-store';
import { discardWritesOf } from '@/lib/offline/outbox';
import type { MutationConfig } from '@/lib/react-query';
import { signOutEverywhere } from '@/lib/sign-out';

/** Every session of the user ends on the server (issue 31); then nothing of them stays on this device. */
async function endEverySession() {
  const owner = useAuthStore.getState().user?.id;
  await signOutEverywhere();
  // Writes still waiting could no longer be sent by this session (docs/offline.md).
  if (owner) await discardWritesOf(owner);
}

export function useSignOutEverywhere({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof endEverySession>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: endEverySession,
    onSuccess: (...args) => {
      queryClient.clear();
      return onSuccess?.(...args);
    },
  });
}
