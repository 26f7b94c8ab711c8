import { Menu } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DialogCloseButton, DialogOverlay } from '@/components/ui/dialog-parts';
import { Sidebar } from './sidebar';

/** Phones: the menu button of the top bar and the sidebar as a drawer from the left. */
export function MobileMenu({ blocked }: { blocked: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label="Abrir menú"
          className="grid size-11 place-items-center rounded-xl text-ink transition-colors hover:bg-gray-100"
        >
          <Menu className="size-6" aria-hidden />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,86vw)] bg-white pt-[env(safe-area-inset-top)] shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <Dialog.Title className="sr-only">Menú</Dialog.Title>
          <DialogCloseButton
            label="Cerrar menú"
            className="absolute right-2 top-[max(0.5rem,env(safe-area-inset-top))] z-10 rounded-xl"
          />
          <Sidebar blocked={blocked} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
