import { format, parseISO } from 'date-fns';
import { cn } from '@/components/ui/cn';
import type { Commitment } from '../api/get-commitment';

/** The level of each week (up to 12), oldest first, the current one last and darker. */
export function LevelHistory({ history }: { history: Commitment['history'] }) {
  return (
    <section
      aria-labelledby="level-history-title"
      className="flex min-w-0 flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5 lg:col-span-3"
    >
      <h2 id="level-history-title" className="text-base font-semibold text-ink">
        Historial
      </h2>
      <p className="text-xs text-gray-500">
        {history.length > 1
          ? `Tu nivel de las últimas ${history.length} semanas`
          : 'Aquí verás tu nivel de cada semana. Esta es tu primera.'}
      </p>
      <ol className="mt-4 flex min-h-48 flex-1 items-end gap-1 sm:gap-2">
        {history.map((week, index) => {
          const current = index === history.length - 1;
          const label = current ? 'Actual' : format(parseISO(week.week_start), 'd/M');
          return (
            <li key={week.week_start} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
              {/* The track leaves room above a full bar for its figure. */}
              <div aria-hidden className="relative mt-5 w-full flex-1">
                <span
                  className={cn(
                    'absolute inset-x-0 bottom-0 mx-auto w-full max-w-9 rounded-t-lg',
                    current ? 'bg-primary-600' : 'bg-primary-200',
                  )}
                  style={{ height: `${Math.max(week.level, 1)}%` }}
                />
                <span
                  className={cn(
                    'absolute inset-x-0 text-center text-[11px] font-semibold tabular-nums',
                    current ? 'text-primary-700' : 'text-gray-500',
                  )}
                  style={{ bottom: `calc(${week.level}% + 2px)` }}
                >
                  {week.level}
                </span>
              </div>
              <span className="w-full truncate text-center text-[10px] text-gray-500 sm:text-[11px]">
                {label}
                <span className="sr-only">: {week.level} %</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
