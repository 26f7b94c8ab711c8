import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DailySummary, WeeklySummary, WeightMeasurements } from '@nutricoach/core/contract/summaries';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { weekOf } from '@nutricoach/core/rules/week';
import { namedQuery, type Db } from '../../db/client.ts';
import { userPlanRow } from '../../lib/session.ts';
import { nutritionLogs, trainingLogs, userTargets, users, weightMeasurements } from '../../db/schema.ts';
import { toNutritionLog, toTrainingLog } from '../logs/service.ts';
import { dayRecords } from './day-records.ts';

type LogRow<T extends { createdAt: Date; updatedAt: Date }> = Omit<T, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

type DayRow = {
  session_user: boolean;
  session_active: boolean;
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
const daySummaryQuery = namedQuery<DayRow, { userId: string; sessionId: string | null; date: string }>(
  'day_summary',
  (p) => sql`select sc.id is not null session_user, sc.active session_active,
    m.calories, m.protein, m.fat, m.carbs, m.meals,
    (select coalesce(json_agg(${jsonFields(trainingLogs)} order by created_at), '[]') from ${trainingLogs} where user_id = ${p.userId} and date = ${p.date}::date) workouts,
    (select weight from ${weightMeasurements} where user_id = ${p.userId} and date = ${p.date}::date) weight,
    t.calories t_calories, t.protein t_protein, t.fat t_fat, t.carbs t_carbs
    from (select sum(calories)::float8 calories, sum(protein)::float8 protein, sum(fat)::float8 fat, sum(carbs)::float8 carbs,
                 coalesce(json_agg(${jsonFields(nutritionLogs)} order by created_at), '[]') meals
          from ${nutritionLogs} where user_id = ${p.userId} and date = ${p.date}::date) m
    left join (${userPlanRow(p.userId, p.sessionId)}) sc on true
    left join lateral (select calories, protein, fat, carbs from ${userTargets} where user_id = ${p.userId}
                       order by effective_date <= ${p.date}::date desc, case when effective_date <= ${p.date}::date then effective_date end desc, effective_date
                       limit 1) t on true`,
);

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
  const [row] = await daySummaryQuery(db, { userId, sessionId, date });
  const r = row!;
  return {
    summary: {
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
    },
    active: r.session_user ? r.session_active : undefined,
  };
}

export async function dailySummary(db: Db, userId: string, date: string): Promise<DailySummary> {
  return (await checkedDailySummary(db, userId, date)).summary;
}

export async function weeklySummary(db: Db, userId: string, date: string): Promise<WeeklySummary> {
  const { start, end } = weekOf(date);
  const [records, [user]] = await Promise.all([
    dayRecords(db, userId, start, end),
    db.select({ createdAt: users.createdAt, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    week_start: start,
    week_end: end,
    first_day: user ? localDateOf(user.createdAt, user.timeZone) : start,
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
    db
      .select({ goal: users.weightGoalKg, startWeight: users.startWeightKg, startDate: users.startWeightDate })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const start =
    user?.startWeight != null && user.startDate != null ? { date: user.startDate, weight: user.startWeight } : null;
  return { weight_measurements: rows, weight_goal: user?.goal ?? null, start };
}
