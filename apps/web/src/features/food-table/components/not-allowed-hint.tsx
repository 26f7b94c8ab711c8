import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { NOT_ALLOWED_TOOLTIP } from '../utils/labels';

/**
 * The tooltip of docs/product.md §2.9 over disabled buttons: on hover or keyboard focus like any tooltip,
 * and on a tap too (phones have no hover). Each has its own provider,
 * so that Radix's tooltip loads only with the first of them (taste-buttons.tsx).
 */
export function NotAllowedHint({ children, defaultOpen = false }: { children: ReactNode; defaultOpen?: boolean }) {
  // Open at once when the user tapped while this module was still loading (taste-buttons.tsx).
  const [open, setOpen] = useState(defaultOpen);
  const trigger = (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: Radix's wrapper for a tooltip over disabled buttons, which get no events: a phone's tap on it opens the tooltip, as the focus does for a keyboard (so no key handler is needed)
    <span
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled buttons take no focus, so the wrapper does, for the tooltip to open from the keyboard
      tabIndex={0}
      className="rounded-full"
      onClick={(event) => {
        event.preventDefault(); // keeps Radix from closing it on the same tap
        setOpen(true);
      }}
    >
      {children}
    </span>
  );
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen} delayDuration={150}>
        <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            align="end"
            sideOffset={4}
            collisionPadding={12}
            className="z-50 max-w-60 rounded-lg bg-ink px-3 py-2 text-center text-xs font-medium leading-snug text-white shadow-lg data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in"
          >
            {NOT_ALLOWED_TOOLTIP}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
