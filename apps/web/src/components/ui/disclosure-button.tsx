import type { ReactNode } from 'react';

type DisclosureButtonProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the region it shows and hides (rendered only while open). */
  controls: string;
  className?: string;
  children: ReactNode;
};

/**
 * The button of a region that opens and closes, as Radix's Collapsible.Trigger renders it, for a
 * screen whose first download would otherwise carry Radix's shared code (~5 kB gzip) for it alone.
 */
export function DisclosureButton({ open, onOpenChange, controls, className, children }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onClick={() => onOpenChange(!open)}
      className={className}
    >
      {children}
    </button>
  );
}
