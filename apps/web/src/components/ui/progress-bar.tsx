import { cn } from './cn';

type ProgressBarProps = { value: number; max: number; label: string; className?: string };

/** A thin bar for "step n of N"; `label` names it for screen readers. */
export function ProgressBar({ value, max, label, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-primary-100', className)}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width] duration-300 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
