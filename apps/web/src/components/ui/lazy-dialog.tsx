import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code downloads when it first opens, or before with `preload()` (a screen calls it
 * when idle): Radix's Dialog with its focus and scroll locks (~15 kB gzip) stays out of the
 * screen's first download. From its first opening on it stays mounted, so it closes with its
 * animation as an eager dialog does. `isOpen` reads whether the props open it (default: `open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next opening tries again
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(() => preload().then((Component) => ({ default: Component }))) as unknown as ComponentType<P>;

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, {
    /** Downloads the dialog's code ahead of its first opening; failures are left to that opening. */
    preload: () => void preload().catch(() => {}),
  });
}

/** components/ui/confirm-dialog's ConfirmDialog, downloaded when it first opens. */
export const LazyConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));
