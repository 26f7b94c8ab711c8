/**
 * Challenges (issue 19): what the user joined lives in user_challenges; progress is recomputed from
 * the logs each time (core's challengeProgress), and a completed attempt's points are written once
 * to challenge_rewards, whose primary key refuses a second award even from concurrent requests.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ActiveChallenge, ChallengesResponse } from '@nutricoach/core/contract/challenges';
import {
  CHALLENGES,
  type ChallengeDay,
  challengeById,
  challengeProgress,
  challengeWindow,
  exerciseMinutes,
  LATE_LOG_DAYS,
  mealHasSoda,
  publicChallenge,
} from '@nutricoach/core/rules/challenges';
import { addDays, earlierDate, laterDate } from '@nutricoach/core/rules/week';
import { queryRows, type Db } from '../../db/client.ts';
import { challengeRewards, userChallenges } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { dayRecords } from '../summaries/day-records.ts';

/** How many completed challenges the list shows (newest first); the points count them all. */
export const COMPLETED_SHOWN = 50;

type Attempt = { id: string; challengeId: string; startDate: string; endDate: string };

type LogRow = {
  date: string;
  kind: 'meal' | 'workout';
  description: string | null;
  food_ids: string[] | null;
  duration: number | null;
  units: string | null;
  moving_time_seconds: number | null;
};

/** The days a challenge reads, from `from` to `to`: the day records plus exercise minutes and soft drinks. */
async function challengeDays(db: Db, userId: string, from: string, to: string): Promise<ChallengeDay[]> {
  const [records, logs] = await Promise.all([
    dayRecords(db, userId, from, to),
    queryRows<LogRow>(
      db,
      sql`select to_char(date, 'YYYY-MM-DD') date, 'meal' kind, description,
            (select array_agg(i->>'food_id') from jsonb_array_elements(items) i) food_ids,
            null::float8 duration, null units, null::int moving_time_seconds
          from nutrition_logs where user_id = ${userId} and date between ${from}::date and ${to}::date
          union all
          select to_char(date, 'YYYY-MM-DD'), 'workout', null, null, duration::float8, units, moving_time_seconds
          from training_logs where user_id = ${userId} and date between ${from}::date and ${to}::date`,
    ),
  ]);
  const minutes = new Map<string, number>();
  const soda = new Set<string>();
  for (const log of logs) {
    if (log.kind === 'workout') {
      const m = exerciseMinutes({
        duration: Number(log.duration ?? 0),
        units: log.units ?? '',
        movingTimeSeconds: log.moving_time_seconds,
      });
      minutes.set(log.date, (minutes.get(log.date) ?? 0) + m);
    } else if (mealHasSoda({ description: log.description ?? '', foodIds: log.food_ids ?? [] })) {
      soda.add(log.date);
    }
  }
  return records.map((r) => ({
    date: r.date,
    mealsLogged: r.mealsLogged,
    actions: r.actions,
    goals: r.goals,
    points: r.points,
    exerciseMinutes: minutes.get(r.date) ?? 0,
    soda: soda.has(r.date),
  }));
}

/** Each attempt's progress, from one read of the days they span (up to today). */
async function progressOf(db: Db, userId: string, attempts: Attempt[], today: string) {
  const progress = new Map<string, number>();
  if (attempts.length === 0) return progress;
  const from = attempts.map((a) => a.startDate).reduce(earlierDate);
  const to = earlierDate(attempts.map((a) => a.endDate).reduce(laterDate), today);
  const days = from <= to ? await challengeDays(db, userId, from, to) : [];
  for (const a of attempts) {
    const def = challengeById(a.challengeId);
    if (def) progress.set(a.id, challengeProgress(def, { start: a.startDate, end: a.endDate }, days));
  }
  return progress;
}

export async function listChallenges(db: Db, userId: string, today: string): Promise<ChallengesResponse> {
  // Attempts still open to completion: running, or ended within LATE_LOG_DAYS.
  const recent = await db
    .select({
      id: userChallenges.id,
      challengeId: userChallenges.challengeId,
      startDate: userChallenges.startDate,
      endDate: userChallenges.endDate,
      rewarded: sql<boolean>`${challengeRewards.userChallengeId} is not null`,
    })
    .from(userChallenges)
    .leftJoin(challengeRewards, eq(challengeRewards.userChallengeId, userChallenges.id))
    .where(and(eq(userChallenges.userId, userId), gte(userChallenges.endDate, addDays(today, -LATE_LOG_DAYS))));

  const open = recent.filter((a) => !a.rewarded && challengeById(a.challengeId));
  const progress = await progressOf(db, userId, open, today);
  const finished = open.filter((a) => (progress.get(a.id) ?? 0) >= challengeById(a.challengeId)!.target);
  if (finished.length > 0) {
    await db
      .insert(challengeRewards)
      .values(
        finished.map((a) => ({
          userChallengeId: a.id,
          userId,
          points: challengeById(a.challengeId)!.points,
          progress: progress.get(a.id)!,
        })),
      )
      .onConflictDoNothing();
  }
  const done = new Set(finished.map((a) => a.id));

  const active: ActiveChallenge[] = open
    .filter((a) => a.endDate >= today && !done.has(a.id))
    .sort((a, b) => (a.endDate < b.endDate ? -1 : 1))
    .map((a) => ({
      ...publicChallenge(challengeById(a.challengeId)!),
      start_date: a.startDate,
      end_date: a.endDate,
      progress: progress.get(a.id) ?? 0,
      days_left: Math.round((Date.parse(a.endDate) - Date.parse(today)) / 86_400_000) + 1,
    }));

  const completedRows = await db
    .select({
      challengeId: userChallenges.challengeId,
      startDate: userChallenges.startDate,
      endDate: userChallenges.endDate,
      progress: challengeRewards.progress,
      completedAt: challengeRewards.createdAt,
      total: sql<number>`(sum(${challengeRewards.points}) over ())::int`,
    })
    .from(challengeRewards)
    .innerJoin(userChallenges, eq(userChallenges.id, challengeRewards.userChallengeId))
    .where(eq(challengeRewards.userId, userId))
    .orderBy(desc(challengeRewards.createdAt))
    .limit(COMPLETED_SHOWN);
  const completed = completedRows.flatMap((r) => {
    const def = challengeById(r.challengeId);
    return def
      ? [
          {
            ...publicChallenge(def),
            start_date: r.startDate,
            end_date: r.endDate,
            progress: r.progress,
            completed_at: r.completedAt.toISOString(),
          },
        ]
      : [];
  });

  // A challenge can be joined again once its window (completed or not) has passed.
  const running = new Set(recent.filter((a) => a.endDate >= today).map((a) => a.challengeId));
  return {
    available: CHALLENGES.filter((c) => !running.has(c.id)).map(publicChallenge),
    active,
    completed,
    total_points: completedRows[0]?.total ?? 0,
  };
}

export async function joinChallenge(db: Db, userId: string, challengeId: string, today: string) {
  const def = challengeById(challengeId);
  if (!def) throw notFound('Ese reto no existe', 'CHALLENGE_NOT_FOUND');
  const window = challengeWindow(def, today);
  // Refused while an attempt of it runs; two joins sent at once meet the (user, challenge, start) key.
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into user_challenges (user_id, challenge_id, start_date, end_date)
        select ${userId}, ${def.id}, ${window.start}::date, ${window.end}::date
        where not exists (select 1 from user_challenges
                          where user_id = ${userId} and challenge_id = ${def.id} and end_date >= ${today}::date)
        on conflict do nothing
        returning id`,
  );
  if (!row) throw conflict('Ya te uniste a este reto: podrás repetirlo cuando termine.', 'CHALLENGE_ALREADY_JOINED');
  const attempt = { id: row.id, challengeId: def.id, startDate: window.start, endDate: window.end };
  const progress = await progressOf(db, userId, [attempt], today);
  return {
    challenge: {
      ...publicChallenge(def),
      start_date: window.start,
      end_date: window.end,
      progress: progress.get(row.id) ?? 0,
      days_left: def.days,
    },
  };
}
