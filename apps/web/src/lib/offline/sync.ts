/**
 * Sends the waiting writes (docs/offline.md): oldest first, each with the Idempotency-Key it was
 * queued with, when the network comes back, when the app opens, when their owner signs in, and
 * every 30 s while some wait and the browser says it is online (a server that was down).
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';
import { useAuthStore } from '@/lib/auth-store';
import { dequeue, outboxLoaded, type QueuedWrite, useOutboxStore, writesOf } from './outbox';
import { isOffline } from './post-or-queue';

const RETRY_EVERY_MS = 30_000;

/**
 * Until when the server asked us to wait (a 429's Retry-After, issue 31): no write is sent before
 * then, and a sync is planned for that moment.
 */
let notBefore = 0;
let plannedRetry: ReturnType<typeof setTimeout> | undefined;

/** Clears a server's wait (tests; a new session). */
export function resetSyncWait() {
  notBefore = 0;
  clearTimeout(plannedRetry);
  plannedRetry = undefined;
}

/**
 * Whether to stop and try the rest later: no answer, the session is gone (the writes wait for
 * their owner to sign in again), the server failed or asks to slow down, or the same key is
 * still being handled. Any other refusal will not change by sending again.
 */
function tryLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) return true;
  return error.status === 409 && error.code === 'IDEMPOTENCY_IN_PROGRESS';
}

async function send(queryClient: QueryClient): Promise<void> {
  const owner = useAuthStore.getState().user?.id;
  const mine: QueuedWrite[] = writesOf(useOutboxStore.getState().writes, owner);
  if (mine.length === 0 || isOffline() || Date.now() < notBefore) return;
  useOutboxStore.setState({ syncing: true });
  let sent = 0;
  const refused: string[] = [];
  const dates = new Set<string>();
  try {
    for (const write of mine) {
      try {
        await api.post(write.path, write.body, { idempotencyKey: write.key });
        sent += 1;
      } catch (error) {
        if (error instanceof ApiError && error.retryAfterSeconds !== undefined && error.status === 429) {
          // The server counts this user's writes (docs/server-rules.md): wait as long as it says, then go on.
          const waitMs = Math.max(1, error.retryAfterSeconds) * 1000;
          notBefore = Date.now() + waitMs;
          clearTimeout(plannedRetry);
          plannedRetry = setTimeout(() => void syncOutbox(queryClient), waitMs);
        }
        if (tryLater(error)) break;
        refused.push(error instanceof ApiError && error.message ? error.message : 'El servidor no lo aceptó');
      }
      await dequeue(write.key);
      dates.add(write.date);
    }
  } finally {
    useOutboxStore.setState((s) => ({
      syncing: false,
      synced: sent > 0 ? sent : s.synced,
      refused: [...s.refused, ...refused],
    }));
  }
  // The days read again now hold the sent logs under their real ids.
  await Promise.all([...dates].map((date) => refreshAfterLog(queryClient, date)));
}

let running: Promise<void> | null = null;

/** One sync at a time: a second call while one runs waits for it instead of sending twice. */
export function syncOutbox(queryClient: QueryClient): Promise<void> {
  running ??= send(queryClient).finally(() => {
    running = null;
  });
  return running;
}

/** Called once at start (main.tsx): load the queue, send it, and send again on each occasion. */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const sync = () => void syncOutbox(queryClient);
  void outboxLoaded().then(sync);
  window.addEventListener('online', sync);
  const timer = window.setInterval(() => {
    if (useOutboxStore.getState().writes.length > 0) sync();
  }, RETRY_EVERY_MS);
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.user?.id && state.user.id !== previous.user?.id) sync();
  });
  return () => {
    window.removeEventListener('online', sync);
    window.clearInterval(timer);
    unsubscribe();
  };
}
