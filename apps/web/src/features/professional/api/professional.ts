/** The client's side of issue 33: who they share their diary with, the consent, the end of it, and the messages. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { InvitePreview, LinkedProfessional, Message } from '@/lib/api/professional-types';

export const professionalQueryKey = ['user', 'professional'] as const;

/** GET /user/professional: the nutritionist the client shares their diary with, or null. */
export function getMyProfessionalQueryOptions() {
  return queryOptions({
    queryKey: professionalQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ professional: LinkedProfessional | null }>('/user/professional', { signal })).professional,
  });
}

export function useMyProfessional({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyProfessionalQueryOptions(), enabled });
}

/** GET /user/professional/invite/:code: who sent the code, before the client says yes. */
export function useInvitePreview(code: string) {
  return useQuery({
    queryKey: ['user', 'professional-invite', code],
    queryFn: async ({ signal }) =>
      (await api.get<{ invite: InvitePreview }>(`/user/professional/invite/${encodeURIComponent(code)}`, { signal }))
        .invite,
    staleTime: 0,
  });
}

/** POST /user/professional {code}: the client's consent. Every cached answer is read again (targets, comments). */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<{ professional: LinkedProfessional }>('/user/professional', { code })).professional,
    onSuccess: (professional) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(professionalQueryKey, professional);
    },
  });
}

/** DELETE /user/professional: the professional loses access at once. */
export function useStopSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/user/professional'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(professionalQueryKey, null);
    },
  });
}

const messagesKey = ['user', 'professional', 'messages'] as const;

/** GET /user/professional/messages, oldest first; read again every 20 s while the screen is open. */
export function useMyMessages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: messagesKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ messages: Message[] }>('/user/professional/messages', { signal })).messages,
    enabled,
    refetchInterval: 20_000,
    refetchOnWindowFocus: 'always',
  });
}

export function useSendMyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api.post<{ message: Message }>('/user/professional/messages', { text })).message,
    onSuccess: (message) => queryClient.setQueryData<Message[]>(messagesKey, (old) => [...(old ?? []), message]),
  });
}
