import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { QueryError } from './query-error';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { commentTime } from './comment-card';
import type { Message } from '@/lib/api/professional-types';

type MessageThreadProps = {
  /** Whose side this screen is: their messages go right, in green. */
  me: Message['from'];
  /** The other side's name, over their messages for a screen reader. */
  otherName: string;
  query: {
    data: Message[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  send: { mutate: (text: string, options: { onSuccess: () => void }) => void; isPending: boolean; isError: boolean };
  sendError?: string;
  emptyText: string;
  className?: string;
};

export const MESSAGES_LOAD_ERROR = 'No se pudieron cargar los mensajes';
export const MESSAGE_SEND_ERROR = 'No se pudo enviar tu mensaje. Intenta de nuevo.';

/** Messages both ways between a client and their nutritionist (issue 33): the list, oldest first, and a composer. */
export function MessageThread({ me, otherName, query, send, sendError, emptyText, className }: MessageThreadProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate(value, { onSuccess: () => setText('') });
  };
  return (
    <div className={cn('space-y-3', className)}>
      {query.isPending ? (
        <div className="space-y-2" aria-hidden>
          <span className="block h-12 w-2/3 animate-pulse rounded-2xl bg-gray-100" />
          <span className="ml-auto block h-12 w-1/2 animate-pulse rounded-2xl bg-gray-100" />
        </div>
      ) : query.isError ? (
        <QueryError message={MESSAGES_LOAD_ERROR} onRetry={query.refetch} retrying={query.isFetching} />
      ) : query.data && query.data.length > 0 ? (
        <ol className="space-y-2" aria-label="Mensajes">
          {query.data.map((message) => {
            const mine = message.from === me;
            return (
              <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
                    mine ? 'bg-primary-600 text-white' : 'bg-gray-100 text-ink',
                  )}
                >
                  <span className="sr-only">{mine ? 'Tú: ' : `${otherName}: `}</span>
                  <p className="whitespace-pre-line wrap-anywhere">{message.text}</p>
                  <p className={cn('mt-0.5 text-right text-[11px]', mine ? 'text-primary-100' : 'text-gray-500')}>
                    {commentTime(message.created_at)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-2xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          {emptyText}
        </p>
      )}
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={`mensaje-${me}`} className="sr-only">
          Escribe un mensaje
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`mensaje-${me}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={2000}
            rows={2}
            placeholder="Escribe un mensaje…"
            className="min-h-12 min-w-0 flex-1 resize-y rounded-xl bg-white px-3.5 py-2.5 text-base text-ink ring-1 ring-gray-300 outline-none placeholder:text-gray-400 focus:ring-2 focus:ring-primary-600"
          />
          <Button type="submit" loading={send.isPending} disabled={!text.trim()} aria-label="Enviar mensaje">
            {!send.isPending && <Send className="size-4" aria-hidden />}
            <span className="max-sm:sr-only">Enviar</span>
          </Button>
        </div>
        {send.isError && <Alert>{sendError ?? MESSAGE_SEND_ERROR}</Alert>}
      </form>
    </div>
  );
}
