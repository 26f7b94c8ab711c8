import { WEEKLY_POINTS_MAX } from '@nutricoach/core/rules/points';
import { QueryError } from '@/components/query-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { usePointsWeek } from '../api/get-points-week';
import { weekRange } from '../utils/dates';
import { POINTS_ERROR, WEEK_EMPTY } from '../utils/labels';
import { DayPointsItem } from './day-points-item';

/** docs/product.md §2.12's current-week panel: the week's total out of 70 and each day's actions, goals and points. */
export function WeekPointsPanel({ today }: { today: string }) {
  const week = usePointsWeek({ date: today });
  const days = week.data?.daily ?? [];
  const total = days.reduce((sum, day) => sum + day.points, 0);
  const first = days[0];
  const last = days.at(-1);

  return (
    <section
      aria-labelledby="week-points-title"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="week-points-title" className="text-base font-semibold text-ink">
          Esta semana
        </h2>
        {first && last && <p className="text-xs text-gray-500">{weekRange(first.date, last.date)}</p>}
      </div>

      {week.isPending ? (
        <div role="status" aria-label="Cargando puntos" className="mt-4 space-y-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-gray-100" />
          ))}
        </div>
      ) : week.isError ? (
        <QueryError message={POINTS_ERROR} onRetry={week.refetch} retrying={week.isFetching} className="mt-3" />
      ) : days.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface px-3 py-6 text-center text-sm text-gray-600">{WEEK_EMPTY}</p>
      ) : (
        <>
          <div className="mt-3 rounded-xl bg-primary-50 p-3">
            <p className="flex items-baseline gap-1">
              <span data-testid="week-total" className="text-3xl font-bold tabular-nums text-primary-800">
                {total}
              </span>
              <span className="text-sm font-medium text-primary-800/80">/ {WEEKLY_POINTS_MAX} puntos</span>
            </p>
            <ProgressBar className="mt-2 bg-white" value={total} max={WEEKLY_POINTS_MAX} label="Puntos de la semana" />
          </div>
          <ul className="mt-3 space-y-1">
            {days.map((day) => (
              <DayPointsItem
                key={day.date}
                day={day}
                isToday={day.date === today}
                isFuture={day.date > today}
                defaultOpen={day.date === today}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
