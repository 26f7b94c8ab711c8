import { PLAN_MEALS, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { useDailySummary } from '@/lib/api/get-daily-summary';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import { formatGrams, formatKcal } from '../utils/format';
import { dayDate, dayTotals, formatDayLabel, localDateKey } from '../utils/plan-days';
import { MealRow } from './meal-row';

type PlanDayEntry = StrictPlan['meals'][number];

type DayCarouselProps = {
  plan: StrictPlan;
  /** The day it opens on (docs/product.md §2.11: today's weekday). */
  initialIndex: number;
  today: Date;
  onOpenMeal: (day: PlanDayEntry, mealKey: PlanMeal, dayLabel: string) => void;
};

/**
 * docs/product.md §2.11: the week one day at a time, with arrows and dots. The days sit side by side in a
 * scroll-snapping strip, so a finger can swipe between them; the arrows and dots scroll it too.
 */
export function DayCarousel({ plan, initialIndex, today, onOpenMeal }: DayCarouselProps) {
  const days = plan.meals;
  const { index, goTo, stripProps } = useSnapCarousel(days.length, initialIndex);
  // Days once drawn stay drawn (a swipe back finds them as they were).
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  if (![index - 1, index, index + 1].every((i) => i < 0 || i >= days.length || drawn.has(i)))
    setDrawn(new Set([...drawn, index - 1, index, index + 1].filter((i) => i >= 0 && i < days.length)));

  const labels = useMemo(
    () => days.map((d) => formatDayLabel(dayDate(plan.week_start, d.day))),
    [days, plan.week_start],
  );
  const todayKey = localDateKey(today);
  const dateKeys = useMemo(
    () => days.map((d) => localDateKey(dayDate(plan.week_start, d.day))),
    [days, plan.week_start],
  );
  const isToday = (i: number) => dateKeys[i] === todayKey;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'ArrowRight') goTo(index + 1);
    else return;
    event.preventDefault();
  };

  const current = days[index];
  if (!current) return null;

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Días de la semana"
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gray-200/80"
    >
      <div className="flex items-center gap-1 px-2 pt-2">
        <ArrowButton direction="prev" disabled={index === 0} onClick={() => goTo(index - 1)} />
        <div className="min-w-0 flex-1 text-center" aria-live="polite" aria-atomic>
          <h2 className="truncate text-lg font-bold leading-tight text-ink">{labels[index]}</h2>
          <p className="text-xs font-medium text-gray-500">
            {isToday(index) ? (
              <span className="font-semibold text-primary-700">Hoy</span>
            ) : (
              `Día ${index + 1} de ${days.length}`
            )}
          </p>
        </div>
        <ArrowButton direction="next" disabled={index === days.length - 1} onClick={() => goTo(index + 1)} />
      </div>

      <fieldset className="flex min-w-0 justify-center" aria-label="Elegir día">
        {days.map((d, i) => (
          <button
            key={d.day}
            type="button"
            onClick={() => goTo(i)}
            aria-label={labels[i]}
            aria-current={i === index ? 'true' : undefined}
            className="group grid size-11 place-items-center"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all duration-200',
                i === index
                  ? 'w-6 bg-primary-600'
                  : isToday(i)
                    ? 'w-2 bg-primary-300 group-hover:bg-primary-400'
                    : 'w-2 bg-gray-300 group-hover:bg-gray-400',
              )}
            />
          </button>
        ))}
      </fieldset>

      <div
        {...stripProps}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {days.map((d, i) =>
          Math.abs(i - index) > 1 && !drawn.has(i) ? (
            // A day two or more swipes away is drawn when it comes near: the first render and
            // layout of the screen hold three days instead of seven (docs/performance.md).
            <div key={d.day} aria-hidden className="w-full shrink-0 snap-center snap-always" />
          ) : (
            <DaySlide
              key={d.day}
              day={d}
              label={labels[i]!}
              position={`${i + 1} de ${days.length}`}
              active={i === index}
              notes={plan.relaxed}
              onOpenMeal={onOpenMeal}
              logDate={dateKeys[i]! <= todayKey ? dateKeys[i]! : null}
            />
          ),
        )}
      </div>
    </section>
  );
}

function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'prev' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? 'Día anterior' : 'Día siguiente'}
      className="grid size-11 shrink-0 place-items-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 active:bg-gray-200 disabled:text-gray-300 disabled:hover:bg-transparent"
    >
      <Icon className="size-6" aria-hidden />
    </button>
  );
}

type DaySlideProps = {
  day: PlanDayEntry;
  label: string;
  position: string;
  active: boolean;
  notes: StrictPlan['relaxed'];
  onOpenMeal: DayCarouselProps['onOpenMeal'];
  /** The day's date when its meals can be logged (today or earlier), else null. */
  logDate: string | null;
};

function DaySlide({ day, label, position, active, notes, onOpenMeal, logDate }: DaySlideProps) {
  const totals = dayTotals(day);
  // Which plan meals the day's diary already holds; read for the day on screen only (then cached).
  const summary = useDailySummary({ date: logDate ?? '', queryConfig: { enabled: active && logDate !== null } });
  const loggedMeals = useMemo(
    () => new Set(summary.data?.logs.map((log) => log.plan_meal).filter(Boolean)),
    [summary.data],
  );
  const dayNotes = useMemo(
    () => [
      ...new Set(notes.filter((n) => n.where === day.day || n.where.startsWith(`${day.day}.`)).map((n) => n.message)),
    ],
    [notes, day.day],
  );
  const open = useCallback((mealKey: PlanMeal) => onOpenMeal(day, mealKey, label), [onOpenMeal, day, label]);
  return (
    <fieldset
      aria-roledescription="día"
      aria-label={`${label}, ${position}`}
      // Days off screen are out of reach of the keyboard and screen readers (and of stray taps).
      inert={!active}
      className="flex w-full min-w-0 shrink-0 snap-center snap-always flex-col px-4 pb-4"
    >
      <ul className="mb-3 divide-y divide-gray-100">
        {PLAN_MEALS.map((key) => (
          <MealRow
            key={key}
            mealKey={key}
            meal={day[key]}
            onOpen={open}
            logDate={logDate}
            logged={loggedMeals.has(key)}
          />
        ))}
      </ul>
      <div className="mt-auto rounded-2xl bg-primary-50 px-4 py-3">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-semibold text-primary-900">Total del día</span>
          <span className="text-lg font-bold tabular-nums text-primary-900">{formatKcal(totals.calories)} kcal</span>
        </div>
        <p className="mt-0.5 flex flex-wrap justify-end gap-x-3 text-xs tabular-nums text-primary-800">
          <span className="whitespace-nowrap">Proteína {formatGrams(totals.protein)} g</span>
          <span className="whitespace-nowrap">Carbohidratos {formatGrams(totals.carbs)} g</span>
          <span className="whitespace-nowrap">Grasa {formatGrams(totals.fat)} g</span>
        </p>
      </div>
      {dayNotes.length > 0 && (
        <ul className="mt-3 space-y-1.5">
          {dayNotes.map((message) => (
            <li key={message} className="flex items-start gap-1.5 text-xs leading-snug text-gray-500">
              <Info className="mt-px size-3.5 shrink-0" aria-hidden />
              {message}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
