import { and, asc, eq, sql } from 'drizzle-orm';
import type { DailySummary, WeeklySummary, WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { weekOf } from '@nutricoach/core/rules/week';
import type { Db } from '../../db/client.ts';
import { nutritionLogs, trainingLogs, users, weightMeasurements } from '../../db/schema.ts';
import { toNutritionLog, toTrainingLog } from '../logs/service.ts';
import { dayRecords } from './day-records.ts';

export const todayOf = (timeZone: string) => localDateOf(new Date(), timeZone);

/** A day's meal and workout logs, as statements prepared once per database (the daily summary is the hottest call). */
const dayLogStatements = new WeakMap<Db, ReturnType<typeof prepareDayLogs>>();

function prepareDayLogs(db: Db) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
  return {
    meals: db.select().from(nutritionLogs).where(and(eq(nutritionLogs.userId, userId), eq(nutritionLogs.date, date))).orderBy(asc(nutritionLogs.createdAt)).prepare('day_meal_logs'),
    workouts: db.select().from(trainingLogs).where(and(eq(trainingLogs.userId, userId), eq(trainingLogs.date, date))).orderBy(asc(trainingLogs.createdAt)).prepare('day_training_logs'),
  };
}

function dayLogs(db: Db) {
  let statements = dayLogStatements.get(db);
  if (!statements) dayLogStatements.set(db, (statements = prepareDayLogs(db)));
  return statements;
}

export async function dailySummary(db: Db, userId: string, date: string): Promise<DailySummary> {
  const { meals, workouts } = dayLogs(db);
  const [[record], logs, training] = await Promise.all([dayRecords(db, userId, date, date), meals.execute({ userId, date }), workouts.execute({ userId, date })]);
  return {
    summary: { consumed: record!.consumed, ideal: record!.ideal },
    weight: record!.weight,
    logs: logs.map(toNutritionLog),
    training: training.map(toTrainingLog),
  };
}

export async function weeklySummary(db: Db, userId: string, date: string): Promise<WeeklySummary> {
  const { start, end } = weekOf(date);
  const records = await dayRecords(db, userId, start, end);
  return { week_start: start, week_end: end, daily_summaries: records.map(({ date, consumed, ideal }) => ({ date, consumed, ideal })) };
}

export async function weightHistory(db: Db, userId: string): Promise<WeightMeasurements> {
  const [rows, [user]] = await Promise.all([
    db.select({ date: weightMeasurements.date, weight: weightMeasurements.weight }).from(weightMeasurements).where(eq(weightMeasurements.userId, userId)).orderBy(asc(weightMeasurements.date)),
    db.select({ goal: users.weightGoalKg }).from(users).where(eq(users.id, userId)),
  ]);
  return { weight_measurements: rows, weight_goal: user?.goal ?? null };
}
