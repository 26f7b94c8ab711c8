import { cn } from './cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning ring; pass `label` when it is the only sign that something is loading. */
export function Spinner({ className, label }: SpinnerProps) {
  const ring = cn(
    'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
    className,
  );
  return label ? <span role="status" aria-label={label} className={ring} /> : <span aria-hidden className={ring} />;
}

/** The whole-area loading state of a screen or a lazy route. */
export function PageSpinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary-600">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
