/** The week of the strict plan as the screen shows it: which day opens, day labels, totals. */
import { PLAN_DAYS, PLAN_MEALS, type PlanDay } from '@nutricoach/core/constants/strict-plan';
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';
import { todayLocal } from '@/lib/today';
import { spanishDate } from '@/lib/format';

// Intl rather than date-fns and its Spanish locale (7.5 kB gzip of the screen's first download).
const weekdayFormat = () => spanishDate({ weekday: 'long' });
const monthFormat = () => spanishDate({ month: 'long' });
const dayMonthFormat = () => spanishDate({ day: 'numeric', month: 'long', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Monday 0 … Sunday 6 (JavaScript counts from Sunday). */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/**
 * docs/product.md §2.11: the carousel opens on today's weekday, Monday first and Sunday the last day. When the
 * plan lacks that day (it may come back Monday to Saturday only) it opens on its last day.
 */
export function startDayIndex(days: readonly PlanDay[], today: Date): number {
  if (days.length === 0) return 0;
  const index = days.indexOf(PLAN_DAYS[weekdayIndex(today)]!);
  return index === -1 ? Math.min(weekdayIndex(today), days.length - 1) : index;
}

/** docs/product.md §4: only a 'generated' meal can be opened; anything else shows 'Pendiente'. */
export function canViewMeal(meal: Pick<StrictMeal, 'status'> | null | undefined): boolean {
  return meal?.status === 'generated';
}

/** The date of a plan day, from the week's Monday ('YYYY-MM-DD', local). */
export function dayDate(weekStart: string, day: PlanDay): Date {
  const [year, month, date] = weekStart.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + PLAN_DAYS.indexOf(day));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Lunes 16 nov' (the month's first three letters: Intl's short month is 'sept' in some browsers). */
export function formatDayLabel(date: Date): string {
  return `${capitalize(weekdayFormat().format(date))} ${date.getDate()} ${monthFormat().format(date).slice(0, 3)}`;
}

/** '16 al 22 de noviembre', or '30 de noviembre al 6 de diciembre' across two months. */
export function formatWeekRange(weekStart: string, weekEnd: string): string {
  const [start, end] = [utc(weekStart), utc(weekEnd)];
  if (weekStart.slice(0, 7) === weekEnd.slice(0, 7)) return `${start.getUTCDate()} al ${dayMonthFormat().format(end)}`;
  return `${dayMonthFormat().format(start)} al ${dayMonthFormat().format(end)}`;
}

export type DayTotals = { calories: number; protein: number; carbs: number; fat: number };

/** What the day's generated meals add up to (pending meals count nothing). */
export function dayTotals(day: Record<(typeof PLAN_MEALS)[number], StrictMeal>): DayTotals {
  const totals: DayTotals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const key of PLAN_MEALS) {
    const meal = day[key];
    if (!canViewMeal(meal)) continue;
    totals.calories += meal.calories;
    totals.protein += meal.protein;
    totals.carbs += meal.carbs;
    totals.fat += meal.fat;
  }
  return totals;
}

/** 'YYYY-MM-DD' of a local date. */
export function localDateKey(date: Date): string {
  return todayLocal(date);
}
