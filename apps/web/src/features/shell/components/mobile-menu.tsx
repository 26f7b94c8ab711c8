import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { whenIdle } from '@/lib/idle';

// Radix's Dialog is not in the shell's first download: the drawer comes when the page is idle.
const MenuDrawer = lazyDialog(() => import('./menu-drawer').then((m) => m.MenuDrawer));

/** Phones: the menu button of the top bar and the sidebar as a drawer from the left. */
export function MobileMenu({ blocked }: { blocked: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(MenuDrawer.preload), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-xl text-ink transition-colors hover:bg-gray-100"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <MenuDrawer open={open} onOpenChange={setOpen} blocked={blocked} trigger={button} />
    </>
  );
}
