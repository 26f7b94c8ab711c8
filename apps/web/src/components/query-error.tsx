import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { cn } from './ui/cn';

type QueryErrorProps = {
  /** What could not be loaded, in the spec's words. */
  message: ReactNode;
  /** Asks again (usually the query's refetch). */
  onRetry: () => unknown;
  /** The retry is running: the button spins and waits. */
  retrying?: boolean;
  /** 'row' puts the button beside the message from `sm` up, for a banner over a whole screen. */
  layout?: 'stack' | 'row';
  /** 'full' spans the column (the onboarding's narrow steps); 'phone' only below `sm`. */
  buttonWidth?: 'auto' | 'full' | 'phone';
  size?: 'md' | 'lg';
  /** Where it stands: a margin, or a card's look. */
  className?: string;
};

// A large button gets a little more room above it.
const stackSpace = { md: 'space-y-3', lg: 'space-y-4' } as const;
const widths = { auto: undefined, full: 'w-full', phone: 'w-full sm:w-auto' } as const;

/** A query that failed to load: the error, announced at once, and a 'Reintentar' button. */
export function QueryError({
  message,
  onRetry,
  retrying = false,
  layout = 'stack',
  buttonWidth = 'auto',
  size = 'md',
  className,
}: QueryErrorProps) {
  return (
    <div
      className={cn(layout === 'row' ? 'flex flex-col gap-3 sm:flex-row sm:items-center' : stackSpace[size], className)}
    >
      <Alert className={layout === 'row' ? 'flex-1' : undefined}>{message}</Alert>
      <Button
        variant="secondary"
        size={size}
        className={widths[buttonWidth]}
        loading={retrying}
        onClick={() => void onRetry()}
      >
        {!retrying && <RotateCw className={size === 'lg' ? 'size-4.5' : 'size-4'} aria-hidden />}
        Reintentar
      </Button>
    </div>
  );
}
