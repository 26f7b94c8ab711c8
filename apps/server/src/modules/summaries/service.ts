import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DailySummary, WeeklySummary, WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { weekOf } from '@nutricoach/core/rules/week';
import { namedQuery, type Db } from '../../db/client.ts';
import { userPlanRow } from '../../lib/session.ts';
import { nutritionLogs, trainingLogs, users, weightMeasurements } from '../../db/schema.ts';
import { toNutritionLog, toTrainingLog } from '../logs/service.ts';
import { readerDayRecords } from './day-records.ts';
import { type Reader, type ReaderParams, readerParams, subjectOf, targetsOn } from './reader.ts';

type LogRow<T extends { createdAt: Date; updatedAt: Date }> = Omit<T, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

type DayRow = {
  session_user: boolean;
  session_active: boolean;
  linked: boolean;
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  weight: string | number | null;
  t_calories: number | null;
  t_protein: number | null;
  t_fat: number | null;
  t_carbs: number | null;
  meals: LogRow<typeof nutritionLogs.$inferSelect>[];
  workouts: LogRow<typeof trainingLogs.$inferSelect>[];
};

/**
 * The whole daily summary in one statement (the hottest call): the day's meal totals and its meals
 * (one scan of the day's meals), its workouts, its weight and the targets that applied that day
 * (the newest set on or before it; a day before the first set gets the first), the same rules as
 * `dayRecords` for a range. Its plan does not depend on the values, so PostgreSQL and PGlite keep
 * one generic plan for it; `dayRecords`' plan (a series of days) is made again on every call,
 * which on PGlite cost more than running it. Meals and workouts come back as JSON keyed by the
 * schema's own field names (drizzle's `getTableColumns`), so they map through the same functions
 * as everywhere else. It also answers the session check (`userPlanRow`: whether the user exists
 * and their plan is active), so the call makes one round trip, not two (lib/session.ts).
 */
const daySummaryStatement = (forProfessional: boolean) =>
  namedQuery<DayRow, ReaderParams & { sessionId: string | null; date: string }>(
    forProfessional ? 'day_summary_pro' : 'day_summary',
    (p) => {
      const subject = sql`(select id from subject)`;
      return sql`with subject as (select ${subjectOf(forProfessional, p)} id)
    select sc.id is not null session_user, sc.active session_active, ${subject} is not null linked,
    m.calories, m.protein, m.fat, m.carbs, m.meals,
    (select coalesce(json_agg(${jsonFields(trainingLogs)} order by created_at), '[]') from ${trainingLogs} where user_id = ${subject} and date = ${p.date}::date) workouts,
    (select weight from ${weightMeasurements} where user_id = ${subject} and date = ${p.date}::date) weight,
    t.t_calories, t.t_protein, t.t_fat, t.t_carbs
    from (select sum(calories)::float8 calories, sum(protein)::float8 protein, sum(fat)::float8 fat, sum(carbs)::float8 carbs,
                 coalesce(json_agg(${jsonFields(nutritionLogs)} order by created_at), '[]') meals
          from ${nutritionLogs} where user_id = ${subject} and date = ${p.date}::date) m
    left join (${userPlanRow(p.userId, p.sessionId)}) sc on true
    ${targetsOn(subject, sql`${p.date}::date`)}`;
    },
  );
const daySummaryQuery = daySummaryStatement(false);
const clientDaySummaryQuery = daySummaryStatement(true);

const dated = <T extends { createdAt: string; updatedAt: string }>(r: T) => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});
const round1 = (n: number | null) => Math.round((n ?? 0) * 10) / 10;

/** `json_build_object('fieldName', column, ...)` over every column of a table (field names are the schema's, never input). */
function jsonFields(table: typeof nutritionLogs | typeof trainingLogs): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([field, column]) => sql`${sql.raw(`'${field}'`)}, ${sql.identifier(column.name)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The day's summary, and the session check's answer for `completeSessionCheck`: the plan's state,
 * or undefined when the user or the session does not exist (no session id: undefined).
 */
export async function checkedDailySummary(
  db: Db,
  userId: string,
  date: string,
  sessionId: string | null = null,
): Promise<{ summary: DailySummary; active: boolean | undefined }> {
  const [row] = await daySummaryQuery(db, { userId, proUserId: null, sessionId, date });
  return { summary: toDailySummary(row!), active: row!.session_user ? row!.session_active : undefined };
}

/** The day's summary of whoever `reader` names; null when a professional has no active link (reader.ts). */
export async function readerDailySummary(db: Db, reader: Reader, date: string): Promise<DailySummary | null> {
  const query = reader.professionalUserId === undefined ? daySummaryQuery : clientDaySummaryQuery;
  const [row] = await query(db, { ...readerParams(reader), sessionId: null, date });
  return row?.linked ? toDailySummary(row) : null;
}

function toDailySummary(r: DayRow): DailySummary {
  return {
    summary: {
      consumed: {
        calories: round1(r.calories),
        protein: round1(r.protein),
        fat: round1(r.fat),
        carbs: round1(r.carbs),
      },
      ideal: { calories: r.t_calories ?? 0, protein: r.t_protein ?? 0, fat: r.t_fat ?? 0, carbs: r.t_carbs ?? 0 },
    },
    weight: r.weight === null ? null : Number(r.weight),
    logs: r.meals.map((m) => toNutritionLog(dated(m))),
    training: r.workouts.map((w) => toTrainingLog(dated(w))),
  };
}

export async function dailySummary(db: Db, userId: string, date: string): Promise<DailySummary> {
  return (await checkedDailySummary(db, userId, date)).summary;
}

export async function weeklySummary(db: Db, userId: string, date: string): Promise<WeeklySummary> {
  return (await readerWeeklySummary(db, { userId }, date))!;
}

/** The subject's row of `users`, read only through the reader's subject (its active link for a professional). */
const subjectUser = (reader: Reader) =>
  eq(users.id, sql`${subjectOf(reader.professionalUserId !== undefined, readerParams(reader))}`);

/** The week of whoever `reader` names; null when a professional has no active link (reader.ts). */
export async function readerWeeklySummary(db: Db, reader: Reader, date: string): Promise<WeeklySummary | null> {
  const { start, end } = weekOf(date);
  const [records, [user]] = await Promise.all([
    readerDayRecords(db, reader, start, end),
    db.select({ createdAt: users.createdAt, timeZone: users.timeZone }).from(users).where(subjectUser(reader)),
  ]);
  if (!records) return null;
  return {
    week_start: start,
    week_end: end,
    first_day: user ? localDateOf(user.createdAt, user.timeZone) : start,
    daily_summaries: records.map(({ date, consumed, ideal }) => ({ date, consumed, ideal })),
  };
}

export async function weightHistory(db: Db, userId: string): Promise<WeightMeasurements> {
  return (await readerWeightHistory(db, { userId }))!;
}

/** The weights of whoever `reader` names; null when a professional has no active link (reader.ts). */
export async function readerWeightHistory(db: Db, reader: Reader): Promise<WeightMeasurements | null> {
  const subject = sql`${subjectOf(reader.professionalUserId !== undefined, readerParams(reader))}`;
  const [rows, [user]] = await Promise.all([
    db
      .select({ date: weightMeasurements.date, weight: weightMeasurements.weight })
      .from(weightMeasurements)
      .where(eq(weightMeasurements.userId, subject))
      .orderBy(asc(weightMeasurements.date)),
    db
      .select({ goal: users.weightGoalKg, startWeight: users.startWeightKg, startDate: users.startWeightDate })
      .from(users)
      .where(eq(users.id, subject)),
  ]);
  // The user's row is there exactly when the subject is: the link was active for this statement.
  if (!user) return reader.professionalUserId === undefined ? emptyWeights : null;
  const start =
    user.startWeight != null && user.startDate != null ? { date: user.startDate, weight: user.startWeight } : null;
  return { weight_measurements: rows, weight_goal: user.goal ?? null, start };
}

const emptyWeights: WeightMeasurements = { weight_measurements: [], weight_goal: null, start: null };
