/**
 * GET /user/commitment (issue 19): the level, its history and the achievements, all from the same
 * day records the points read. Two queries whatever the history: the tracked day, then the days.
 */
import { achievements } from '@nutricoach/core/rules/achievements';
import { achievementsFrom, commitmentLevel, historyFrom, levelHistory } from '@nutricoach/core/rules/commitment';
import { earlierDate, weekOf } from '@nutricoach/core/rules/week';
import type { Db } from '../../db/client.ts';
import { dayRecords } from '../summaries/day-records.ts';
import { userTrackedFrom } from './service.ts';

export async function commitment(db: Db, userId: string, today: string, timeZone: string) {
  const tracked = await userTrackedFrom(db, userId, timeZone);
  const historyStart = historyFrom(tracked, today);
  const achievementsStart = achievementsFrom(tracked, today);
  // One read covers both: the history's weeks and the achievements' days (today's week may end after today).
  const from = earlierDate(historyStart, achievementsStart);
  const days = await dayRecords(db, userId, from, weekOf(today).end);
  const history = levelHistory(days.filter((d) => d.date >= historyStart));
  return {
    level: history.at(-1)?.level ?? commitmentLevel(0),
    history,
    achievements: achievements(days.filter((d) => d.date >= achievementsStart && d.date <= today)),
  };
}
