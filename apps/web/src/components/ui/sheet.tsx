import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';
import './sheet.css';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (the form's buttons), above the phone's home bar. */
  footer?: ReactNode;
  className?: string;
};

/**
 * A dialog that is a bottom sheet on phones (thumb reach, the keyboard pushes it up) and a centred
 * card from `sm` up. Title and close button stay visible while the body scrolls.
 */
export function Sheet({ open, onOpenChange, title, description, children, footer, className }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={cn(
            'nc-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="shrink-0 px-5 pt-3 sm:pt-5">
            <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
            <Dialog.Title className="pr-12 text-xl font-bold leading-tight text-ink">{title}</Dialog.Title>
            {description && <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 pt-4">{children}</div>
          {footer && (
            <div className="shrink-0 border-t border-gray-100 px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">{footer}</div>
          )}
          {!footer && <div className="h-[env(safe-area-inset-bottom)] shrink-0" aria-hidden />}
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Cerrar"
              className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 sm:top-3.5"
            >
              <X className="size-5" aria-hidden />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
