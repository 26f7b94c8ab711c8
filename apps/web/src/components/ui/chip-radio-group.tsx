import { type InputHTMLAttributes, useId } from 'react';
import { cn } from './cn';

type ChipRadioGroupProps = {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Props for every radio: a react-hook-form `register(name)` result, or name/checked/onChange. */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;
  /** The value checked now; needed only when `inputProps` does not control the radios. */
  value?: string;
  error?: string;
  className?: string;
};

// Four pills share a row from 360 px; on the narrowest phones they take two rows.
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 min-[360px]:grid-cols-4',
};

/**
 * A short single choice as a row of pills (Desayuno · Almuerzo · Cena · Snack): native radios, so
 * arrows, forms and screen readers work; each pill is at least 44 px high.
 */
export function ChipRadioGroup({ label, options, inputProps, value, error, className }: ChipRadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={cn('space-y-1.5', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-gray-700">{label}</legend>
      <div className={cn('grid gap-1.5', COLUMNS[Math.min(options.length, 4)])}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer select-none items-center justify-center rounded-xl bg-white px-1 text-center text-sm font-semibold text-gray-700 ring-1 ring-gray-300 transition',
              'hover:ring-primary-300 has-checked:bg-primary-50 has-checked:text-primary-800 has-checked:ring-2 has-checked:ring-primary-600',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
              error && 'ring-red-300',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              value={option.value}
              {...inputProps}
              {...(value !== undefined ? { checked: value === option.value } : {})}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
