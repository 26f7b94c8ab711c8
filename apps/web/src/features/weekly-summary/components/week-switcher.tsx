import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';

type WeekSwitcherProps = {
  /** 'Esta semana', 'Semana pasada', 'Hace 3 semanas'. */
  label: string;
  onPrevious: () => void;
  /** null on today's week: the future cannot be shown. */
  onNext: (() => void) | null;
  className?: string;
};

const arrow =
  'grid size-11 shrink-0 place-items-center rounded-xl text-primary-700 transition-colors hover:bg-primary-50 active:bg-primary-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

/** Previous and next week, never past today's. */
export function WeekSwitcher({ label, onPrevious, onNext, className }: WeekSwitcherProps) {
  return (
    <nav
      aria-label="Cambiar de semana"
      className={cn('flex items-center gap-2 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-gray-200', className)}
    >
      <button type="button" className={arrow} onClick={onPrevious} aria-label="Semana anterior">
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <p aria-live="polite" className="min-w-0 flex-1 truncate text-center text-sm font-semibold text-ink">
        {label}
      </p>
      <button
        type="button"
        className={arrow}
        onClick={onNext ?? undefined}
        disabled={onNext === null}
        aria-label="Semana siguiente"
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </nav>
  );
}
