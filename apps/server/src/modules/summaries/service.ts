import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DailySummary, WeeklySummary, WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { weekOf } from '@nutricoach/core/rules/week';
import { namedQuery, type Db } from '../../db/client.ts';
import { nutritionLogs, trainingLogs, users, weightMeasurements } from '../../db/schema.ts';
import { toNutritionLog, toTrainingLog } from '../logs/service.ts';
import { dayRecords } from './day-records.ts';

type LogRow<T extends { createdAt: Date; updatedAt: Date }> = Omit<T, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * A day's meal and workout logs in one statement (the daily summary is the hottest call): each
 * list comes back as JSON keyed by the schema's own field names (drizzle's `getTableColumns`),
 * so the rows map through the same functions as everywhere else.
 */
const dayLogsQuery = namedQuery<
  { meals: LogRow<typeof nutritionLogs.$inferSelect>[]; workouts: LogRow<typeof trainingLogs.$inferSelect>[] },
  { userId: string; date: string }
>(
  'day_logs',
  (p) => sql`select
    (select coalesce(json_agg(${jsonFields(nutritionLogs)} order by created_at), '[]') from ${nutritionLogs} where user_id = ${p.userId} and date = ${p.date}::date) meals,
    (select coalesce(json_agg(${jsonFields(trainingLogs)} order by created_at), '[]') from ${trainingLogs} where user_id = ${p.userId} and date = ${p.date}::date) workouts`,
);

async function dayLogs(db: Db, userId: string, date: string) {
  const [row] = await dayLogsQuery(db, { userId, date });
  const dated = <T extends { createdAt: string; updatedAt: string }>(r: T) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  });
  return {
    logs: row!.meals.map((r) => toNutritionLog(dated(r))),
    training: row!.workouts.map((r) => toTrainingLog(dated(r))),
  };
}

/** `json_build_object('fieldName', column, ...)` over every column of a table (field names are the schema's, never input). */
function jsonFields(table: typeof nutritionLogs | typeof trainingLogs): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([field, column]) => sql`${sql.raw(`'${field}'`)}, ${sql.identifier(column.name)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

export async function dailySummary(db: Db, userId: string, date: string): Promise<DailySummary> {
  const [[record], { logs, training }] = await Promise.all([
    dayRecords(db, userId, date, date),
    dayLogs(db, userId, date),
  ]);
  return { summary: { consumed: record!.consumed, ideal: record!.ideal }, weight: record!.weight, logs, training };
}

export async function weeklySummary(db: Db, userId: string, date: string): Promise<WeeklySummary> {
  const { start, end } = weekOf(date);
  const records = await dayRecords(db, userId, start, end);
  return {
    week_start: start,
    week_end: end,
    daily_summaries: records.map(({ date, consumed, ideal }) => ({ date, consumed, ideal })),
  };
}

export async function weightHistory(db: Db, userId: string): Promise<WeightMeasurements> {
  const [rows, [user]] = await Promise.all([
    db
      .select({ date: weightMeasurements.date, weight: weightMeasurements.weight })
      .from(weightMeasurements)
      .where(eq(weightMeasurements.userId, userId))
      .orderBy(asc(weightMeasurements.date)),
    db.select({ goal: users.weightGoalKg }).from(users).where(eq(users.id, userId)),
  ]);
  return { weight_measurements: rows, weight_goal: user?.goal ?? null };
}
