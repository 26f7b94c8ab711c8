import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  green: 'bg-primary-50 text-primary-800 ring-primary-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  gray: 'bg-gray-100 text-gray-700 ring-gray-300',
  solid: 'bg-primary-600 text-white ring-primary-600',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label: a status ('Activa', 'Pendiente') or a mark ('Ahorra 11 %'). */
export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
