import { type ComponentType, useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-component';

/**
 * A dialog whose code downloads when it first opens, or before with `preload()` (a screen calls it
 * when idle): Radix's Dialog with its focus and scroll locks (~15 kB gzip) stays out of the
 * screen's first download. Once downloaded it opens in the same render as an eager dialog (no
 * Suspense frame), and from its first opening on it stays mounted, so it closes with its
 * animation. `isOpen` reads whether the props open it (default: `open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  // The download is kept once it has arrived; a failed one is tried again at the next opening.
  const module = lazyModule(load);
  const preload = module.load;

  function LazyDialog(props: P) {
    const Loaded = module.loaded();
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const [, setArrived] = useState(false);
    const [failed, setFailed] = useState<unknown>(null);
    if (open && !opened) setOpened(true);
    useEffect(() => {
      if (opened && !Loaded) void preload().then(() => setArrived(true), setFailed);
    }, [opened]);
    // As a failed lazy() would: to the route's error boundary (a deploy removed the chunk).
    if (failed) throw failed;
    return opened && Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, {
    /** Downloads the dialog's code ahead of its first opening; failures are left to that opening. */
    preload: () => void preload().catch(() => {}),
  });
}

/** components/ui/confirm-dialog's ConfirmDialog, downloaded when it first opens. */
export const LazyConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));
