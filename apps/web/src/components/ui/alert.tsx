import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type AlertProps = { tone?: 'error' | 'success'; children: ReactNode; className?: string };

/** A message about what just happened: errors are announced at once, confirmations politely. */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-primary-50 text-primary-800',
        className,
      )}
    >
      <Icon className="mt-px size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}
