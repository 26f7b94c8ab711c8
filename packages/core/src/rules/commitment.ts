/**
 * The commitment level (issue 19, docs/commitment-and-challenges.md): a week's points (the points of
 * docs/product.md §Logging, points and summaries) against the weekly goal of 70, in percent.
 */
import { WEEKLY_POINTS_MAX } from './points.ts';
import { addDays, earlierDate, laterDate, weekOf } from './week.ts';

/** How many weeks the level history and the weekly points chart go back at most. */
export const HISTORY_WEEKS = 12;

/** How far back the achievements read the logs: two years (the query is one row per day). */
export const ACHIEVEMENT_DAYS_MAX = 730;

/** A week's points as a level of 0–100, rounded (49 points = 70 %, 63 points = 90 %). */
export function commitmentLevel(weeklyPoints: number): number {
  const level = Math.round((weeklyPoints / WEEKLY_POINTS_MAX) * 100);
  return Math.min(100, Math.max(0, level));
}

/** The day the app starts counting a user's record: the account's first day, or an earlier log's. */
export function trackedFrom(accountCreatedOn: string, firstLogOn: string | null): string {
  return firstLogOn === null ? accountCreatedOn : earlierDate(firstLogOn, accountCreatedOn);
}

/** The first day the weekly history reads: the tracked week, at most HISTORY_WEEKS weeks back from today's. */
export function historyFrom(tracked: string, today: string, weeks = HISTORY_WEEKS): string {
  const first = weekOf(earlierDate(tracked, today)).start;
  return laterDate(first, addDays(weekOf(today).start, -7 * (weeks - 1)));
}

/** The first day the achievements read: the tracked day, at most ACHIEVEMENT_DAYS_MAX days back. */
export function achievementsFrom(tracked: string, today: string): string {
  return laterDate(earlierDate(tracked, today), addDays(today, -(ACHIEVEMENT_DAYS_MAX - 1)));
}

/** Each week's points (Monday to Sunday), oldest first, for the days given (sorted by date). */
export function weeklyTotals(
  days: ReadonlyArray<{ date: string; points: number }>,
): { start_date: string; end_date: string; points: number }[] {
  const weeks = new Map<string, number>();
  for (const d of days) {
    const start = weekOf(d.date).start;
    weeks.set(start, (weeks.get(start) ?? 0) + d.points);
  }
  return [...weeks]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([start_date, points]) => ({ start_date, end_date: addDays(start_date, 6), points }));
}

/** The level of each week, oldest first. */
export function levelHistory(days: ReadonlyArray<{ date: string; points: number }>) {
  return weeklyTotals(days).map((w) => ({ week_start: w.start_date, level: commitmentLevel(w.points) }));
}

/** The bands of the level, for the headline under the ring (the same words the demo had). */
export const LEVEL_BANDS = [
  { min: 90, name: 'Imparable', message: 'Estás en tu mejor momento. ¡Sigue así!' },
  { min: 70, name: 'Constante', message: '¡Muy bien! Tus hábitos ya son parte de tu día.' },
  { min: 40, name: 'En progreso', message: 'Vas por buen camino: registra tus comidas cada día.' },
  { min: 0, name: 'Inicial', message: 'Cada registro cuenta. Empieza por tu desayuno.' },
] as const;

export function levelBand(level: number): { name: string; message: string } {
  const band = LEVEL_BANDS.find((b) => level >= b.min) ?? LEVEL_BANDS[LEVEL_BANDS.length - 1];
  return { name: band.name, message: band.message };
}
