import { useState } from 'react';

type Mutation<T> = { reset: () => void; mutate: (value: T, options?: { onSuccess?: () => void }) => void };

/**
 * A setting changed only after a confirmation dialog: picking another value asks, confirming saves
 * and closes on success, cancelling puts the current value back.
 */
export function useConfirmedChange<T>(current: T | undefined, update: Mutation<T>) {
  const [asked, setAsked] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    open,
    asked,
    /** The value the choices show as selected: the one being asked about while the dialog is open. */
    shown: open ? asked : current,
    pick(value: T) {
      update.reset();
      if (value === current) return;
      setAsked(value);
      setOpen(true);
    },
    close() {
      setOpen(false);
      update.reset();
    },
    confirm() {
      if (asked !== null) update.mutate(asked, { onSuccess: () => setOpen(false) });
    },
  };
}
