/** Pieces the meal and exercise lists share: row actions, the empty text, the chat and pending marks. */
import { CloudOff, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Edit and delete of one entry, 44 px each; `name` says which entry for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const base = 'grid size-11 place-items-center rounded-xl transition-colors';
  return (
    <div className="-mr-2 flex shrink-0 items-center">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Editar ${name}`}
        className={cn(base, 'text-gray-500 hover:bg-gray-100 hover:text-ink')}
      >
        <Pencil className="size-4.5" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Eliminar ${name}`}
        className={cn(base, 'text-gray-500 hover:bg-red-50 hover:text-red-600')}
      >
        <Trash2 className="size-4.5" aria-hidden />
      </button>
    </div>
  );
}

export function EmptyList({ icon, text, hint }: { icon: ReactNode; text: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-200 px-4 py-7 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-surface text-gray-400">{icon}</span>
      <p className="text-[15px] font-semibold text-ink">{text}</p>
      <p className="max-w-xs text-sm text-gray-500">{hint}</p>
    </div>
  );
}

/** The small mark of a log the WhatsApp coach made (issue 16): it reads 'WhatsApp', a chat bubble beside it. */
export function ChatMark() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-1.5 py-0.5 text-[11px] font-semibold normal-case tracking-normal text-emerald-700"
      title="Registrado por chat con tu coach"
      data-testid="chat-mark"
    >
      <MessageCircle className="size-3" aria-hidden />
      WhatsApp
    </span>
  );
}

/** A log made without a network, still to be sent (issue 17): it reads 'Pendiente'; it cannot be edited until sent. */
export function PendingMark() {
  return (
    <span
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-1 text-xs font-semibold text-amber-700"
      title="Se enviará cuando vuelva la conexión"
      data-testid="pending-mark"
    >
      <CloudOff className="size-4" aria-hidden />
      Pendiente
    </span>
  );
}
