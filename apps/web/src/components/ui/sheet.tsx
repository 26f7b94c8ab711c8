import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { DialogCloseButton, DialogOverlay } from './dialog-parts';
import './sheet.css';

const WIDTHS = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-lg' } as const;

type SheetFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the sheet has one of its own (focus goes back to it on close). */
  trigger?: ReactNode;
  /** The width from `sm` up. */
  size?: keyof typeof WIDTHS;
  /** Set when the children hold a `Dialog.Description` (the dialog's accessible description). */
  described?: boolean;
  /** Height, scrolling and padding of the panel. */
  className?: string;
  /** Must hold a `Dialog.Title`. */
  children: ReactNode;
};

/**
 * The shell every sheet shares: a panel that rises from the bottom on phones and is a centred card
 * from `sm` up, over a dimmed backdrop, with the close button in its corner. For a sheet that lays
 * out its own heading; most want `Sheet`.
 */
export function SheetFrame({
  open,
  onOpenChange,
  trigger,
  size = 'lg',
  described = false,
  className,
  children,
}: SheetFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          className={cn(
            'nc-sheet fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white shadow-2xl outline-none',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            WIDTHS[size],
            className,
          )}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
          <DialogCloseButton className="absolute right-3 top-3 rounded-full sm:top-3.5" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type SheetProps = Omit<SheetFrameProps, 'described' | 'children'> & {
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (the form's buttons), above the phone's home bar. */
  footer?: ReactNode;
};

/**
 * A dialog that is a bottom sheet on phones (thumb reach, the keyboard pushes it up) and a centred
 * card from `sm` up. Title and close button stay visible while the body scrolls.
 */
export function Sheet({ title, description, children, footer, className, ...frame }: SheetProps) {
  return (
    <SheetFrame
      {...frame}
      described={Boolean(description)}
      className={cn('flex max-h-[92dvh] flex-col overflow-hidden sm:max-h-[88dvh]', className)}
    >
      <div className="shrink-0 px-5 pt-3 sm:pt-5">
        <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
        <Dialog.Title className="pr-12 text-xl font-bold leading-tight text-ink">{title}</Dialog.Title>
        {description && <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 pt-4">{children}</div>
      {footer && (
        <div className="shrink-0 border-t border-gray-100 px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
          {footer}
        </div>
      )}
      {!footer && <div className="h-[env(safe-area-inset-bottom)] shrink-0" aria-hidden />}
    </SheetFrame>
  );
}
