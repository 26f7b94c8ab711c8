/**
 * Everything the summaries and points need about a range of days, in one query whatever the
 * range: per day the meal totals and meal types, training, weight, login, and the targets that
 * applied that day (the newest set on or before it; days before the user had any use their first).
 */
import { sql } from 'drizzle-orm';
import { dailyPoints, dayGoals, type DayActions, type DayGoals, type Nutrients } from '@nutricoach/core/rules/points';
import { queryRows, type Db } from '../../db/client.ts';

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

export async function dayRecords(db: Pick<Db, 'execute'>, userId: string, from: string, to: string): Promise<DayRecord[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    with days as (select d::date as date from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    meals as (
      select date, sum(calories)::float8 calories, sum(protein)::float8 protein, sum(fat)::float8 fat, sum(carbs)::float8 carbs,
             count(*)::int meals, array_agg(distinct meal_type) types
      from nutrition_logs where user_id = ${userId} and date between ${from}::date and ${to}::date group by date),
    first_targets as (select calories, protein, fat, carbs from user_targets where user_id = ${userId} order by effective_date limit 1)
    select to_char(days.date, 'YYYY-MM-DD') date, meals.calories, meals.protein, meals.fat, meals.carbs, coalesce(meals.meals, 0) meals, meals.types,
      exists(select 1 from training_logs tl where tl.user_id = ${userId} and tl.date = days.date) trained,
      (select weight from weight_measurements w where w.user_id = ${userId} and w.date = days.date) weight,
      exists(select 1 from user_logins l where l.user_id = ${userId} and l.date = days.date) logged_in,
      coalesce(t.calories, f.calories) t_calories, coalesce(t.protein, f.protein) t_protein, coalesce(t.fat, f.fat) t_fat, coalesce(t.carbs, f.carbs) t_carbs
    from days
    left join meals on meals.date = days.date
    left join lateral (select calories, protein, fat, carbs from user_targets ut
                       where ut.user_id = ${userId} and ut.effective_date <= days.date order by ut.effective_date desc limit 1) t on true
    left join first_targets f on true
    order by days.date`,
  );
  return rows.map((r) => {
    const consumed = { calories: round1(r.calories), protein: round1(r.protein), fat: round1(r.fat), carbs: round1(r.carbs) };
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
    return { date: r.date, consumed, ideal, mealsLogged: r.meals, weight, actions, goals, points: dailyPoints(actions, goals) };
  });
}
