/** Pieces the log forms share: the save, the save error and the pinned button row. */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** Runs a form's save, then `onDone` (which closes the sheet); a failure keeps the sheet open. */
export async function saveThen(save: () => Promise<unknown>, onDone: () => void) {
  try {
    await save();
    onDone();
  } catch {
    // Shown by <SaveError> from the mutation's state.
  }
}

/** The screen's own words first (docs/product.md §8); the server's reason under them when it gave one (a 400). */
export function SaveError({ error, message }: { error: unknown; message: string }) {
  if (!error) return null;
  const detail = error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
  return (
    <Alert>
      {message}
      {detail && <span className="mt-0.5 block text-red-700">{detail}</span>}
    </Alert>
  );
}

/**
 * Cancelar and the submit button, pinned to the bottom of the sheet while its body scrolls.
 * (-bottom-5 undoes the sheet body's bottom padding, which sticky positioning keeps clear of.)
 */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  extra,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  return (
    <div className="sticky -bottom-5 -mx-5 -mb-5 mt-5 border-t border-gray-100 bg-white px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
      {extra}
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" className="flex-[2]" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
