import { Scale } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useWeightMeasurements } from '../api/get-weight-measurements';
import { formatKg } from '../utils/format';
import { type WeightStats, weightStats } from '../utils/weight-stats';
import { LogWeightDialog } from './log-weight-dialog';
import { WeightCards } from './weight-cards';
import { WeightChart } from './weight-chart';
import { WeightDetails } from './weight-details';

export const WEIGHT_ERROR = 'Error al cargar las mediciones de peso';
export const WEIGHT_EMPTY = 'No hay mediciones de peso disponibles';

/** docs/product.md §2.8: the four cards, the chart, the details, and a quick 'Registrar peso'. */
export function WeightSummaryView() {
  const query = useWeightMeasurements();
  const stats = query.data
    ? weightStats(query.data.weight_measurements, query.data.weight_goal, query.data.start)
    : null;

  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Resumen de peso · NutriCoach</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Resumen de peso</h1>
          <p className="text-[15px] text-gray-600">Tu evolución hacia tu peso meta.</p>
        </div>
        {query.isSuccess && <LogWeightDialog lastWeight={stats?.current ?? null} />}
      </header>

      {query.isPending ? (
        <WeightSkeleton />
      ) : query.isError ? (
        <QueryError message={WEIGHT_ERROR} onRetry={query.refetch} retrying={query.isFetching} />
      ) : stats === null ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-600">
            <Scale className="size-6" aria-hidden />
          </span>
          <p className="font-semibold text-ink">{WEIGHT_EMPTY}</p>
          <p className="max-w-xs text-sm text-gray-600">Registra tu peso para empezar a ver tu evolución.</p>
        </div>
      ) : (
        <>
          <WeightCards stats={stats} />
          {stats.progress !== null && <GoalProgress stats={stats} progress={stats.progress} />}
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <WeightChart measurements={query.data.weight_measurements} goal={query.data.weight_goal} />
            </div>
            <WeightDetails stats={stats} />
          </div>
        </>
      )}
    </section>
  );
}

function GoalProgress({ stats, progress }: { stats: WeightStats; progress: number }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-gray-700">Progreso hacia tu meta</span>
        <span className="font-semibold tabular-nums text-primary-700">{progress} %</span>
      </div>
      <ProgressBar value={progress} max={100} label="Progreso hacia tu meta" />
      <div className="mt-1.5 flex justify-between text-xs text-gray-500">
        <span>{formatKg(stats.initial)}</span>
        {stats.goal !== null && <span>{formatKg(stats.goal)}</span>}
      </div>
    </div>
  );
}

function WeightSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Cargando mediciones de peso">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[104px] animate-pulse rounded-2xl bg-white ring-1 ring-gray-200" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-2xl bg-white ring-1 ring-gray-200" />
    </div>
  );
}
