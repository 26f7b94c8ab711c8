/**
 * Strava's push events (docs/server-rules.md, "Strava webhooks"). Strava does not sign them, so
 * whoever learns the callback URL can send one. A create or update is harmless (the activity is
 * fetched from Strava with the athlete's own token), but an event that would delete something (a
 * synced workout, or the whole connection) is only recorded, and applied once Strava itself
 * confirms it: the activity answers 404, or the token refresh is refused. Confirming calls are
 * rationed to one per athlete a minute, claimed in the database so every process shares the count.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { stravaConnections, stravaPendingChecks, trainingLogs } from '../../db/schema.ts';
import { StravaError, type StravaTokens } from '../../providers/strava/types.ts';
import { accessToken, upsertActivities, type StravaDeps } from './service.ts';

/** At most one confirming call to Strava per athlete in this many seconds. */
export const CONFIRMATION_INTERVAL_SECONDS = 60;

export type StravaWebhookEvent = {
  object_type: 'activity' | 'athlete';
  object_id: number | string;
  aspect_type: 'create' | 'update' | 'delete';
  owner_id: number | string;
  updates?: Record<string, string>;
  subscription_id?: number | string;
};

/** applied: done; ignored: nothing to do, or Strava says it did not happen; pending: waits for Strava's word. */
export type WebhookResult = 'applied' | 'ignored' | 'pending';

export type WebhookOutcome = {
  result: WebhookResult;
  /** The user whose recorded events still wait for a check that this athlete's minute did not allow yet. */
  recheckUserId: string | null;
  /** A check that failed (Strava unreachable, rate limited...): it stays recorded for a later event. */
  error?: unknown;
};

type Connection = typeof stravaConnections.$inferSelect;
type PendingKind = 'activity_delete' | 'deauthorization';
type Check = { kind: PendingKind; objectId: string; outcome: WebhookResult; error?: unknown };

const IGNORED: WebhookOutcome = { result: 'ignored', recheckUserId: null };

const pendingOf = (userId: string, kind: PendingKind, objectId: string) =>
  and(
    eq(stravaPendingChecks.userId, userId),
    eq(stravaPendingChecks.kind, kind),
    eq(stravaPendingChecks.objectId, objectId),
  );

const syncedWorkout = (userId: string, activityId: string) =>
  and(eq(trainingLogs.userId, userId), eq(trainingLogs.stravaActivityId, activityId));

/** A Strava push: activity create/update/delete, or the athlete revoking access. */
export async function handleWebhookEvent(
  deps: StravaDeps,
  event: StravaWebhookEvent,
  subscriptionId?: string,
): Promise<WebhookOutcome> {
  if (subscriptionId !== undefined && String(event.subscription_id ?? '') !== subscriptionId) return IGNORED;
  const { db } = deps;
  const [connection] = await db
    .select()
    .from(stravaConnections)
    .where(eq(stravaConnections.athleteId, String(event.owner_id)));
  if (!connection) return IGNORED;
  const { userId } = connection;

  if (event.object_type === 'athlete') {
    if (event.updates?.authorized !== 'false') return IGNORED;
    await db
      .insert(stravaPendingChecks)
      .values({ userId, kind: 'deauthorization', objectId: '' })
      .onConflictDoNothing();
    return settle(deps, userId, { kind: 'deauthorization', objectId: '' });
  }

  const activityId = String(event.object_id);
  if (event.aspect_type === 'delete') {
    // Recorded only for a workout we hold: a flood of made-up activity ids leaves nothing behind.
    await db.execute(
      sql`insert into ${stravaPendingChecks} (user_id, kind, object_id)
          select ${userId}, 'activity_delete', ${activityId}
          where exists (select 1 from ${trainingLogs} where user_id = ${userId} and strava_activity_id = ${activityId})
          on conflict do nothing`,
    );
    const [waiting] = await db
      .select({ one: sql<number>`1` })
      .from(stravaPendingChecks)
      .where(pendingOf(userId, 'activity_delete', activityId));
    if (!waiting) return IGNORED;
    return settle(deps, userId, { kind: 'activity_delete', objectId: activityId });
  }

  // Create or update: what Strava answers for the activity is the truth, whoever sent the event.
  const activity = await deps.strava.getActivity(await accessToken(deps, connection), activityId);
  if (activity) await upsertActivities(db, userId, [activity]);
  else await db.delete(trainingLogs).where(syncedWorkout(userId, activityId)); // gone (or made private) on Strava
  await db.delete(stravaPendingChecks).where(pendingOf(userId, 'activity_delete', activityId)); // settled by that answer
  return { result: 'applied', recheckUserId: null };
}

/** A timer's second try at what an athlete's minute held back. */
export function recheckPending(deps: StravaDeps, userId: string): Promise<WebhookOutcome> {
  return settle(deps, userId, null);
}

/** Checks the next recorded event with Strava if the minute allows; the result is the reported event's. */
async function settle(
  deps: StravaDeps,
  userId: string,
  reported: { kind: PendingKind; objectId: string } | null,
): Promise<WebhookOutcome> {
  const check = await checkNext(deps, userId);
  const isReported = check && reported && check.kind === reported.kind && check.objectId === reported.objectId;
  const result = isReported ? check.outcome : reported ? 'pending' : (check?.outcome ?? 'ignored');
  if (check?.error) return { result, recheckUserId: null, error: check.error };
  const [left] = await deps.db
    .select({ one: sql<number>`1` })
    .from(stravaPendingChecks)
    .where(eq(stravaPendingChecks.userId, userId))
    .limit(1);
  return { result, recheckUserId: left ? userId : null };
}

/** The user's next recorded event (a deauthorization first, then the oldest), checked with Strava; null when none or the minute is not up. */
async function checkNext(deps: StravaDeps, userId: string): Promise<Check | null> {
  // A delete whose workout is gone already (the user removed it, or an update found it gone) needs no call.
  await deps.db.execute(
    sql`delete from ${stravaPendingChecks} p where p.user_id = ${userId} and p.kind = 'activity_delete'
        and not exists (select 1 from ${trainingLogs} l where l.user_id = p.user_id and l.strava_activity_id = p.object_id)`,
  );
  const [next] = await deps.db
    .select()
    .from(stravaPendingChecks)
    .where(eq(stravaPendingChecks.userId, userId))
    .orderBy(sql`${stravaPendingChecks.kind} = 'deauthorization' desc`, asc(stravaPendingChecks.reportedAt))
    .limit(1);
  if (!next) return null;
  // The athlete's minute, claimed with one conditional update: two processes cannot both get it.
  const [connection] = await deps.db
    .update(stravaConnections)
    .set({ lastConfirmationAt: sql`now()` })
    .where(
      and(
        eq(stravaConnections.userId, userId),
        or(
          isNull(stravaConnections.lastConfirmationAt),
          lte(
            stravaConnections.lastConfirmationAt,
            sql`now() - ${sql.raw(`interval '${CONFIRMATION_INTERVAL_SECONDS} seconds'`)}`,
          ),
        ),
      ),
    )
    .returning();
  if (!connection) return null;
  const kind = next.kind as PendingKind;
  try {
    const outcome =
      kind === 'deauthorization'
        ? await confirmDeauthorization(deps, connection)
        : await confirmActivityDelete(deps, connection, next.objectId);
    return { kind, objectId: next.objectId, outcome };
  } catch (error) {
    return { kind, objectId: next.objectId, outcome: 'pending', error };
  }
}

/** Strava refusing to refresh our grant (400/401) is its word that the athlete revoked it. */
async function confirmDeauthorization(deps: StravaDeps, connection: Connection): Promise<WebhookResult> {
  let fresh: StravaTokens;
  try {
    fresh = await deps.strava.refresh(deps.box.open(connection.refreshTokenEnc));
  } catch (err) {
    if (!(err instanceof StravaError && (err.status === 400 || err.status === 401))) throw err;
    // Its pending checks go with it; the synced workouts stay, as after a disconnect.
    await deps.db.delete(stravaConnections).where(eq(stravaConnections.userId, connection.userId));
    return 'applied';
  }
  // The grant still works: the event was not Strava's. Keep the refreshed tokens (Strava may rotate them).
  await deps.db
    .update(stravaConnections)
    .set({
      accessTokenEnc: deps.box.seal(fresh.accessToken),
      refreshTokenEnc: deps.box.seal(fresh.refreshToken),
      expiresAt: fresh.expiresAt,
    })
    .where(eq(stravaConnections.userId, connection.userId));
  await deps.db.delete(stravaPendingChecks).where(pendingOf(connection.userId, 'deauthorization', ''));
  return 'ignored';
}

/** Strava answering 404 for the activity is its word that it was deleted (or made private). */
async function confirmActivityDelete(
  deps: StravaDeps,
  connection: Connection,
  activityId: string,
): Promise<WebhookResult> {
  const activity = await deps.strava.getActivity(await accessToken(deps, connection), activityId);
  if (!activity) await deps.db.delete(trainingLogs).where(syncedWorkout(connection.userId, activityId));
  // Still there: the workout stays as the user has it (a forged delete changes nothing).
  await deps.db.delete(stravaPendingChecks).where(pendingOf(connection.userId, 'activity_delete', activityId));
  return activity ? 'ignored' : 'applied';
}
