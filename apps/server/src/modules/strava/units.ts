/**
 * Issue 9: whether synced runs and rides are logged in minutes or kilometres, and re-expressing the
 * user's synced runs and rides at once when that preference changes.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DISTANCE_SPORTS, type SyncedWorkoutUnits } from '@nutricoach/core/rules/activity-log';
import type { Db } from '../../db/client.ts';
import { trainingLogs, users } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const unitsOf = (value: string | null | undefined): SyncedWorkoutUnits =>
  value === 'kilometers' ? 'kilometers' : 'minutes';

/**
 * What a synced workout is written with: the user's time zone, weight and unit preference. Read with
 * FOR SHARE inside the writer's transaction, so a preference change (which updates this row) waits
 * for a running import, or the import for the change: no workout is written in the old unit after
 * the re-expression ran.
 */
export async function syncFacts(tx: Tx, userId: string) {
  const [u] = await tx
    .select({ timeZone: users.timeZone, weight: users.weightKg, units: users.stravaUnits })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return { timeZone: u?.timeZone ?? 'America/Lima', weight: u?.weight ?? null, units: unitsOf(u?.units) };
}

/**
 * Saves the preference and re-expresses, in one UPDATE, the user's synced runs and rides that carry
 * Strava's facts. The SQL is packages/core's `syncedDuration` (kilometers, movingMinutes) written
 * in double precision the same way, so a re-expressed log equals a freshly synced one. Manual logs
 * (no strava_activity_id) and a synced log the user turned into steps are left alone.
 */
export async function setStravaUnits(db: Db, userId: string, units: SyncedWorkoutUnits): Promise<number> {
  const t = trainingLogs;
  const tens = sql`floor(${t.distanceMeters} / 10 + 0.5)`;
  const inKm = units === 'kilometers' ? sql`${tens} >= 1` : sql`false`;
  return db.transaction(async (tx) => {
    await tx.update(users).set({ stravaUnits: units }).where(eq(users.id, userId));
    const rows = await tx
      .update(t)
      .set({
        units: sql`case when ${inKm} then 'kilometers' else 'minutes' end`,
        duration: sql`case when ${inKm} then ${tens} / 100 else greatest(1, floor(${t.movingTimeSeconds}::float8 / 60 + 0.5)) end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(t.userId, userId),
          isNotNull(t.stravaActivityId),
          inArray(t.stravaSportType, [...DISTANCE_SPORTS]),
          isNotNull(t.distanceMeters),
          isNotNull(t.movingTimeSeconds),
          inArray(t.units, ['minutes', 'kilometers']),
        ),
      )
      .returning({ id: t.id });
    return rows.length;
  });
}
