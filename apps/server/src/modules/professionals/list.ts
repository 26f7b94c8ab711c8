/**
 * GET /pro/clients: the professional's clients with what the list shows and who needs attention
 * (docs/professionals.md, 'Who needs attention'). One statement for the whole list, however many
 * clients: each source (meals, weights, targets) is read for all the clients at once through the
 * professional's active links, never one query per client.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { targetsOn } from '../summaries/reader.ts';
import { isoOf } from './clients.ts';

/** The rules' figures (docs/professionals.md). */
export const ATTENTION = {
  /** No meal logged today nor on the days before, for this many days. */
  daysWithoutLog: 3,
  /** A day with fewer meals than this is a thin day... */
  mealsPerDay: 2,
  /** ...and this many thin days of the last 7 (complete days) is most of them. */
  thinDays: 4,
  /** The weight trend is measured over this many days, from at least two weigh-ins this many days apart. */
  trendDays: 28,
  trendMinSpanDays: 7,
  /** A trend away from the goal counts from this pace (kg a week); within 1 kg of the goal, either way from the larger one. */
  awayKgPerWeek: 0.1,
  nearGoalKg: 1,
  driftKgPerWeek: 0.25,
} as const;

type Row = {
  id: string;
  name: string;
  since: string;
  today: string;
  last_log_date: string | null;
  days_since_log: number | null;
  /** Complete days the person has had the app, up to 7: the rules never count days before they joined. */
  window_days: number;
  days_since_join: number;
  days_logged: number;
  meals: number;
  full_days: number;
  avg_calories: number | null;
  slope_per_day: number | null;
  latest_weight: number | null;
  goal: number | null;
  t_calories: number | null;
};

const decimal = (n: number, places: number) => n.toFixed(places).replace('.', ',');

export function attentionReasons(
  r: Pick<Row, 'days_since_log' | 'days_since_join' | 'window_days' | 'full_days' | 'latest_weight' | 'goal'>,
  trend: number | null,
) {
  const reasons: string[] = [];
  if (r.days_since_log === null) {
    if (r.days_since_join >= ATTENTION.daysWithoutLog) reasons.push('Aún no registra comidas');
  } else if (r.days_since_log >= ATTENTION.daysWithoutLog) reasons.push(`Sin registros hace ${r.days_since_log} días`);
  const thin = r.window_days - r.full_days;
  if (thin >= ATTENTION.thinDays)
    reasons.push(`Menos de ${ATTENTION.mealsPerDay} comidas al día en ${thin} de los últimos ${r.window_days} días`);
  if (trend !== null && r.goal !== null && r.latest_weight !== null) {
    const toGoal = r.goal - r.latest_weight;
    const away =
      Math.abs(toGoal) <= ATTENTION.nearGoalKg
        ? Math.abs(trend) >= ATTENTION.driftKgPerWeek
        : Math.sign(trend) === -Math.sign(toGoal) && Math.abs(trend) >= ATTENTION.awayKgPerWeek;
    if (away)
      reasons.push(`El peso se aleja de la meta (${trend > 0 ? '+' : '−'}${decimal(Math.abs(trend), 2)} kg/semana)`);
  }
  return reasons;
}

export async function listClients(db: Db, proUserId: string) {
  const rows = await queryRows<Row>(
    db,
    sql`with cl as (
        select u.id, u.name, l.started_at, (now() at time zone u.time_zone)::date today, u.weight_goal_kg::float8 goal,
          (u.created_at at time zone u.time_zone)::date joined
        from professional_links l
        join professionals pr on pr.id = l.professional_id and pr.user_id = ${proUserId}::uuid
        join users u on u.id = l.client_id
        where l.ended_at is null),
      -- The 7 complete days before today (today is still being logged).
      days as (
        select n.user_id, n.date, count(*)::int meals, sum(n.calories)::float8 calories
        from nutrition_logs n join cl on cl.id = n.user_id
        where n.date between cl.today - 7 and cl.today - 1
        group by n.user_id, n.date),
      week as (
        select user_id, count(*)::int days_logged, sum(meals)::int meals,
               count(*) filter (where meals >= ${ATTENTION.mealsPerDay}::int)::int full_days, avg(calories)::float8 avg_calories
        from days group by user_id),
      weights as (
        select m.user_id, regr_slope(m.weight::float8, (m.date - cl.today)::float8) slope,
               max(m.date) - min(m.date) span, (array_agg(m.weight::float8 order by m.date desc))[1] latest
        from weight_measurements m join cl on cl.id = m.user_id
        where m.date between cl.today - ${ATTENTION.trendDays - 1}::int and cl.today
        group by m.user_id)
      select cl.id, cl.name, ${isoOf(sql`cl.started_at`)} since, to_char(cl.today, 'YYYY-MM-DD') today,
        to_char(last.date, 'YYYY-MM-DD') last_log_date, cl.today - last.date days_since_log,
        cl.today - cl.joined days_since_join, least(7, greatest(0, cl.today - cl.joined))::int window_days,
        coalesce(week.days_logged, 0) days_logged, coalesce(week.meals, 0) meals, coalesce(week.full_days, 0) full_days,
        week.avg_calories, case when weights.span >= ${ATTENTION.trendMinSpanDays}::int then weights.slope end slope_per_day,
        weights.latest latest_weight, cl.goal, t.t_calories
      from cl
      left join week on week.user_id = cl.id
      left join weights on weights.user_id = cl.id
      left join lateral (select max(date) date from nutrition_logs where user_id = cl.id and date <= cl.today) last on true
      ${targetsOn(sql`cl.id`, sql`cl.today`)}`,
  );
  const clients = rows.map((r) => {
    const trend = r.slope_per_day === null ? null : Math.round(r.slope_per_day * 7 * 100) / 100;
    const reasons = attentionReasons(r, trend);
    return {
      id: r.id,
      name: r.name,
      since: r.since,
      last_log_date: r.last_log_date,
      days_logged_7d: r.days_logged,
      window_days_7d: r.window_days,
      meals_per_day_7d: r.window_days ? Math.round((r.meals / r.window_days) * 10) / 10 : 0,
      weight_trend_kg_per_week: trend,
      ideal_calories: r.t_calories ? r.t_calories : null,
      avg_calories_7d: r.avg_calories === null ? null : Math.round(r.avg_calories),
      needs_attention: reasons.length > 0,
      attention_reasons: reasons,
    };
  });
  clients.sort(
    (a, b) =>
      Number(b.needs_attention) - Number(a.needs_attention) ||
      a.name.localeCompare(b.name, 'es') ||
      (a.id < b.id ? -1 : 1),
  );
  return { clients };
}
