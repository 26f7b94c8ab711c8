import { CloudOff, RefreshCw, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth-store';
import { useOutboxStore, writesOf } from '@/lib/offline/outbox';
import { syncOutbox } from '@/lib/offline/sync';
import { cn } from './ui/cn';

const SYNCED_SHOWN_MS = 5_000;

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

const registros = (n: number) => (n === 1 ? '1 registro' : `${n} registros`);

/** What the banner says, or null: offline, waiting, sending, sent, or refused (docs/offline.md). */
export function syncMessage({
  online,
  waiting,
  syncing,
  synced,
}: {
  online: boolean;
  waiting: number;
  syncing: boolean;
  synced: number;
}): string | null {
  if (syncing) return `Sincronizando ${registros(waiting)}…`;
  if (waiting > 0)
    return online
      ? `${registros(waiting)} sin sincronizar`
      : `Sin conexión: ${registros(waiting)} ${waiting === 1 ? 'pendiente' : 'pendientes'} de sincronizar`;
  if (!online) return 'Sin conexión: lo que registres se guardará en este teléfono';
  if (synced > 0) return synced === 1 ? 'Listo: 1 registro sincronizado' : `Listo: ${synced} registros sincronizados`;
  return null;
}

/**
 * The state of the writes made offline, for a signed-in user (issue 17): no network, how many
 * wait, 'Sincronizando…', then 'Listo: … sincronizado' for a few seconds; a refused one says why.
 */
export function SyncBanner() {
  const queryClient = useQueryClient();
  const owner = useAuthStore((s) => s.user?.id);
  const online = useOnline();
  const waiting = useOutboxStore((s) => writesOf(s.writes, owner).length);
  const { syncing, synced, refused } = useOutboxStore();

  useEffect(() => {
    if (synced === 0 || waiting > 0) return;
    const timer = window.setTimeout(() => useOutboxStore.setState({ synced: 0 }), SYNCED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [synced, waiting]);

  if (!owner) return null;
  const message = syncMessage({ online, waiting, syncing, synced });
  const problem = refused[0];
  if (!message && !problem) return null;
  const done = !syncing && waiting === 0 && online;

  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-3 rounded-2xl px-4 py-2 text-white shadow-lg',
        problem ? 'bg-red-700' : done ? 'bg-primary-700' : 'bg-ink',
      )}
    >
      {problem ? null : online ? (
        <RefreshCw className={cn('size-5 shrink-0', syncing && 'animate-spin')} aria-hidden />
      ) : (
        <CloudOff className="size-5 shrink-0" aria-hidden />
      )}
      <p className="flex-1 py-1.5 text-[15px] font-medium">
        {problem ? `No se pudo guardar un registro: ${problem}` : message}
      </p>
      {problem ? (
        <button
          type="button"
          onClick={() => useOutboxStore.setState((s) => ({ refused: s.refused.slice(1) }))}
          aria-label="Cerrar aviso"
          className="grid size-11 shrink-0 place-items-center rounded-xl hover:bg-white/10"
        >
          <X className="size-5" aria-hidden />
        </button>
      ) : (
        online &&
        waiting > 0 &&
        !syncing && (
          <button
            type="button"
            onClick={() => void syncOutbox(queryClient)}
            className="min-h-11 rounded-xl bg-white px-4 text-[15px] font-semibold text-ink hover:bg-gray-100"
          >
            Reintentar
          </button>
        )
      )}
    </div>
  );
}
