/** Points are computed from the logs each time (never stored), so editing a log changes them. */
import { sql } from 'drizzle-orm';
import { historyFrom, trackedFrom, weeklyTotals } from '@nutricoach/core/rules/commitment';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { weekOf } from '@nutricoach/core/rules/week';
import { queryRows, type Db } from '../../db/client.ts';
import { dayRecords } from '../summaries/day-records.ts';

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

/**
 * The first local day of the user's record (core's trackedFrom): the account's day, or the day of
 * an earlier meal, workout or weight (a user may log last week on their first day). One query,
 * each minimum read through its (user, date) index.
 */
export async function userTrackedFrom(db: Pick<Db, 'execute'>, userId: string, timeZone: string): Promise<string> {
  const [row] = await queryRows<{ created_at: string | Date; first_log: string | null }>(
    db,
    sql`select created_at, to_char(least(
          (select min(date) from nutrition_logs where user_id = ${userId}),
          (select min(date) from training_logs where user_id = ${userId}),
          (select min(date) from weight_measurements where user_id = ${userId})), 'YYYY-MM-DD') first_log
        from users where id = ${userId}`,
  );
  const created = localDateOf(row ? new Date(row.created_at) : new Date(), timeZone);
  return trackedFrom(created, row?.first_log ?? null);
}

/** Weekly totals from the user's first week (at most 12 back: core's historyFrom) to the current one. */
export async function pointsHistory(db: Db, userId: string, today: string, timeZone: string) {
  const from = historyFrom(await userTrackedFrom(db, userId, timeZone), today);
  const days = await dayRecords(db, userId, from, weekOf(today).end);
  return { weekly_points: weeklyTotals(days) };
}
