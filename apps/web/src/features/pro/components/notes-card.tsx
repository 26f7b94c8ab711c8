import { Lock } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useClientNotes, useSaveNotes } from '../api/pro';

export const NOTES_ERROR = 'No se pudieron guardar tus notas. Intenta de nuevo.';

/** Private notes on a client (issue 33): only the professional sees them. */
export function NotesCard({ clientId }: { clientId: string }) {
  const query = useClientNotes(clientId, { enabled: true });
  if (query.isPending) return <div className="h-40 animate-pulse rounded-2xl bg-gray-100" aria-hidden />;
  if (query.isError)
    return <QueryError message="No se pudieron cargar tus notas" onRetry={query.refetch} retrying={query.isFetching} />;
  return <NotesForm clientId={clientId} initial={query.data.text} />;
}

function NotesForm({ clientId, initial }: { clientId: string; initial: string }) {
  const [text, setText] = useState(initial);
  const save = useSaveNotes(clientId);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text);
      }}
    >
      <label htmlFor="pro-notes" className="flex items-center gap-1.5 text-sm font-medium text-gray-700">
        <Lock className="size-3.5" aria-hidden />
        Solo tú ves estas notas
      </label>
      <textarea
        id="pro-notes"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={5000}
        rows={5}
        className="block w-full resize-y rounded-xl bg-white px-3.5 py-2.5 text-base text-ink ring-1 ring-gray-300 outline-none focus:ring-2 focus:ring-primary-600"
      />
      {save.isError && <Alert>{NOTES_ERROR}</Alert>}
      {save.isSuccess && !save.isPending && text === save.variables && <Alert tone="success">Notas guardadas</Alert>}
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Guardar notas
      </Button>
    </form>
  );
}
