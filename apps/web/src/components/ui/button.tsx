import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

const variants = {
  primary:
    'bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800 disabled:bg-primary-600/45 disabled:shadow-none',
  secondary: 'border border-gray-200 bg-white text-ink hover:bg-gray-50 active:bg-gray-100 disabled:text-gray-400',
  ghost: 'text-primary-700 hover:bg-primary-50 active:bg-primary-100 disabled:text-gray-400',
} as const;

const sizes = {
  sm: 'min-h-11 px-2 text-center text-sm leading-tight',
  md: 'min-h-11 whitespace-nowrap px-4 text-[15px]',
  lg: 'min-h-13 whitespace-nowrap px-5 text-base',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  loading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
