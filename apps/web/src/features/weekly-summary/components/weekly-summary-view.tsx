import { addDays } from '@nutricoach/core/rules/week';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useOneAtATime } from '@/components/ui/later';
import { shortWeekdayName } from '@/lib/weekdays';
import { useWeeklySummary, type WeeklySummary } from '../api/get-weekly-summary';
import { useLineChartWhenVisible } from '../hooks/use-line-chart-when-visible';
import { NUTRIENT_CHARTS, nutrientSeries, weekHasMeals } from '../utils/nutrient-series';
import {
  localToday,
  longDayLabel,
  nextWeekStart,
  previousWeekStart,
  relativeWeekLabel,
  shownWeekStart,
  weekTitle,
} from '../utils/week';
import { NutrientChartCard } from './nutrient-chart-card';
import { WeekSwitcher } from './week-switcher';

export const WEEKLY_SUMMARY_ERROR = 'Error al cargar el resumen semanal';

/** docs/product.md §2.7: the week's title, previous/next week, and four consumed-vs-ideal line charts. */
export function WeeklySummaryView() {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const start = shownWeekStart(params.get('date'), today);
  const end = addDays(start, 6);
  const summary = useWeeklySummary({ date: start });
  const next = nextWeekStart(start, today);

  // Today's week keeps a clean URL; another week is kept in ?date= so a reload stays on it.
  const goTo = (date: string) => setParams(date === shownWeekStart(null, today) ? {} : { date }, { replace: true });

  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Resumen semanal · NutriCoach</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold text-primary-700">Resumen semanal</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{weekTitle(start, end, today)}</h1>
        </div>
        <WeekSwitcher
          className="sm:w-64 sm:shrink-0"
          label={relativeWeekLabel(start, today)}
          onPrevious={() => goTo(previousWeekStart(start))}
          onNext={next === null ? null : () => goTo(next)}
        />
      </header>
      {summary.isPending ? (
        <ChartsSkeleton />
      ) : summary.isError ? (
        <QueryError message={WEEKLY_SUMMARY_ERROR} onRetry={summary.refetch} retrying={summary.isFetching} />
      ) : (
        <WeekCharts summary={summary.data} today={today} loading={summary.isPlaceholderData} />
      )}
    </section>
  );
}

function WeekCharts({ summary, today, loading }: { summary: WeeklySummary; today: string; loading: boolean }) {
  const labels = useMemo(() => summary.daily_summaries.map((day) => shortWeekdayName(day.date)), [summary]);
  const titles = useMemo(() => summary.daily_summaries.map((day) => longDayLabel(day.date)), [summary]);
  const charts = useMemo(
    () => NUTRIENT_CHARTS.map((chart) => ({ ...chart, series: nutrientSeries(summary, chart.key, today) })),
    [summary, today],
  );
  const chartsRef = useRef<HTMLDivElement>(null);
  const LineChart = useLineChartWhenVisible(chartsRef);
  // Each chart draws its canvas in a task of its own (together: ~90 ms at once on a cheap phone).
  const drawn = useOneAtATime(charts.length, LineChart !== null);
  return (
    <div aria-busy={loading || undefined} className={cn('space-y-4 transition-opacity', loading && 'opacity-60')}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Legend />
        {loading && <Spinner className="size-4 text-primary-600" label="Cargando semana…" />}
      </div>
      {!weekHasMeals(summary) && (
        <p className="rounded-xl bg-primary-50 px-3 py-2.5 text-sm text-primary-800">
          {summary.week_end >= today
            ? 'Aún no hay comidas registradas esta semana. Tus días aparecerán aquí en cuanto registres.'
            : 'No se registraron comidas esta semana.'}
        </p>
      )}
      <div ref={chartsRef} className="grid gap-4 lg:grid-cols-2">
        {charts.map((chart, index) => (
          <NutrientChartCard
            key={chart.key}
            LineChart={index < drawn ? LineChart : null}
            title={chart.title}
            unit={chart.unit}
            color={chart.color}
            decimals={chart.decimals}
            labels={labels}
            tooltipTitles={titles}
            series={chart.series}
          />
        ))}
      </div>
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex items-center gap-4 text-xs font-medium text-gray-600" aria-label="Leyenda">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-0.5 w-5 rounded-full bg-gray-700" />
        Consumido
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="w-5 border-t-2 border-dashed border-gray-500" />
        Ideal
      </li>
    </ul>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Cargando resumen semanal">
      {NUTRIENT_CHARTS.map((chart) => (
        <div key={chart.key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
          <div className="mb-3 h-5 w-28 animate-pulse rounded bg-gray-100" />
          <div className="h-44 animate-pulse rounded-xl bg-gray-100 sm:h-52" />
        </div>
      ))}
    </div>
  );
}
