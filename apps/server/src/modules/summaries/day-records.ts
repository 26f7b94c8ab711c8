/**
 * Everything the summaries and points need about a range of days, in one query whatever the
 * range: per day the meal totals and meal types, training, weight, login, and the targets that
 * applied that day (the newest set on or before it; days before the user had any use their first).
 */
import { sql } from 'drizzle-orm';
import { dailyPoints, dayGoals, type DayActions, type DayGoals, type Nutrients } from '@nutricoach/core/rules/points';
import { namedQuery, type Db } from '../../db/client.ts';
import { type Reader, type ReaderParams, readerParams, subjectOf, targetsOn } from './reader.ts';

export interface DayRecord {
  date: string;
  consumed: Nutrients;
  ideal: Nutrients;
  mealsLogged: number;
  /** The day's weight, if one was logged. */
  weight: number | null;
  actions: DayActions;
  goals: DayGoals;
  points: number;
}

type Row = {
  date: string;
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  meals: number;
  types: string[] | null;
  trained: boolean;
  weight: string | number | null;
  logged_in: boolean;
  t_calories: number | null;
  t_protein: number | null;
  t_fat: number | null;
  t_carbs: number | null;
};

const round1 = (n: number | null) => Math.round((n ?? 0) * 10) / 10;

// Each source is read for the range only (its index on user and date), then joined by day. The
// subject is the user's own id, or a client's through their professional's active link (reader.ts).
const dayRecordsStatement = (forProfessional: boolean) =>
  namedQuery<Row & { linked: boolean }, ReaderParams & { from: string; to: string }>(
    forProfessional ? 'day_records_pro' : 'day_records',
    (p) => {
      const subject = sql`(select id from subject)`;
      return sql`
    with subject as (select ${subjectOf(forProfessional, p)} id),
    days as (select d::date as date from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') d),
    meals as (
      select date, sum(calories)::float8 calories, sum(protein)::float8 protein, sum(fat)::float8 fat, sum(carbs)::float8 carbs,
             count(*)::int meals, array_agg(distinct meal_type) types
      from nutrition_logs where user_id = ${subject} and date between ${p.from}::date and ${p.to}::date group by date),
    trained as (select distinct date from training_logs where user_id = ${subject} and date between ${p.from}::date and ${p.to}::date),
    weights as (select date, weight from weight_measurements where user_id = ${subject} and date between ${p.from}::date and ${p.to}::date),
    logins as (select date from user_logins where user_id = ${subject} and date between ${p.from}::date and ${p.to}::date)
    select to_char(days.date, 'YYYY-MM-DD') date, meals.calories, meals.protein, meals.fat, meals.carbs, coalesce(meals.meals, 0) meals, meals.types,
      trained.date is not null trained, weights.weight, logins.date is not null logged_in,
      t.t_calories, t.t_protein, t.t_fat, t.t_carbs, ${subject} is not null linked
    from days
    left join meals on meals.date = days.date
    left join trained on trained.date = days.date
    left join weights on weights.date = days.date
    left join logins on logins.date = days.date
    ${targetsOn(subject, sql`days.date`)}
    order by days.date`;
    },
  );
const dayRecordsQuery = dayRecordsStatement(false);
const clientDayRecordsQuery = dayRecordsStatement(true);

export async function dayRecords(
  db: Pick<Db, 'execute'>,
  userId: string,
  from: string,
  to: string,
): Promise<DayRecord[]> {
  return toDayRecords(await dayRecordsQuery(db, { userId, proUserId: null, from, to }));
}

/**
 * The day records of whoever `reader` names; null when a professional has no active link to that
 * client (checked in the same statement: reader.ts).
 */
export async function readerDayRecords(
  db: Pick<Db, 'execute'>,
  reader: Reader,
  from: string,
  to: string,
): Promise<DayRecord[] | null> {
  const query = reader.professionalUserId === undefined ? dayRecordsQuery : clientDayRecordsQuery;
  const rows = await query(db, { ...readerParams(reader), from, to });
  if (!rows[0]?.linked) return null;
  return toDayRecords(rows);
}

function toDayRecords(rows: Row[]): DayRecord[] {
  return rows.map((r) => {
    const consumed = {
      calories: round1(r.calories),
      protein: round1(r.protein),
      fat: round1(r.fat),
      carbs: round1(r.carbs),
    };
    const ideal = { calories: r.t_calories ?? 0, protein: r.t_protein ?? 0, fat: r.t_fat ?? 0, carbs: r.t_carbs ?? 0 };
    const types = new Set(r.types ?? []);
    const weight = r.weight === null ? null : Number(r.weight);
    const actions: DayActions = {
      login: r.logged_in,
      breakfast: types.has('breakfast'),
      lunch: types.has('lunch'),
      dinner: types.has('dinner'),
      weight: weight !== null,
      training: r.trained,
    };
    const goals = dayGoals(consumed, ideal.calories > 0 ? ideal : null, r.meals);
    return {
      date: r.date,
      consumed,
      ideal,
      mealsLogged: r.meals,
      weight,
      actions,
      goals,
      points: dailyPoints(actions, goals),
    };
  });
}
