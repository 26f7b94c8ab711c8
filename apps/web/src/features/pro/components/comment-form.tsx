import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useAddComment } from '../api/pro';

export const COMMENT_ERROR = 'No se pudo guardar tu comentario. Intenta de nuevo.';

/** A comment on the client's day, or on one meal of it ('Comentar' under the meal). */
export function CommentForm({
  clientId,
  date,
  nutritionLogId,
  label,
  onDone,
}: {
  clientId: string;
  date: string;
  nutritionLogId?: string;
  label: string;
  onDone?: () => void;
}) {
  const add = useAddComment(clientId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    add.mutate(
      { date, text: value, ...(nutritionLogId ? { nutrition_log_id: nutritionLogId } : {}) },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
      },
    );
  };
  const id = `comentario-${nutritionLogId ?? 'dia'}`;
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={1000}
        rows={3}
        className="block w-full resize-y rounded-xl bg-white px-3.5 py-2.5 text-base text-ink ring-1 ring-gray-300 outline-none focus:ring-2 focus:ring-primary-600"
      />
      {add.isError && <Alert>{getErrorMessage(add.error, COMMENT_ERROR)}</Alert>}
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" onClick={onDone} disabled={add.isPending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
          Comentar
        </Button>
      </div>
    </form>
  );
}
