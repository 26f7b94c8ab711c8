import { type FormEvent, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import type { Macros, TargetsAnswer } from '@/lib/api/professional-types';
import { useClientTargets, useSetTargets } from '../api/pro';
import { formatDay } from '../utils/format';
import { spanishNumber } from '@/lib/format';

export const TARGETS_ERROR = 'No se pudieron guardar los objetivos. Intenta de nuevo.';
export const TARGETS_LOAD_ERROR = 'No se pudieron cargar los objetivos del cliente';

const FIELDS = [
  { key: 'calories', label: 'Calorías', unit: 'kcal' },
  { key: 'protein', label: 'Proteína', unit: 'g' },
  { key: 'carbs', label: 'Carbohidratos', unit: 'g' },
  { key: 'fat', label: 'Grasa', unit: 'g' },
] as const;

type Draft = Record<keyof Macros | 'reason', string>;

const number = () => spanishNumber({ maximumFractionDigits: 0 });
/** '1500 kcal · P 115 g · …': a figure never parts from its letter or unit at a line's end (no-break spaces). */
const macrosText = (m: Macros) =>
  [
    `${number().format(m.calories)}\u00a0kcal`,
    `P\u00a0${number().format(m.protein)}\u00a0g`,
    `C\u00a0${number().format(m.carbs)}\u00a0g`,
    `G\u00a0${number().format(m.fat)}\u00a0g`,
  ].join(' · ');

function draftOf(answer: TargetsAnswer | undefined, ideal: Macros | undefined): Draft {
  const from = answer?.targets ?? ideal;
  const text = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value)));
  return {
    calories: text(from?.calories),
    protein: text(from?.protein),
    carbs: text(from?.carbs),
    fat: text(from?.fat),
    reason: '',
  };
}

/**
 * The client's targets (issue 33): calories and macros with the reason, the server's Spanish
 * errors shown as they come, and every change with who made it, when, and why.
 */
export function TargetsCard({
  clientId,
  ideal,
  idealPending = false,
}: {
  clientId: string;
  ideal: Macros | undefined;
  /** The day's summary is still on its way: the form starts from its ideal when no targets were set. */
  idealPending?: boolean;
}) {
  const query = useClientTargets(clientId, { enabled: true });
  // The form's figures are its first draft: it waits for the ideal it starts from (it opened empty).
  if (query.isPending || (!query.data?.targets && idealPending && !ideal))
    return <div className="h-64 animate-pulse rounded-2xl bg-gray-100" aria-hidden />;
  if (query.isError)
    return <QueryError message={TARGETS_LOAD_ERROR} onRetry={query.refetch} retrying={query.isFetching} />;
  return <TargetsForm clientId={clientId} answer={query.data} ideal={ideal} />;
}

function TargetsForm({
  clientId,
  answer,
  ideal,
}: {
  clientId: string;
  answer: TargetsAnswer;
  ideal: Macros | undefined;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(answer, ideal));
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const save = useSetTargets(clientId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (draft.reason.trim().length < 3) {
      setReasonError('Escribe el motivo del cambio: tu cliente lo verá.');
      return;
    }
    setReasonError(undefined);
    const toNumber = (value: string) => Number(value.replace(',', '.'));
    save.mutate(
      {
        calories: toNumber(draft.calories),
        protein: toNumber(draft.protein),
        carbs: toNumber(draft.carbs),
        fat: toNumber(draft.fat),
        reason: draft.reason.trim(),
      },
      {
        onSuccess: () => {
          setSaved(true);
          setDraft((d) => ({ ...d, reason: '' }));
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      {answer.targets ? (
        <p className="text-sm text-gray-600">
          Ahora: <span className="font-semibold text-ink">{macrosText(answer.targets)}</span>, puestos por{' '}
          {answer.targets.author_name} el {formatDay(answer.targets.set_at)}.
        </p>
      ) : (
        <p className="text-sm text-gray-600">Ahora usa los objetivos que calcula la app.</p>
      )}
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          {FIELDS.map(({ key, label, unit }) => (
            <TextField
              key={key}
              label={label}
              unit={unit}
              inputMode="numeric"
              value={draft[key]}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
          ))}
        </div>
        <div className="space-y-1.5">
          <label htmlFor="targets-reason" className="block text-sm font-medium text-gray-700">
            Motivo (tu cliente lo verá)
          </label>
          <textarea
            id="targets-reason"
            value={draft.reason}
            onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
            maxLength={300}
            rows={2}
            aria-invalid={reasonError ? true : undefined}
            className="block w-full resize-y rounded-xl bg-white px-3.5 py-2.5 text-base text-ink ring-1 ring-gray-300 outline-none focus:ring-2 focus:ring-primary-600"
          />
          {reasonError && <p className="text-sm text-red-700">{reasonError}</p>}
        </div>
        {save.isError && <Alert>{getErrorMessage(save.error, TARGETS_ERROR)}</Alert>}
        {saved && <Alert tone="success">Objetivos guardados: desde hoy son las metas de tu cliente.</Alert>}
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          Guardar objetivos
        </Button>
      </form>
      {answer.history.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-ink">Historial</h3>
          <ol className="mt-2 space-y-2">
            {answer.history.map((change) => (
              <li key={change.set_at} className="rounded-xl bg-gray-50 px-3 py-2 text-sm">
                <p className="font-medium text-ink">
                  {formatDay(change.set_at)} · {change.author_name}
                </p>
                <p className="text-gray-700">
                  {change.previous ? `${macrosText(change.previous)} → ` : ''}
                  {macrosText(change)}
                </p>
                <p className="wrap-anywhere text-gray-600">«{change.reason}»</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
