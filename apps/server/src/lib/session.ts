/**
 * Authenticated routes: reads the bearer token, puts the user on the request, keeps the user's
 * time zone, and records the day's `login` action on the first authenticated call of their local day.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import { DEFAULT_TIME_ZONE } from '@nutricoach/core/constants/countries';
import { TIME_ZONE_HEADER } from '@nutricoach/core/contract/auth';
import { SESSION_DAYS } from '@nutricoach/core/constants/auth';
import { isValidTimeZone } from '@nutricoach/core/rules/local-date';
import { namedQuery, type Db } from '../db/client.ts';
import { AppError, unauthorized } from './errors.ts';
import { todayOf } from './today.ts';
import type { SessionClaims, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id and the id of this device's session. */
    user: SessionClaims;
    /** The user's plan is active (trial or paid): false restricts them to payments and referrals. */
    planActive: boolean;
    /** The user's IANA time zone for this call. */
    timeZone: string;
    /**
     * The user's existence and plan are still to be checked, by the route's own statement
     * (`checksSessionInStatement`): set by the session hook, cleared by `completeSessionCheck`.
     */
    sessionCheckPending: boolean;
    /** The plan's 402 (requireActivePlan) waits for that check. */
    planCheckPending: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route's one statement also checks the session (`userPlanRow`), saving the session
     * check's own round trip: its onRequest hook runs the statement and hands its answer to
     * `completeSessionCheck` (or calls `checkSessionNow` when its input is invalid).
     */
    checksSessionInStatement?: boolean;
  }
}

export function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 64 && isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

export function decorateSession(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as SessionClaims);
  app.decorateRequest('timeZone', DEFAULT_TIME_ZONE);
  app.decorateRequest('planActive', false);
  app.decorateRequest('sessionCheckPending', false);
  app.decorateRequest('planCheckPending', false);
}

/**
 * One row, when the user exists and the session is still theirs (not signed out, not expired):
 * `active`, whether their plan (trial or paid) is active now. The session check's read; a route
 * with `checksSessionInStatement` joins it into its own statement.
 */
export const userPlanRow = (userId: unknown, sessionId: unknown) => sql`
      select u.id, (u.trial_ends_at > now() or coalesce(s.current_period_end > now(), false)) as active
      from users u
      join sessions se on se.id = ${sessionId} and se.user_id = u.id and se.expires_at > now()
      left join subscriptions s on s.user_id = u.id
      where u.id = ${userId}`;

// One round trip: keep the time zone current, record today's login, and check the user still
// exists (a deleted account's token is refused) and whether their plan is active.
const sessionCheck = namedQuery<
  { active: boolean },
  { userId: string; sessionId: string; timeZone: string; today: string }
>(
  'session_check',
  (p) => sql`
      with tz as (update users set time_zone = ${p.timeZone} where id = ${p.userId} and time_zone <> ${p.timeZone}),
      login as (insert into user_logins (user_id, date) select id, ${p.today}::date from users where id = ${p.userId} on conflict do nothing)
      ${userPlanRow(p.userId, p.sessionId)}`,
);

// The same check without the writes, once this process has recorded the user's login and time
// zone for the day: most calls of a day only need to know the user exists and their plan.
const planCheck = namedQuery<{ active: boolean }, { userId: string; sessionId: string }>('plan_check', (p) =>
  userPlanRow(p.userId, p.sessionId),
);

/** A new session of the user (a sign-in) and its token; the user's expired sessions go. */
export async function startSession(db: Db, tokens: TokenService, userId: string): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .returning({ id: sessions.id });
  return tokens.signSession({ id: userId, sessionId: session!.id });
}

/** 'user|day|time zone' already written by this process; cleared when it grows past the bound. */
const recorded = new Set<string>();
const RECORDED_MAX = 50_000;

/** An onRequest hook that refuses any call without a valid session (401). */
export function sessionHook(opts: { db: Db; tokens: TokenService }) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const user = token ? await opts.tokens.verifySession(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
    request.timeZone = requestTimeZone(request);
    const today = todayOf(request.timeZone);
    const done = `${user.id}|${today}|${request.timeZone}`;
    if (recorded.has(done) && request.routeOptions.config?.checksSessionInStatement) {
      request.sessionCheckPending = true;
      return;
    }
    const [row] = recorded.has(done)
      ? await planCheck(opts.db, { userId: user.id, sessionId: user.sessionId })
      : await sessionCheck(opts.db, { userId: user.id, sessionId: user.sessionId, timeZone: request.timeZone, today });
    if (!row) throw unauthorized();
    if (recorded.size >= RECORDED_MAX) recorded.clear();
    recorded.add(done);
    request.planActive = row.active;
  };
}

/** Calls a user without an active plan may still make: what the shell and the sign-in routing read. */
const OPEN_WITHOUT_PLAN = new Set(['GET /api/preferences/recommendation-type', 'GET /api/user/objective']);

/** Whether `method` `path` answers a user without an active plan (and so never 402). */
export const opensWithoutPlan = (method: string, path: string) => OPEN_WITHOUT_PLAN.has(`${method} ${path}`);

/**
 * The answer of a route's statement that checked the session (`checksSessionInStatement`):
 * `active` undefined when it found no user (401, as the session hook), else the plan's state,
 * then the 402 if the route needs an active plan. Nothing when the hook already checked.
 */
export async function completeSessionCheck(request: FastifyRequest, active: boolean | undefined) {
  if (!request.sessionCheckPending) return;
  request.sessionCheckPending = false;
  if (active === undefined) throw unauthorized();
  request.planActive = active;
  if (request.planCheckPending) {
    request.planCheckPending = false;
    await requireActivePlan(request);
  }
}

/**
 * The session check on its own, for a route with `checksSessionInStatement` that will not run its
 * statement (its input is invalid: the check's 401 or 402 still comes first, as on every route).
 * The plugin of such a route also makes it a preHandler, so no handler runs with the check pending.
 */
export function checkSessionNow(db: Db) {
  return async function checkSession(request: FastifyRequest) {
    if (!request.sessionCheckPending) return;
    const [row] = await planCheck(db, { userId: request.user.id, sessionId: request.user.sessionId });
    await completeSessionCheck(request, row?.active);
  };
}

/** An onRequest hook (after the session's) that answers 402 when the plan is not active. */
export async function requireActivePlan(request: FastifyRequest) {
  if (request.sessionCheckPending) {
    request.planCheckPending = true;
    return;
  }
  if (request.planActive) return;
  if (opensWithoutPlan(request.method, request.url.split('?')[0]!)) return;
  throw new AppError(402, 'Tu plan no está activo. Contrata un plan para seguir usando NutriCoach.', 'PLAN_INACTIVE');
}
