import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from './spinner';

const SHOWN_MS = 2500;

type SaveStatusProps = {
  pending: boolean;
  /** When the last successful save was sent (a mutation's `submittedAt`); 0 when none succeeded. */
  savedAt: number;
};

/**
 * 'Guardando…' while a save is under way, then 'Guardado' for a moment: the quiet confirmation of
 * a setting that saves as soon as it changes. A polite live region, so it is also heard.
 */
export function SaveStatus({ pending, savedAt }: SaveStatusProps) {
  const [hiddenFor, setHiddenFor] = useState(0);
  useEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setHiddenFor(savedAt), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);
  const saved = !pending && savedAt !== 0 && savedAt !== hiddenFor;
  return (
    <span role="status" className="flex min-h-6 items-center text-xs font-semibold">
      {pending && (
        <span className="flex items-center gap-1.5 text-gray-500">
          <Spinner className="size-3.5" />
          Guardando…
        </span>
      )}
      {saved && (
        <span className="flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-primary-700">
          <Check className="size-3.5" strokeWidth={3} aria-hidden />
          Guardado
        </span>
      )}
    </span>
  );
}
