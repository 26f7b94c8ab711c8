import type { ExerciseUnit } from '@nutricoach/core/constants/logging';
import type { TrainingLog } from '@nutricoach/core/contract/logs';
import { Activity, Dumbbell, Footprints, RefreshCw, Route } from 'lucide-react';
import { formatDuration, formatWhole } from '../utils/format';
import { isPendingId } from '@/lib/offline/outbox';
import { ChatMark, EmptyList, RowActions, PendingMark } from './log-parts';

const UNIT_ICON: Record<ExerciseUnit, typeof Dumbbell> = { minutes: Dumbbell, kilometers: Route, steps: Footprints };

type ExerciseListProps = {
  logs: TrainingLog[];
  /** The day shown, as the empty text says it (MealList's dayWords). */
  dayWords?: string;
  /** Under the empty text: the person's own view invites them to log; a nutritionist's says what they will see. */
  emptyHint?: string;
  /** Without them the list is read-only (a nutritionist's view, issue 33). */
  onEdit?: (log: TrainingLog) => void;
  onDelete?: (log: TrainingLog) => void;
};

/** docs/product.md §2.6's exercise list: description, duration and unit, burned calories, synced mark. */
export function ExerciseList({
  logs,
  dayWords = 'hoy',
  emptyHint = 'Caminar también cuenta: registra minutos, kilómetros o pasos.',
  onEdit,
  onDelete,
}: ExerciseListProps) {
  if (logs.length === 0) {
    return (
      <EmptyList
        icon={<Activity className="size-5" aria-hidden />}
        text={`No hay ejercicios registrados ${dayWords}`}
        hint={emptyHint}
      />
    );
  }
  return (
    <ul className="divide-y divide-gray-100">
      {logs.map((log) => {
        const Icon = UNIT_ICON[log.units];
        return (
          <li key={log._id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="exercise-log">
            <span
              className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-600"
              aria-hidden
            >
              <Icon className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="line-clamp-2 break-words text-[15px] font-medium leading-snug text-ink">
                  {log.description}
                </p>
                <p className="shrink-0 text-[15px] font-bold tabular-nums text-ink">
                  {formatWhole(log.calories)} <span className="text-xs font-medium text-gray-500">kcal</span>
                </p>
              </div>
              <div className="flex items-center justify-between gap-2">
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm tabular-nums text-gray-600">
                  <span>{formatDuration(log.duration, log.units)}</span>
                  {log.strava_activity_id && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-[11px] font-semibold text-orange-700">
                      <RefreshCw className="size-3" aria-hidden />
                      Sincronizado con Strava
                    </span>
                  )}
                  {log.source === 'chat' && <ChatMark />}
                </p>
                {isPendingId(log._id) ? (
                  <PendingMark />
                ) : (
                  onEdit &&
                  onDelete && (
                    <RowActions name={log.description} onEdit={() => onEdit(log)} onDelete={() => onDelete(log)} />
                  )
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
