import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { cn } from './cn';
import { overlayClassName } from './dialog-parts';
import { Spinner } from './spinner';
import './sheet.css';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  pending?: boolean;
  /** Shown above the buttons; the dialog stays open so the user can try again. */
  error?: string | null;
  onConfirm: () => void;
  /** More than a yes or no: e.g. the field where the user types the words that confirm. */
  children?: ReactNode;
  /** The confirm button waits for something (the typed words) besides not being pending. */
  confirmDisabled?: boolean;
};

/**
 * A yes/no question (Radix AlertDialog: focus starts on Cancelar, Escape cancels). Confirming does
 * not close it by itself: the caller closes it when the work succeeds, or shows `error`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  pending = false,
  error,
  onConfirm,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="nc-sheet fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-3 shadow-2xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:pt-6"
        >
          <div className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
          <AlertDialog.Title className="text-lg font-bold leading-snug text-ink">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-1.5 text-[15px] leading-relaxed text-gray-600">
              {description}
            </AlertDialog.Description>
          )}
          {children}
          {error && <Alert className="mt-4">{error}</Alert>}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending} className="w-full sm:w-auto">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending || confirmDisabled}
              aria-busy={pending || undefined}
              className={cn(
                'inline-flex min-h-11 w-full select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 text-[15px] font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed sm:w-auto',
                destructive
                  ? 'bg-red-600 hover:bg-red-700 active:bg-red-800 disabled:bg-red-600/60'
                  : 'bg-primary-600 hover:bg-primary-700 active:bg-primary-800 disabled:bg-primary-600/45',
              )}
            >
              {pending && <Spinner className="size-4" />}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
