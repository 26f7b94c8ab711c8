import { Check, Pencil, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_FORMAT_ERROR = 'La hora debe tener el formato HH:MM';

type EditableTimeProps = {
  /** What the time is for ('Desayuno'); names the controls. */
  label: string;
  /** HH:MM */
  value: string;
  onSave: (value: string) => void;
};

/**
 * A reminder time that reads as text until tapped; then a time input where Enter (or the tick)
 * saves and Escape (or the cross) cancels (docs/product.md §5, Reminder time edit).
 */
export function EditableTime({ label, value, onSave }: EditableTimeProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const displayRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      displayRef.current?.focus();
    }
  }, [draft]);

  const close = () => {
    returnFocus.current = true;
    setError(null);
    setDraft(null);
  };
  const save = () => {
    if (draft === null) return;
    const time = draft.slice(0, 5);
    if (!HH_MM.test(time)) {
      setError(TIME_FORMAT_ERROR);
      return;
    }
    if (time !== value) onSave(time);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (draft === null) {
    return (
      <button
        ref={displayRef}
        type="button"
        onClick={() => setDraft(value)}
        aria-label={`${label}: ${value}. Cambiar hora`}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-[15px] font-bold text-ink tabular-nums ring-1 ring-gray-200 transition hover:bg-primary-50 hover:ring-primary-300"
      >
        {value}
        <Pencil className="size-3.5 text-gray-400" aria-hidden />
      </button>
    );
  }
  return (
    <div className="ml-auto flex flex-col items-end gap-1">
      <div className="flex items-center gap-1">
        <input
          type="time"
          // biome-ignore lint/a11y/noAutofocus: it opens on the user's tap of 'Cambiar hora', whose button it replaces; focus would otherwise fall to the page
          autoFocus
          required
          aria-label={`Hora de ${label.toLowerCase()}`}
          aria-invalid={error ? true : undefined}
          value={draft}
          onChange={(event) => {
            setError(null);
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-36 rounded-xl border border-primary-600 bg-white px-2 text-[15px] font-semibold text-ink tabular-nums outline-none ring-2 ring-primary-100"
        />
        <button
          type="button"
          onClick={save}
          aria-label="Guardar hora"
          className="grid size-11 place-items-center rounded-xl bg-primary-600 text-white hover:bg-primary-700"
        >
          <Check className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={close}
          aria-label="Cancelar"
          className="grid size-11 place-items-center rounded-xl text-gray-500 ring-1 ring-gray-200 hover:bg-gray-50"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
