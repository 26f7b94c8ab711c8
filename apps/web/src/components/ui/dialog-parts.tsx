/** The pieces every dialog of the app shares: the dimmed backdrop and the X that closes it. */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { cn } from './cn';

/** For Radix's AlertDialog.Overlay too, which is a different component with the same look. */
export const overlayClassName =
  'fixed inset-0 z-40 bg-black/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

export function DialogOverlay() {
  return <Dialog.Overlay className={overlayClassName} />;
}

type DialogCloseButtonProps = {
  /** Its accessible name. */
  label?: string;
  /** Where it sits and its corner radius. */
  className?: string;
};

/** A 44 px X button that closes the dialog it is in. */
export function DialogCloseButton({ label = 'Cerrar', className }: DialogCloseButtonProps) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label={label}
        className={cn('grid size-11 place-items-center text-gray-500 transition-colors hover:bg-gray-100', className)}
      >
        <X className="size-5" aria-hidden />
      </button>
    </Dialog.Close>
  );
}
