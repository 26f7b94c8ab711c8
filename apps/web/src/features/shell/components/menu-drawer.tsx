import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { DialogCloseButton, DialogOverlay } from '@/components/ui/dialog-parts';
import { Sidebar } from './sidebar';

type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  blocked: boolean;
  /** The menu button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The phone's menu: the sidebar as a drawer from the left (mobile-menu.tsx loads it lazily). */
export function MenuDrawer({ open, onOpenChange, blocked, trigger }: MenuDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,86vw)] bg-white pt-[env(safe-area-inset-top)] shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <Dialog.Title className="sr-only">Menú</Dialog.Title>
          <DialogCloseButton
            label="Cerrar menú"
            className="absolute right-2 top-[max(0.5rem,env(safe-area-inset-top))] z-10 rounded-xl"
          />
          <Sidebar blocked={blocked} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
