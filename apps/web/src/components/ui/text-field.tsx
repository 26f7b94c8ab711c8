import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { cn } from './cn';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** Shown inside the box after the value: 'kg', 'cm', 'años'. */
  unit?: string;
  hint?: string;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with an optional unit, a hint and its error, wired for screen readers. */
export function TextField({ label, unit, hint, error, className, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-12 items-center rounded-xl bg-white ring-1 transition focus-within:ring-2',
          error ? 'ring-red-400 focus-within:ring-red-500' : 'ring-gray-300 focus-within:ring-primary-600',
          input.disabled && 'bg-gray-50 opacity-70',
        )}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-12 w-full min-w-0 flex-1 rounded-xl bg-transparent px-3.5 text-base text-ink outline-none placeholder:text-gray-400 focus-visible:outline-none disabled:cursor-not-allowed"
          {...input}
        />
        {unit && (
          <span aria-hidden className="pr-3.5 text-sm font-medium text-gray-500">
            {unit}
          </span>
        )}
      </div>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
