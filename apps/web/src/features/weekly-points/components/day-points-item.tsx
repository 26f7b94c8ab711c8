import { DAILY_POINTS_MAX } from '@nutricoach/core/rules/points';
import { Check, ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { cn } from '@/components/ui/cn';
import { ACTION_LABELS, GOAL_LABELS } from '@/lib/points-labels';
import { weekdayName } from '@/lib/weekdays';
import type { DayPoints } from '../api/get-points-week';
import { shortDate } from '../utils/dates';
import { useMealWord } from '@/lib/api/user-country';

type DayPointsItemProps = { day: DayPoints; isToday: boolean; isFuture: boolean; defaultOpen: boolean };

function Tick({ label, done }: { label: string; done: boolean }) {
  // 'Almuerzo' as the person's country says it ('Comida' in Mexico).
  const shown = useMealWord()(label);
  return (
    <li data-done={done} className={cn('flex min-h-9 items-center gap-2 text-sm', done ? 'text-ink' : 'text-gray-500')}>
      <span
        aria-hidden
        className={cn(
          'grid size-5 shrink-0 place-items-center rounded-full',
          done ? 'bg-primary-600 text-white' : 'border-2 border-gray-300 bg-white',
        )}
      >
        {done && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      <span className="min-w-0">
        {shown}
        <span className="sr-only">{done ? ': hecho' : ': pendiente'}</span>
      </span>
    </li>
  );
}

/** One day of the week panel: its points, and its actions and goals as ticks when opened. */
export function DayPointsItem({ day, isToday, isFuture, defaultOpen }: DayPointsItemProps) {
  const actionsDone = ACTION_LABELS.filter(({ key }) => day.actions[key]).length;
  const goalsDone = GOAL_LABELS.filter(({ key }) => day.goals[key]).length;
  const label = `${weekdayName(day.date)} ${shortDate(day.date)}`;
  return (
    <Collapsible.Root defaultOpen={defaultOpen} disabled={isFuture} asChild>
      <li
        data-testid={`day-${day.date}`}
        className={cn('rounded-xl', isToday && 'bg-primary-50/60 ring-1 ring-primary-200')}
      >
        <Collapsible.Trigger className="group flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2 text-left transition-colors enabled:hover:bg-gray-50 disabled:cursor-default">
          <span className="min-w-0 flex-1">
            <span className={cn('flex items-center gap-2 font-semibold', isFuture ? 'text-gray-400' : 'text-ink')}>
              {weekdayName(day.date)}
              {isToday && (
                <span className="rounded-full bg-primary-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                  Hoy
                </span>
              )}
            </span>
            <span className="block text-xs text-gray-500">
              {shortDate(day.date)}
              {!isFuture &&
                ` · ${actionsDone}/${ACTION_LABELS.length} acciones · ${goalsDone}/${GOAL_LABELS.length} metas`}
            </span>
          </span>
          <span
            role="img"
            className={cn('shrink-0 text-right tabular-nums', isFuture ? 'text-gray-400' : 'text-ink')}
            aria-label={isFuture ? `${label}: sin puntos aún` : `${label}: ${day.points} de ${DAILY_POINTS_MAX} puntos`}
          >
            <span className="text-lg font-bold">{isFuture ? '—' : day.points}</span>
            <span className="text-xs text-gray-500">/{DAILY_POINTS_MAX}</span>
          </span>
          {!isFuture && (
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-gray-400 transition-transform group-data-[state=open]:rotate-180"
            />
          )}
        </Collapsible.Trigger>
        <Collapsible.Content className="px-3 pb-3">
          <div className="grid gap-3 border-t border-gray-100 pt-3 sm:grid-cols-2">
            <div>
              <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Acciones</h3>
              <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-1">
                {ACTION_LABELS.map(({ key, label }) => (
                  <Tick key={key} label={label} done={day.actions[key]} />
                ))}
              </ul>
            </div>
            <div>
              <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Metas cumplidas</h3>
              <ul className="grid grid-cols-2 gap-x-3 sm:grid-cols-1">
                {GOAL_LABELS.map(({ key, label }) => (
                  <Tick key={key} label={label} done={day.goals[key]} />
                ))}
              </ul>
            </div>
          </div>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
