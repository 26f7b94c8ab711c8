/** The Strava link: connect (OAuth), import activities into the exercise log, disconnect. Webhook events: webhook.ts. */
import { eq } from 'drizzle-orm';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { activityToLog, type SyncedWorkoutUnits } from '@nutricoach/core/rules/activity-log';
import type { Db } from '../../db/client.ts';
import { stravaConnections, trainingLogs, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { TokenService } from '../../lib/tokens.ts';
import {
  StravaError,
  type StravaActivity,
  type StravaProvider,
  type StravaTokens,
} from '../../providers/strava/types.ts';
import { setStravaUnits, syncFacts, unitsOf } from './units.ts';

export type StravaDeps = { db: Db; strava: StravaProvider; box: SecretBox; tokens: TokenService };

const STATE_PURPOSE = 'strava-state';
const STATE_MINUTES = 10;
const IMPORT_DAYS = 30;
/** Refresh a token this long before it expires. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export async function stravaStatus(db: Db, userId: string) {
  const [row] = await db
    .select({ athleteId: stravaConnections.athleteId, units: users.stravaUnits })
    .from(users)
    .leftJoin(stravaConnections, eq(stravaConnections.userId, users.id))
    .where(eq(users.id, userId));
  return { connected: Boolean(row?.athleteId), athlete_id: row?.athleteId ?? null, units: unitsOf(row?.units) };
}

/** PUT /strava/units: the new preference, with the user's synced runs and rides re-expressed in it. */
export async function putStravaUnits(db: Db, userId: string, units: SyncedWorkoutUnits) {
  const updated = await setStravaUnits(db, userId, units);
  return { ...(await stravaStatus(db, userId)), updated };
}

export async function connectUrl({ strava, tokens }: StravaDeps, userId: string, origin: string) {
  const state = await tokens.signPurpose(STATE_PURPOSE, userId, STATE_MINUTES);
  return strava.authorizeUrl(state, `${origin}/strava`);
}

function unavailable(err: unknown): never {
  if (err instanceof StravaError && err.status === 429)
    throw new AppError(
      503,
      'Strava está recibiendo demasiadas solicitudes. Intenta de nuevo en unos minutos.',
      'STRAVA_RATE_LIMITED',
    );
  if (err instanceof AppError) throw err;
  throw new AppError(502, 'No pudimos comunicarnos con Strava. Intenta de nuevo.', 'STRAVA_UNAVAILABLE');
}

/**
 * Activities into the exercise log, keyed by their Strava id (a replay updates, never duplicates), in
 * the user's unit, with Strava's facts kept so a later change of unit can re-express them.
 */
export async function upsertActivities(db: Db, userId: string, activities: StravaActivity[]) {
  await db.transaction(async (tx) => {
    const facts = await syncFacts(tx, userId);
    for (const raw of activities) {
      // The column is whole seconds (Strava's are); the log is computed from what is stored.
      const activity = { ...raw, movingTimeSeconds: Math.round(raw.movingTimeSeconds) };
      const values = {
        date: localDateOf(new Date(activity.startDate), facts.timeZone),
        ...activityToLog(activity, facts.weight, facts.units),
        stravaSportType: activity.sportType,
        distanceMeters: activity.distanceMeters,
        movingTimeSeconds: activity.movingTimeSeconds,
      };
      await tx
        .insert(trainingLogs)
        .values({ userId, ...values, stravaActivityId: activity.id })
        .onConflictDoUpdate({
          target: [trainingLogs.userId, trainingLogs.stravaActivityId],
          set: { ...values, updatedAt: new Date() },
        });
    }
  });
}

export async function connect(deps: StravaDeps, userId: string, code: string, state: string) {
  const { db, strava, box, tokens } = deps;
  if ((await tokens.verifyPurpose(STATE_PURPOSE, state)) !== userId) {
    throw new AppError(400, 'La conexión con Strava venció o no es válida. Vuelve a intentarlo.', 'STRAVA_BAD_STATE');
  }
  let granted: StravaTokens & { athleteId: string };
  try {
    granted = await strava.exchangeCode(code);
  } catch (err) {
    if (err instanceof StravaError && err.status >= 400 && err.status < 500 && err.status !== 429) {
      throw new AppError(400, 'Strava no aceptó la autorización. Vuelve a intentarlo.', 'STRAVA_BAD_CODE');
    }
    unavailable(err);
  }
  const [taken] = await db
    .select({ userId: stravaConnections.userId })
    .from(stravaConnections)
    .where(eq(stravaConnections.athleteId, granted.athleteId));
  if (taken && taken.userId !== userId)
    throw new AppError(409, 'Esa cuenta de Strava ya está conectada a otro usuario.', 'STRAVA_ATHLETE_TAKEN');
  const row = {
    athleteId: granted.athleteId,
    accessTokenEnc: box.seal(granted.accessToken),
    refreshTokenEnc: box.seal(granted.refreshToken),
    expiresAt: granted.expiresAt,
  };
  await db
    .insert(stravaConnections)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: stravaConnections.userId, set: row });

  const after = Math.floor(Date.now() / 1000) - IMPORT_DAYS * 86_400;
  let activities: StravaActivity[];
  try {
    activities = await strava.listActivities(granted.accessToken, after);
  } catch (err) {
    unavailable(err);
  }
  await upsertActivities(db, userId, activities);
  return { ...(await stravaStatus(db, userId)), imported: activities.length };
}

/** A working access token for a connection, refreshed first when it is about to expire. */
export async function accessToken(
  { db, strava, box }: StravaDeps,
  connection: typeof stravaConnections.$inferSelect,
): Promise<string> {
  if (connection.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) return box.open(connection.accessTokenEnc);
  const fresh = await strava.refresh(box.open(connection.refreshTokenEnc));
  await db
    .update(stravaConnections)
    .set({
      accessTokenEnc: box.seal(fresh.accessToken),
      refreshTokenEnc: box.seal(fresh.refreshToken),
      expiresAt: fresh.expiresAt,
    })
    .where(eq(stravaConnections.userId, connection.userId));
  return fresh.accessToken;
}

export async function disconnect(deps: StravaDeps, userId: string) {
  const [connection] = await deps.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId));
  if (!connection) return stravaStatus(deps.db, userId);
  try {
    await deps.strava.deauthorize(await accessToken(deps, connection));
  } catch {
    // Forgetting the tokens is what matters; Strava also lets the athlete revoke us from their side.
  }
  await deps.db.delete(stravaConnections).where(eq(stravaConnections.userId, userId)); // synced logs stay
  return stravaStatus(deps.db, userId);
}
