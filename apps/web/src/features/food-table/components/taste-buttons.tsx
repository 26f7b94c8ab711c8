import type { Taste } from '@nutricoach/core/constants/food-table';
import { ShieldAlert, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { TASTE_LABELS } from '../utils/labels';

// Radix's tooltip and Floating UI (~12 kB gzip) load when the 'No permitidos' group first opens,
// its buttons shown without the tooltip meanwhile.
const NotAllowedHint = lazy(() => import('./not-allowed-hint').then((module) => ({ default: module.NotAllowedHint })));

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
  return disabled ? <HintWhenLoaded>{buttons}</HintWhenLoaded> : buttons;
});

/**
 * The tooltip's module loads with the first not-allowed row; a tap that comes before it has
 * arrived is remembered, and the tooltip opens as soon as it does (a slow phone's first tap is not lost).
 */
function HintWhenLoaded({ children }: { children: ReactNode }) {
  const [tapped, setTapped] = useState(false);
  const waiting = (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the same wrapper as NotAllowedHint's, while its module loads; the keyboard gets the tooltip from the loaded one
    <span className="rounded-full" onClick={() => setTapped(true)}>
      {children}
    </span>
  );
  return (
    <Suspense fallback={waiting}>
      <NotAllowedHint defaultOpen={tapped}>{children}</NotAllowedHint>
    </Suspense>
  );
}
