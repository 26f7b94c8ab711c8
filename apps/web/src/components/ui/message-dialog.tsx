import { CircleAlert, PartyPopper } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { overlayClassName } from './dialog-parts';
import './sheet.css';

type MessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: 'success' | 'error';
  title: string;
  description: ReactNode;
  /** The main button; closes the dialog. */
  closeLabel?: string;
  /** A second button before it ('Reintentar'); the dialog closes after running it. */
  action?: { label: string; onClick: () => void };
};

/**
 * A short message that needs the user's eye: a celebration or an error, with one or two buttons.
 * Centred on every screen (it is read, not worked in); Escape and the main button close it.
 */
export function MessageDialog({
  open,
  onOpenChange,
  tone,
  title,
  description,
  closeLabel = 'Entendido',
  action,
}: MessageDialogProps) {
  const Icon = tone === 'success' ? PartyPopper : CircleAlert;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white px-5 pb-5 pt-6 text-center shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in">
          <span
            aria-hidden
            className={cn(
              'mx-auto grid size-14 place-items-center rounded-full',
              tone === 'success' ? 'bg-primary-50 text-primary-600' : 'bg-red-50 text-red-600',
            )}
          >
            <Icon className="size-7" />
          </span>
          <AlertDialog.Title className="mt-3 text-xl font-bold leading-snug text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1.5 text-[15px] leading-relaxed text-gray-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col gap-2">
            {action && (
              <Button
                className="w-full"
                onClick={() => {
                  action.onClick();
                  onOpenChange(false);
                }}
              >
                {action.label}
              </Button>
            )}
            <AlertDialog.Cancel asChild>
              <Button variant={action ? 'secondary' : 'primary'} className="w-full">
                {closeLabel}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
