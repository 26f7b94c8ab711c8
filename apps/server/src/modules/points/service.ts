/** Points are computed from the logs each time (never stored), so editing a log changes them. */
import { eq } from 'drizzle-orm';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { dayRecords } from '../summaries/day-records.ts';

/** How many weeks the history chart goes back at most. */
export const HISTORY_WEEKS = 12;

export async function pointsSummary(db: Db, userId: string, date: string) {
  const { start, end } = weekOf(date);
  const week = await dayRecords(db, userId, start, end);
  return { daily: week.find((d) => d.date === date)!.points, weekly: week.reduce((sum, d) => sum + d.points, 0) };
}

export async function pointsWeek(db: Db, userId: string, date: string) {
  const { start, end } = weekOf(date);
  const week = await dayRecords(db, userId, start, end);
  return { daily: week.map(({ date, actions, goals, points }) => ({ date, actions, goals, points })) };
}

/** Weekly totals from the user's first week (at most HISTORY_WEEKS back) to the current one. */
export async function pointsHistory(db: Db, userId: string, today: string, timeZone: string) {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const current = weekOf(today);
  const firstWeek = weekOf(localDateOf(user?.createdAt ?? new Date(), timeZone)).start;
  const earliest = addDays(current.start, -7 * (HISTORY_WEEKS - 1));
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings compare as text; Math.max would make them NaN.
  const from = firstWeek > earliest ? firstWeek : earliest;
  const days = await dayRecords(db, userId, from, current.end);
  const weeks = new Map<string, number>();
  for (const d of days) {
    const start = weekOf(d.date).start;
    weeks.set(start, (weeks.get(start) ?? 0) + d.points);
  }
  return {
    weekly_points: [...weeks].map(([start_date, points]) => ({ start_date, end_date: addDays(start_date, 6), points })),
  };
}
