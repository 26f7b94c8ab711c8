import { Check } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn';

type ChoiceCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** radio: one of a group; checkbox: any number. */
  type: 'radio' | 'checkbox';
  label: ReactNode;
  description?: ReactNode;
  /** An emoji or an icon shown in a tile before the label. */
  leading?: ReactNode;
  /** For two-column grids: the tick first, the leading emoji inline and smaller. */
  compact?: boolean;
  className?: string;
};

/**
 * A big tappable option: a native radio or checkbox (keyboard, forms and screen readers for free)
 * drawn as a card, with a tick when chosen. Its name is the label; the description describes it.
 */
export function ChoiceCard({
  type,
  label,
  description,
  leading,
  compact = false,
  className,
  ...input
}: ChoiceCardProps) {
  const id = useId();
  const indicator = (
    <span
      aria-hidden
      className={cn(
        'grid size-6 shrink-0 place-items-center border-2 border-gray-300 bg-white text-white transition-colors',
        'group-has-checked:border-primary-600 group-has-checked:bg-primary-600',
        type === 'radio' ? 'rounded-full' : 'rounded-md',
      )}
    >
      <Check className="size-3.5 opacity-0 group-has-checked:opacity-100" strokeWidth={3.5} />
    </span>
  );
  return (
    <label
      className={cn(
        'group relative flex min-h-14 cursor-pointer select-none items-center rounded-2xl bg-white py-3 ring-1 ring-gray-200 transition',
        compact ? 'gap-2.5 px-3' : 'gap-3 px-4',
        'hover:ring-primary-300 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-600',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
        'has-disabled:cursor-not-allowed has-disabled:opacity-60',
        className,
      )}
    >
      <input
        type={type}
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        {...input}
      />
      {compact && indicator}
      {leading && compact && (
        <span aria-hidden className="shrink-0 text-lg leading-none">
          {leading}
        </span>
      )}
      {leading && !compact && (
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface text-xl group-has-checked:bg-white"
        >
          {leading}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block text-[15px] font-semibold leading-snug text-ink">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="mt-0.5 block text-sm leading-snug text-gray-600">
            {description}
          </span>
        )}
      </span>
      {!compact && indicator}
    </label>
  );
}
