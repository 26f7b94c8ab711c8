import { DAILY_POINTS_MAX } from '@nutricoach/core/rules/points';
import { Check, X } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { cn } from '@/components/ui/cn';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { ACTION_LABELS, GOAL_LABELS } from '@/lib/points-labels';
import { useDayPoints } from '../api/get-day-points';
import { formatLongDate } from '../utils/format';
import { useMealWord } from '@/lib/api/user-country';

function Tick({ done, label }: { done: boolean; label: string }) {
  // 'Almuerzo' as the person's country says it ('Comida' in Mexico).
  const shown = useMealWord()(label);
  return (
    <li className="flex min-h-10 items-center gap-2.5">
      <span
        className={cn(
          'grid size-6 shrink-0 place-items-center rounded-full',
          done ? 'bg-primary-600 text-white' : 'bg-gray-100 text-gray-400',
        )}
        aria-hidden
      >
        {done ? <Check className="size-3.5" strokeWidth={3} /> : <X className="size-3.5" strokeWidth={3} />}
      </span>
      <span className={cn('text-[15px]', done ? 'font-medium text-ink' : 'text-gray-500')}>{shown}</span>
      <span className="sr-only">{done ? ': cumplido' : ': pendiente'}</span>
    </li>
  );
}

/** docs/product.md §2.6's day-detail popup: the date, the points, and a tick per action and goal. */
export function DayDetailSheet({
  date,
  open,
  onOpenChange,
}: {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const day = useDayPoints({ date, queryConfig: { enabled: open } });
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Detalle del día" description={formatLongDate(date)}>
      {day.isPending ? (
        <div className="flex min-h-60 items-center justify-center text-primary-600">
          <Spinner className="size-7" label="Cargando el detalle del día" />
        </div>
      ) : day.isError ? (
        <QueryError message="Error al cargar el detalle del día" onRetry={day.refetch} retrying={day.isFetching} />
      ) : (
        <div className="space-y-5">
          <div className="flex items-center gap-4 rounded-2xl bg-yellow-50 px-4 py-3">
            <p className="text-4xl font-bold tabular-nums text-ink">
              {day.data.points}
              <span className="text-lg font-semibold text-gray-500">/{DAILY_POINTS_MAX}</span>
            </p>
            <p className="text-sm leading-snug text-gray-700">Un punto por cada acción y meta cumplida del día.</p>
          </div>
          <div className="grid grid-cols-1 gap-5 min-[360px]:grid-cols-2">
            <section>
              <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-gray-500">Acciones</h3>
              <ul>
                {ACTION_LABELS.map(({ key, label }) => (
                  <Tick key={key} done={day.data.actions[key]} label={label} />
                ))}
              </ul>
            </section>
            <section>
              <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-gray-500">Metas</h3>
              <ul>
                {GOAL_LABELS.map(({ key, label }) => (
                  <Tick key={key} done={day.data.goals[key]} label={label} />
                ))}
              </ul>
              <p className="mt-2 text-xs leading-snug text-gray-500">
                Las metas cuentan cuando registras al menos una comida.
              </p>
            </section>
          </div>
        </div>
      )}
    </Sheet>
  );
}
