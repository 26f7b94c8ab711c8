/**
 * A log written now if the network allows, else queued (docs/offline.md). Either way the caller
 * gets an answer in the server's shape: the server's, or `shown` under a 'pendiente-' id, which
 * the screens mark as waiting. Only a request that got no answer at all is queued; one the server
 * refused (a 4xx) is the caller's error to show, as when online.
 */
import { ApiError, api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { enqueue, PENDING_ID_PREFIX, type QueuedKind } from './outbox';

/** A random Idempotency-Key; getRandomValues also works where randomUUID does not (plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type QueueableWrite<T> = {
  kind: QueuedKind;
  path: string;
  body: unknown;
  date: string;
  /** What the server would answer, built from what the user entered; `id` is its pending id. */
  shown: (id: string) => T;
};

export async function postOrQueue<T>({ kind, path, body, date, shown }: QueueableWrite<T>): Promise<T> {
  const key = newIdempotencyKey();
  if (!isOffline()) {
    try {
      return await api.post<T>(path, body, { idempotencyKey: key });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  const owner = useAuthStore.getState().user?.id;
  // Nobody signed in has nothing to queue for: the caller shows the network error.
  if (!owner) throw new ApiError(0, '', 'NETWORK_ERROR');
  const answer = shown(`${PENDING_ID_PREFIX}${key}`);
  await enqueue({ key, owner, kind, path, body, date, shown: answer, queuedAt: Date.now() });
  return answer;
}
