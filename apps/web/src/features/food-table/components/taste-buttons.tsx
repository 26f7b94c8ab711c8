import type { Taste } from '@nutricoach/core/contract/food-table';
import { ShieldAlert, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { memo, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { NOT_ALLOWED_TOOLTIP, TASTE_LABELS } from '../utils/labels';

const BUTTONS: { taste: Taste; icon: LucideIcon; active: string }[] = [
  { taste: 'like', icon: ThumbsUp, active: 'bg-primary-600 text-white hover:bg-primary-700' },
  { taste: 'dislike', icon: ThumbsDown, active: 'bg-amber-500 text-white hover:bg-amber-600' },
  { taste: 'allergic', icon: ShieldAlert, active: 'bg-red-600 text-white hover:bg-red-700' },
];

type TasteButtonsProps = {
  foodId: string;
  foodName: string;
  taste: Taste | null;
  disabled: boolean;
  /** Called with the new taste: the clicked one, or null when it was already active (docs/product.md §2.9). */
  onChange: (foodId: string, taste: Taste | null) => void;
};

/** Me gusta / No me gusta / Soy alérgico for one food; clicking the active choice clears it. */
export const TasteButtons = memo(function TasteButtons({
  foodId,
  foodName,
  taste,
  disabled,
  onChange,
}: TasteButtonsProps) {
  const buttons = (
    <fieldset aria-label={`Tu opinión sobre ${foodName}`} className="flex shrink-0 items-center gap-0.5">
      {BUTTONS.map(({ taste: value, icon: Icon, active }) => {
        const pressed = taste === value;
        return (
          <button
            key={value}
            type="button"
            aria-label={TASTE_LABELS[value]}
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(foodId, pressed ? null : value)}
            className={cn(
              'grid size-11 place-items-center rounded-full transition-colors',
              'disabled:pointer-events-none disabled:opacity-35',
              pressed ? active : 'text-gray-400 hover:bg-gray-100 hover:text-gray-600 active:bg-gray-200',
            )}
          >
            <Icon className="size-5" aria-hidden strokeWidth={pressed ? 2.5 : 2} />
          </button>
        );
      })}
    </fieldset>
  );
  return disabled ? <NotAllowedHint>{buttons}</NotAllowedHint> : buttons;
});

/**
 * The tooltip of docs/product.md §2.9 over disabled buttons: on hover or keyboard focus like any tooltip,
 * and on a tap too (phones have no hover).
 */
function NotAllowedHint({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
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
  );
}
