/** The professional's side of issue 33 (/work/PRO-CONTRACT.md): their profile, invites, clients and what they do for them. */
import type { DailySummary, WeeklySummary, WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api, ApiError } from '@/lib/api-client';
import type {
  Comment,
  Invite,
  Macros,
  Message,
  ProClient,
  ProClientDetail,
  ProNotes,
  Professional,
  ProfessionalBody,
  TargetsAnswer,
} from '@/lib/api/professional-types';

const root = ['pro'] as const;
const clientKey = (id: string) => [...root, 'clients', id] as const;
const base = (id: string) => `/pro/clients/${encodeURIComponent(id)}`;

/** A 404 is an answer here (no profile yet, a client who stopped sharing): not retried. */
const noRetryOn404 = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** GET /pro/profile: the professional's profile, or null when they have none yet (404). */
export function getProProfileQueryOptions() {
  return queryOptions({
    queryKey: [...root, 'profile'],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<{ professional: Professional }>('/pro/profile', { signal })).professional;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useProProfile() {
  return useQuery(getProProfileQueryOptions());
}

export function useSaveProProfile({ exists }: { exists: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfessionalBody) =>
      exists
        ? (await api.put<{ professional: Professional }>('/pro/profile', body)).professional
        : (await api.post<{ professional: Professional }>('/pro/profile', body)).professional,
    onSuccess: (professional) => queryClient.setQueryData(getProProfileQueryOptions().queryKey, professional),
  });
}

/** POST /pro/invites: a new code and link, valid 7 days, single use. */
export function useCreateInvite() {
  return useMutation({
    mutationFn: async () => (await api.post<{ invite: Invite }>('/pro/invites')).invite,
  });
}

/** GET /pro/clients: those who need attention first, as the server sorts them. */
export function useProClients({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...root, 'clients'],
    queryFn: async ({ signal }) => (await api.get<{ clients: ProClient[] }>('/pro/clients', { signal })).clients,
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

export function useProClient(id: string) {
  return useQuery({
    queryKey: clientKey(id),
    queryFn: async ({ signal }) => (await api.get<{ client: ProClientDetail }>(base(id), { signal })).client,
    retry: noRetryOn404,
  });
}

export function useClientDay(id: string, date: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...clientKey(id), 'daily', date],
    queryFn: ({ signal }) =>
      api.get<DailySummary>(`${base(id)}/summaries/daily?date=${encodeURIComponent(date)}`, { signal }),
    enabled,
    retry: noRetryOn404,
    placeholderData: keepPreviousData,
  });
}

export function useClientWeek(id: string, date: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...clientKey(id), 'weekly', date],
    queryFn: ({ signal }) =>
      api.get<WeeklySummary>(`${base(id)}/summaries/weekly?date=${encodeURIComponent(date)}`, { signal }),
    enabled,
    retry: noRetryOn404,
    placeholderData: keepPreviousData,
  });
}

export function useClientWeight(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...clientKey(id), 'weight'],
    queryFn: ({ signal }) => api.get<WeightMeasurements>(`${base(id)}/summaries/weight-measurement`, { signal }),
    enabled,
    retry: noRetryOn404,
  });
}

const commentsKey = (id: string, date: string) => [...clientKey(id), 'comments', date] as const;

export function useClientComments(id: string, date: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: commentsKey(id, date),
    queryFn: async ({ signal }) =>
      (await api.get<{ comments: Comment[] }>(`${base(id)}/comments?date=${encodeURIComponent(date)}`, { signal }))
        .comments,
    enabled,
    retry: noRetryOn404,
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { date: string; nutrition_log_id?: string; text: string }) =>
      (await api.post<{ comment: Comment }>(`${base(id)}/comments`, body)).comment,
    onSuccess: (comment) =>
      queryClient.setQueryData<Comment[]>(commentsKey(id, comment.date), (old) => [...(old ?? []), comment]),
  });
}

const messagesKey = (id: string) => [...clientKey(id), 'messages'] as const;

export function useClientMessages(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messagesKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ messages: Message[] }>(`${base(id)}/messages`, { signal })).messages,
    enabled,
    retry: noRetryOn404,
    refetchInterval: 20_000,
  });
}

export function useSendClientMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api.post<{ message: Message }>(`${base(id)}/messages`, { text })).message,
    onSuccess: (message) => queryClient.setQueryData<Message[]>(messagesKey(id), (old) => [...(old ?? []), message]),
  });
}

const targetsKey = (id: string) => [...clientKey(id), 'targets'] as const;

export function useClientTargets(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: targetsKey(id),
    queryFn: ({ signal }) => api.get<TargetsAnswer>(`${base(id)}/targets`, { signal }),
    enabled,
    retry: noRetryOn404,
  });
}

/** PUT /pro/clients/:id/targets: the client's ideal from now on; the day and the week are read again. */
export function useSetTargets(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Macros & { reason: string }) => api.put<unknown>(`${base(id)}/targets`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKey(id) }),
  });
}

const notesKey = (id: string) => [...clientKey(id), 'notes'] as const;

export function useClientNotes(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: notesKey(id),
    queryFn: async ({ signal }) => (await api.get<{ notes: ProNotes }>(`${base(id)}/notes`, { signal })).notes,
    enabled,
    retry: noRetryOn404,
  });
}

export function useSaveNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await api.put<{ notes: ProNotes }>(`${base(id)}/notes`, { text })).notes,
    onSuccess: (notes) => queryClient.setQueryData(notesKey(id), notes),
  });
}
