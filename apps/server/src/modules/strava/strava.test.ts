import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { syncedDuration } from '@nutricoach/core/rules/activity-log';
import { loadConfig, stravaProviderFor } from '../../config.ts';
import { stravaConnections, trainingLogs, users } from '../../db/schema.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { startSession } from '../../lib/session.ts';
import {
  createTestApp,
  type RequestHeaders,
  signIn,
  type TestApp,
  testConfig,
  uniquePhone,
} from '../../test-support/app.ts';

/**
 * A fake Strava on 127.0.0.1: OAuth, activities, deauthorize; can answer 429 and expire tokens.
 * Tokens name their athlete (access-4242, refresh-4242-r3); a revoked athlete's refresh is refused
 * with 400 and their access tokens with 401, as Strava does after a deauthorization.
 */
class FakeStrava {
  server: Server;
  base = '';
  tooManyLeft = 0;
  tokenLifetimeSeconds = 6 * 3600;
  refreshes = 0;
  athletes = 4241;
  revoked = new Set<string>();
  deauthorized: string[] = [];
  calls: string[] = [];
  activities = new Map<string, Record<string, unknown>>();
  constructor() {
    this.server = createServer(async (req, res) => {
      const url = new URL(req.url!, 'http://x');
      this.calls.push(`${req.method} ${url.pathname}`);
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (this.tooManyLeft > 0) {
        this.tooManyLeft -= 1;
        return json(429, { message: 'Rate Limit Exceeded' });
      }
      const expires = Math.floor(Date.now() / 1000) + this.tokenLifetimeSeconds;
      if (url.pathname === '/oauth/token' && form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== 'good-code') return json(400, { message: 'Bad Request' });
        this.athletes += 1; // every authorization is another athlete
        const athlete = this.athletes;
        return json(200, {
          access_token: `access-${athlete}`,
          refresh_token: `refresh-${athlete}`,
          expires_at: expires,
          athlete: { id: athlete },
        });
      }
      if (url.pathname === '/oauth/token' && form.get('grant_type') === 'refresh_token') {
        const athlete = /^refresh-(\d+)/.exec(form.get('refresh_token') ?? '')?.[1] ?? '';
        if (this.revoked.has(athlete))
          return json(400, {
            message: 'Bad Request',
            errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }],
          });
        this.refreshes += 1;
        return json(200, {
          access_token: `access-${athlete}-r${this.refreshes}`,
          refresh_token: `refresh-${athlete}-r${this.refreshes}`,
          expires_at: Math.floor(Date.now() / 1000) + 6 * 3600,
        });
      }
      if (url.pathname === '/oauth/deauthorize') {
        this.deauthorized.push(form.get('access_token') ?? '');
        return json(200, {});
      }
      const bearer = /^Bearer access-(\d+)/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || this.revoked.has(bearer)) return json(401, { message: 'Authorization Error' });
      if (url.pathname === '/api/v3/athlete/activities')
        return json(200, url.searchParams.get('page') === '1' ? [...this.activities.values()] : []);
      const one = /^\/api\/v3\/activities\/(\w+)$/.exec(url.pathname);
      if (one)
        return this.activities.has(one[1]!)
          ? json(200, this.activities.get(one[1]!))
          : json(404, { message: 'Record Not Found' });
      json(404, {});
    });
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  /** The calls that reached this fake since `from` (an index into `calls`). */
  callsSince(from: number) {
    return this.calls.slice(from);
  }
  activity(id: number, over: Record<string, unknown> = {}) {
    this.activities.set(String(id), {
      id,
      name: 'Rodaje',
      sport_type: 'Run',
      start_date: new Date(Date.now() - 3600_000).toISOString(),
      moving_time: 1800,
      distance: 5000,
      ...over,
    });
  }
}

const fake = new FakeStrava();
/** The push subscription's id; every event of the main app carries it, as Strava's do. */
const SUBSCRIPTION = '777';
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  const base = testConfig();
  t = await createTestApp({
    strava: {
      ...base.strava,
      provider: 'strava',
      clientId: '123',
      clientSecret: 'shh',
      apiBase: fake.base,
      backoffMs: 10,
      subscriptionId: SUBSCRIPTION,
    },
  });
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

const stateFrom = (url: string) => new URL(url).searchParams.get('state')!;
const webhookPath = () => `/api/strava/webhook/${t.config.strava.webhookPathToken}`;
const webhook = (event: object) =>
  t.call(
    'POST',
    webhookPath(),
    {},
    { subscription_id: Number(SUBSCRIPTION), event_time: Math.floor(Date.now() / 1000), ...event },
  );

/** A signed-in user connected to the fake Strava; `before` runs between signing in and connecting. */
async function connectedUser(before?: (headers: RequestHeaders) => Promise<unknown>) {
  const s = await signIn(t.app);
  await before?.(s.headers);
  const { url } = (await t.call('GET', '/api/strava/connect-url', s.headers)).json();
  const res = await t.call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: stateFrom(url) });
  const [user] = await t.db.select().from(users).where(eq(users.phone, s.phone));
  return { ...s, res, userId: user!.id, athleteId: Number(res.json().athlete_id) };
}
const logsOf = (userId: string) => t.db.select().from(trainingLogs).where(eq(trainingLogs.userId, userId));

describe('Strava connection', () => {
  it('exchanges the code, stores the tokens encrypted and imports the last 30 days', async () => {
    fake.activity(1001, { name: 'Morning Run', calories: 300 });
    fake.activity(1002, { name: 'Paseo', sport_type: 'Ride', moving_time: 3600 });
    const { res, headers, userId } = await connectedUser();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true, athlete_id: expect.any(String), units: 'minutes', imported: 2 });
    expect((await t.call('GET', '/api/strava/status', headers)).json()).toEqual({
      connected: true,
      athlete_id: res.json().athlete_id,
      units: 'minutes',
      available: true,
    });
    const [row] = await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId));
    expect(row!.accessTokenEnc).not.toContain('access-');
    expect(row!.refreshTokenEnc).not.toContain('refresh-');
    const logs = await logsOf(userId);
    expect(logs.map((l) => [l.stravaActivityId, l.description, l.duration, l.units]).sort()).toEqual([
      ['1001', 'Morning Run (Carrera)', 30, 'minutes'],
      ['1002', 'Paseo (Ciclismo)', 60, 'minutes'],
    ]);
    expect(logs.find((l) => l.stravaActivityId === '1001')!.calories).toBe(300);
    // The daily summary shows them as synced.
    const day = (
      await t.call('GET', `/api/summaries/daily?date=${logs[0]!.date}`, { ...headers, 'x-time-zone': 'America/Lima' })
    ).json();
    expect(day.training.some((l: { strava_activity_id: string | null }) => l.strava_activity_id === '1001')).toBe(true);
    // Disconnect forgets the tokens, deauthorizes on Strava, and keeps the synced logs.
    expect((await t.call('POST', '/api/strava/disconnect', headers)).json()).toEqual({
      connected: false,
      athlete_id: null,
      units: 'minutes',
    });
    expect(fake.deauthorized).toContain(`access-${res.json().athlete_id}`);
    expect((await logsOf(userId)).length).toBe(2);
  });

  it('refuses a wrong or forged state, and a code Strava rejects', async () => {
    const s = await signIn(t.app);
    const other = await signIn(t.app);
    const { url } = (await t.call('GET', '/api/strava/connect-url', other.headers)).json();
    const wrong = await t.call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: stateFrom(url) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La conexión con Strava venció o no es válida. Vuelve a intentarlo.');
    expect(
      (await t.call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: 'forged' })).statusCode,
    ).toBe(400);
    const mine = (await t.call('GET', '/api/strava/connect-url', s.headers)).json().url;
    const bad = await t.call('POST', '/api/strava/connect', s.headers, { code: 'bad-code', state: stateFrom(mine) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Strava no aceptó la autorización. Vuelve a intentarlo.');
    expect((await t.call('POST', '/api/strava/connect', s.headers, {})).statusCode).toBe(400);
  });

  it('retries a 429 with backoff instead of failing', async () => {
    fake.tooManyLeft = 2;
    const { res } = await connectedUser();
    expect(res.statusCode).toBe(200);
    fake.tooManyLeft = 10;
    const s = await signIn(t.app);
    const { url } = (await t.call('GET', '/api/strava/connect-url', s.headers)).json();
    const limited = await t.call('POST', '/api/strava/connect', s.headers, {
      code: 'good-code',
      state: stateFrom(url),
    });
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toBe(
      'Strava está recibiendo demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    );
    fake.tooManyLeft = 0;
  });
});

describe('Strava webhook', () => {
  it('answers the subscription challenge only at the secret path, and only with the verify token', async () => {
    const challenge = (path: string, verify = t.config.strava.webhookVerifyToken) =>
      t.call('GET', `${path}?hub.mode=subscribe&hub.challenge=abc123&hub.verify_token=${verify}`);
    expect((await challenge(webhookPath())).json()).toEqual({ 'hub.challenge': 'abc123' });
    expect((await challenge(webhookPath(), 'nope')).statusCode).toBe(403);
    expect((await challenge('/api/strava/webhook')).statusCode).toBe(404);
    expect((await challenge('/api/strava/webhook/not-the-secret-path-token-x')).statusCode).toBe(404);
  });

  it('creates, updates and deletes logs; a replayed event makes no second log; refreshes an expired token', async () => {
    fake.activities.clear();
    const { userId, athleteId } = await connectedUser();
    // The stored token is about to expire: the next call refreshes it first.
    await t.db
      .update(stravaConnections)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(stravaConnections.userId, userId));
    fake.activity(2001, { name: 'Fondo largo' });
    const create = {
      object_type: 'activity',
      object_id: 2001,
      aspect_type: 'create',
      owner_id: athleteId,
      updates: {},
    };
    expect((await webhook(create)).json()).toEqual({ result: 'applied' });
    expect(fake.refreshes).toBeGreaterThan(0);
    await webhook(create);
    expect((await logsOf(userId)).filter((l) => l.stravaActivityId === '2001')).toHaveLength(1);

    fake.activity(2001, { name: 'Fondo largo editado', moving_time: 5400 });
    await webhook({ ...create, aspect_type: 'update', updates: { title: 'Fondo largo editado' } });
    const [edited] = (await logsOf(userId)).filter((l) => l.stravaActivityId === '2001');
    expect(edited).toMatchObject({ description: 'Fondo largo editado (Carrera)', duration: 90 });

    fake.activities.delete('2001'); // a real delete: Strava answers 404 for it now
    expect((await webhook({ ...create, aspect_type: 'delete' })).json()).toEqual({ result: 'applied' });
    expect((await logsOf(userId)).filter((l) => l.stravaActivityId === '2001')).toHaveLength(0);
  });

  it('forgets the connection when the athlete deauthorizes, and ignores unknown athletes', async () => {
    const { userId, headers, athleteId } = await connectedUser();
    fake.revoked.add(String(athleteId)); // the athlete revoked us on Strava
    expect(
      (
        await webhook({
          object_type: 'athlete',
          object_id: athleteId,
          aspect_type: 'update',
          owner_id: athleteId,
          updates: { authorized: 'false' },
        })
      ).json(),
    ).toEqual({ result: 'applied' });
    expect((await t.call('GET', '/api/strava/status', headers)).json()).toEqual({
      connected: false,
      athlete_id: null,
      units: 'minutes',
      available: true,
    });
    expect(await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId))).toHaveLength(0);
    expect(
      (await webhook({ object_type: 'activity', object_id: 1, aspect_type: 'create', owner_id: 999 })).json(),
    ).toEqual({ result: 'ignored' });
    expect((await webhook({ object_type: 'planet', object_id: 1 })).statusCode).toBe(400);
  });
});

describe('Strava webhook: forged events (issue 12)', () => {
  /** A connected user with `count` synced workouts that Strava still has. */
  async function userWithWorkouts(firstId: number, count = 10) {
    fake.activities.clear();
    for (let i = 0; i < count; i++) fake.activity(firstId + i, { name: `Rodaje ${i + 1}` });
    const user = await connectedUser();
    expect(user.res.json()).toMatchObject({ connected: true, imported: count });
    const deleteOf = (id: number) => ({
      object_type: 'activity',
      object_id: id,
      aspect_type: 'delete',
      owner_id: user.athleteId,
      updates: {},
    });
    const deauthorization = {
      object_type: 'athlete',
      object_id: user.athleteId,
      aspect_type: 'update',
      owner_id: user.athleteId,
      updates: { authorized: 'false' },
    };
    return { ...user, deleteOf, deauthorization };
  }
  const isConnected = async (headers: RequestHeaders) =>
    (await t.call('GET', '/api/strava/status', headers)).json().connected as boolean;
  /** The athlete's minute is up: as if the last check with Strava was 61 s ago. */
  const minutePasses = (userId: string) =>
    t.db
      .update(stravaConnections)
      .set({ lastConfirmationAt: new Date(Date.now() - 61_000) })
      .where(eq(stravaConnections.userId, userId));
  const stravaCallsFor = (calls: string[]) =>
    calls.filter((c) => c.startsWith('GET /api/v3/activities/') || c === 'POST /oauth/token');

  it('answers the old path without the secret 404, and keeps the workouts and the connection (the reported attack)', async () => {
    const { userId, headers, deleteOf, deauthorization } = await userWithWorkouts(7001);
    for (let i = 0; i < 10; i++) {
      const res = await t.call(
        'POST',
        '/api/strava/webhook',
        {},
        { subscription_id: Number(SUBSCRIPTION), ...deleteOf(7001 + i) },
      );
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await t.call('POST', '/api/strava/webhook', {}, { subscription_id: Number(SUBSCRIPTION), ...deauthorization }))
        .statusCode,
    ).toBe(404);
    expect(await logsOf(userId)).toHaveLength(10);
    expect(await isConnected(headers)).toBe(true);
  });

  it('answers a wrong secret 404 before reading the event, and changes nothing', async () => {
    const { userId, headers, deleteOf, deauthorization } = await userWithWorkouts(7101, 2);
    fake.activities.clear(); // even a delete Strava would confirm
    const right = t.config.strava.webhookPathToken;
    const wrongs = [
      `${right.slice(0, -1)}${right.endsWith('a') ? 'b' : 'a'}`,
      right.toUpperCase() === right ? right.toLowerCase() : right.toUpperCase(),
      'x',
      `${right}x`,
    ];
    for (const wrong of wrongs) {
      for (const event of [deleteOf(7101), deauthorization, { nonsense: true }]) {
        const res = await t.call(
          'POST',
          `/api/strava/webhook/${wrong}`,
          {},
          { subscription_id: Number(SUBSCRIPTION), ...event },
        );
        expect(res.statusCode, wrong).toBe(404);
        expect(res.json()).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
      }
    }
    expect(await logsOf(userId)).toHaveLength(2);
    expect(await isConnected(headers)).toBe(true);
    // The same event at the right path is heard (and, Strava confirming it, applied).
    expect((await webhook(deleteOf(7101))).json()).toEqual({ result: 'applied' });
    expect(await logsOf(userId)).toHaveLength(1);
  });

  it('keeps a workout whose delete event Strava does not confirm (the activity is still there)', async () => {
    const { userId, deleteOf } = await userWithWorkouts(7201, 3);
    const from = fake.calls.length;
    expect((await webhook(deleteOf(7202))).json()).toEqual({ result: 'ignored' });
    expect(fake.callsSince(from)).toEqual(['GET /api/v3/activities/7202']);
    expect((await logsOf(userId)).map((l) => l.stravaActivityId).sort()).toEqual(['7201', '7202', '7203']);
    // A delete for an activity we never synced records nothing and asks Strava nothing.
    await minutePasses(userId);
    expect((await webhook(deleteOf(999_999))).json()).toEqual({ result: 'ignored' });
    expect(fake.callsSince(from)).toHaveLength(1);
  });

  it('keeps the connection when a deauthorization arrives while the token refresh still works', async () => {
    const { userId, headers, deauthorization } = await userWithWorkouts(7301, 1);
    const from = fake.calls.length;
    expect((await webhook(deauthorization)).json()).toEqual({ result: 'ignored' });
    expect(fake.callsSince(from)).toEqual(['POST /oauth/token']);
    expect(await isConnected(headers)).toBe(true);
    // The refreshed tokens are kept: the next call works with them.
    const [row] = await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
    fake.activity(7302, { name: 'Después' });
    expect(
      (
        await webhook({ object_type: 'activity', object_id: 7302, aspect_type: 'create', owner_id: row!.athleteId })
      ).json(),
    ).toEqual({ result: 'applied' });
    expect(await logsOf(userId)).toHaveLength(2);
  });

  it('applies a genuine delete (Strava answers 404) and a genuine deauthorization (the refresh is refused)', async () => {
    const { userId, headers, athleteId, deleteOf, deauthorization } = await userWithWorkouts(7401, 3);
    fake.activities.delete('7402');
    expect((await webhook(deleteOf(7402))).json()).toEqual({ result: 'applied' });
    expect((await logsOf(userId)).map((l) => l.stravaActivityId).sort()).toEqual(['7401', '7403']);

    await minutePasses(userId);
    fake.revoked.add(String(athleteId));
    expect((await webhook(deauthorization)).json()).toEqual({ result: 'applied' });
    expect(await isConnected(headers)).toBe(false);
    expect(await logsOf(userId)).toHaveLength(2); // as after a disconnect, the synced workouts stay
  });

  it('asks Strava at most once a minute per athlete, however many events arrive', async () => {
    const { userId, headers, deleteOf, deauthorization } = await userWithWorkouts(7501, 5);
    const from = fake.calls.length;
    const flood = Array.from({ length: 50 }, (_, i) => (i % 10 === 9 ? deauthorization : deleteOf(7501 + (i % 7))));
    const results = [];
    for (const event of flood) results.push((await webhook(event)).json().result);
    expect(stravaCallsFor(fake.callsSince(from))).toHaveLength(1);
    expect(fake.callsSince(from)).toHaveLength(1);
    expect(results).not.toContain('applied');
    expect(results.filter((r) => r === 'pending').length).toBeGreaterThan(30); // recorded, waiting for their minute
    expect(await logsOf(userId)).toHaveLength(5);
    expect(await isConnected(headers)).toBe(true);
    // Concurrent events share the minute too (the claim is one conditional UPDATE).
    await Promise.all(flood.slice(0, 20).map((event) => webhook(event)));
    expect(fake.callsSince(from)).toHaveLength(1);

    // Each further minute allows one more check; a genuine delete queued behind the forged ones is
    // applied in its turn, and every forged one is dropped without touching a workout.
    fake.activities.delete('7503');
    let minutes = 0;
    while ((await logsOf(userId)).some((l) => l.stravaActivityId === '7503')) {
      expect(++minutes).toBeLessThanOrEqual(7);
      const before = fake.calls.length;
      await minutePasses(userId);
      await webhook(deleteOf(7503));
      await webhook(deleteOf(7503));
      expect(fake.calls.length - before).toBe(1);
    }
    expect((await logsOf(userId)).map((l) => l.stravaActivityId).sort()).toEqual(['7501', '7502', '7504', '7505']);
    expect(await isConnected(headers)).toBe(true);
  });

  it('ignores events of another push subscription, and events that name none', async () => {
    const { userId, headers, athleteId, deleteOf, deauthorization } = await userWithWorkouts(7601, 2);
    fake.activities.clear();
    fake.revoked.add(String(athleteId)); // what would make both events genuine
    const from = fake.calls.length;
    for (const event of [deleteOf(7601), deauthorization]) {
      expect((await webhook({ ...event, subscription_id: 778 })).json()).toEqual({ result: 'ignored' });
      expect((await t.call('POST', webhookPath(), {}, event)).json()).toEqual({ result: 'ignored' });
    }
    expect(fake.callsSince(from)).toHaveLength(0);
    expect(await logsOf(userId)).toHaveLength(2);
    expect(await isConnected(headers)).toBe(true);
  });
});

const UNITS_ERROR = 'Elige cómo ver tus carreras y ciclismo: en minutos o en kilómetros';
const putUnits = (headers: RequestHeaders, units: unknown) => t.call('PUT', '/api/strava/units', headers, { units });
/** Each log as [duration, units], keyed by its Strava id (or its description when manual). */
const shown = async (userId: string) =>
  Object.fromEntries((await logsOf(userId)).map((l) => [l.stravaActivityId ?? l.description, [l.duration, l.units]]));
const today = () => localDateOf(new Date(), 'America/Lima');

describe('Strava units: minutes or km for runs and rides (issue 9)', () => {
  it('keeps the preference on the user: minutes by default, then what PUT /strava/units saves, also before connecting', async () => {
    const { headers } = await signIn(t.app);
    const status = async () => (await t.call('GET', '/api/strava/status', headers)).json();
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'minutes', available: true });
    const km = await putUnits(headers, 'kilometers');
    expect(km.statusCode).toBe(200);
    expect(km.json()).toEqual({ connected: false, athlete_id: null, units: 'kilometers', updated: 0 });
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'kilometers', available: true });
    expect((await putUnits(headers, 'minutes')).json()).toMatchObject({ units: 'minutes' });
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'minutes', available: true });
  });

  it('refuses anything but minutes or kilometers with a Spanish 400, and is gated like the other Strava calls', async () => {
    const { headers, phone } = await signIn(t.app);
    for (const payload of [{ units: 'millas' }, { units: 'Kilómetros' }, { units: 5 }, {}, []]) {
      const bad = await t.call('PUT', '/api/strava/units', headers, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: UNITS_ERROR, code: 'VALIDATION_ERROR' });
    }
    const empty = await t.call('PUT', '/api/strava/units', headers);
    expect([empty.statusCode, empty.json().message]).toEqual([400, UNITS_ERROR]);
    expect((await t.call('GET', '/api/strava/status', headers)).json().units).toBe('minutes');
    expect((await t.call('PUT', '/api/strava/units', {}, { units: 'kilometers' })).statusCode).toBe(401);
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, phone));
    expect((await putUnits(headers, 'kilometers')).statusCode).toBe(402);
    expect((await t.call('GET', '/api/strava/status', headers)).statusCode).toBe(402);
  });

  it('imports runs and rides in km (two decimals) when km are preferred; walks, strength and runs without a distance stay in minutes', async () => {
    fake.activities.clear();
    fake.activity(3001, { name: 'Rodaje', moving_time: 1830, distance: 6215 }); // 621.5 → 622 tens of metres = 6.22 km
    fake.activity(3002, { name: 'Vuelta', sport_type: 'Ride', moving_time: 3600, distance: 22013.4 }); // 2201.34 → 2201 = 22.01 km
    fake.activity(3003, { name: 'Paseo', sport_type: 'Walk', moving_time: 2700, distance: 3800 }); // 45 min
    fake.activity(3004, { name: 'Cinta', moving_time: 1500, distance: 0 }); // treadmill: 25 min
    fake.activity(3005, { name: 'Gimnasio', sport_type: 'WeightTraining', moving_time: 3000, distance: 0 }); // 50 min
    const { res, userId, headers } = await connectedUser((h) => putUnits(h, 'kilometers'));
    expect(res.json()).toMatchObject({ connected: true, units: 'kilometers', imported: 5 });
    expect(await shown(userId)).toEqual({
      3001: [6.22, 'kilometers'],
      3002: [22.01, 'kilometers'],
      3003: [45, 'minutes'],
      3004: [25, 'minutes'],
      3005: [50, 'minutes'],
    });
    const run = (await logsOf(userId)).find((l) => l.stravaActivityId === '3001')!;
    expect(run).toMatchObject({
      stravaSportType: 'Run',
      distanceMeters: 6215,
      movingTimeSeconds: 1830,
      description: 'Rodaje (Carrera)',
    });
    const day = (
      await t.call('GET', `/api/summaries/daily?date=${run.date}`, { ...headers, 'x-time-zone': 'America/Lima' })
    ).json();
    expect(day.training.find((l: { strava_activity_id: string }) => l.strava_activity_id === '3001')).toMatchObject({
      duration: 6.22,
      units: 'kilometers',
    });
  });

  it('writes a webhook create and update of a run in km, and a run edited into a walk in minutes', async () => {
    fake.activities.clear();
    const { userId, athleteId } = await connectedUser((h) => putUnits(h, 'kilometers'));
    fake.activity(4001, { name: 'Fondo', moving_time: 1800, distance: 5000 });
    const create = {
      object_type: 'activity',
      object_id: 4001,
      aspect_type: 'create',
      owner_id: athleteId,
      updates: {},
    };
    expect((await webhook(create)).json()).toEqual({ result: 'applied' });
    expect((await shown(userId))['4001']).toEqual([5, 'kilometers']);

    fake.activity(4001, { name: 'Fondo', moving_time: 3300, distance: 10234.6 }); // 1023.46 → 1023 = 10.23 km
    expect((await webhook({ ...create, aspect_type: 'update', updates: { title: 'Fondo' } })).json()).toEqual({
      result: 'applied',
    });
    expect((await shown(userId))['4001']).toEqual([10.23, 'kilometers']);

    fake.activity(4001, { name: 'Fondo', sport_type: 'Walk', moving_time: 3300, distance: 10234.6 }); // 55 min
    await webhook({ ...create, aspect_type: 'update', updates: { type: 'Walk' } });
    expect((await shown(userId))['4001']).toEqual([55, 'minutes']);
  });

  it('switching back and forth re-expresses synced runs and rides at once, leaving manual logs, steps, older syncs and other users alone', async () => {
    fake.activities.clear();
    fake.activity(5001, { name: 'Rodaje', moving_time: 1830, distance: 6215 });
    fake.activity(5002, { name: 'Vuelta', sport_type: 'Ride', moving_time: 3600, distance: 22013.4 });
    fake.activity(5003, { name: 'Paseo', sport_type: 'Walk', moving_time: 2700, distance: 3800 });
    fake.activity(5004, { name: 'Trote contado en pasos', moving_time: 1200, distance: 3000 });
    const a = await connectedUser();
    const b = await connectedUser(); // another athlete with the same activity ids
    const lima = { ...a.headers, 'x-time-zone': 'America/Lima' };
    const manual = async (duration: number, units: string, description: string) =>
      t.call('POST', '/api/logs/training', lima, {
        training_log: { date: today(), description, duration, units, calories: 200 },
      });
    expect((await manual(60, 'minutes', 'Fútbol con amigos')).statusCode).toBe(201);
    expect((await manual(3.5, 'kilometers', 'Trote por el malecón')).statusCode).toBe(201);
    // The user turned one synced run into steps by hand; a workout synced before issue 9 has no facts.
    const stepsLog = (await logsOf(a.userId)).find((l) => l.stravaActivityId === '5004')!;
    await t.call('PUT', `/api/logs/training/${stepsLog.id}`, lima, {
      training_log: {
        date: stepsLog.date,
        description: stepsLog.description,
        duration: 4200,
        units: 'steps',
        calories: stepsLog.calories,
      },
    });
    await t.db.insert(trainingLogs).values({
      userId: a.userId,
      date: today(),
      description: 'Carrera antigua (Carrera)',
      duration: 40,
      units: 'minutes',
      calories: 300,
      stravaActivityId: '5999',
    });

    const untouched = async () =>
      (await logsOf(a.userId)).filter(
        (l) => !l.stravaActivityId || ['5003', '5004', '5999'].includes(l.stravaActivityId),
      );
    const before = { mine: await untouched(), other: await logsOf(b.userId) };
    const minutes = {
      5001: [31, 'minutes'],
      5002: [60, 'minutes'],
      5003: [45, 'minutes'],
      5004: [4200, 'steps'],
      5999: [40, 'minutes'],
      'Fútbol con amigos': [60, 'minutes'],
      'Trote por el malecón': [3.5, 'kilometers'],
    };
    const km = { ...minutes, 5001: [6.22, 'kilometers'], 5002: [22.01, 'kilometers'] };
    expect(await shown(a.userId)).toEqual(minutes);

    const toKm = await putUnits(a.headers, 'kilometers');
    expect(toKm.json()).toEqual({ connected: true, athlete_id: String(a.athleteId), units: 'kilometers', updated: 2 });
    expect(await shown(a.userId)).toEqual(km);
    // The ride's own day: it started an hour ago, which after midnight in Lima is yesterday.
    const rideDate = (await logsOf(a.userId)).find((l) => l.stravaActivityId === '5002')!.date;
    const day = (await t.call('GET', `/api/summaries/daily?date=${rideDate}`, lima)).json();
    expect(day.training.find((l: { strava_activity_id: string }) => l.strava_activity_id === '5002')).toMatchObject({
      duration: 22.01,
      units: 'kilometers',
    });

    expect((await putUnits(a.headers, 'minutes')).json()).toMatchObject({ units: 'minutes', updated: 2 });
    expect(await shown(a.userId)).toEqual(minutes);
    expect((await putUnits(a.headers, 'kilometers')).json()).toMatchObject({ units: 'kilometers', updated: 2 });
    expect(await shown(a.userId)).toEqual(km);

    expect(await untouched()).toEqual(before.mine);
    expect(await logsOf(b.userId)).toEqual(before.other);
    expect((await t.call('GET', '/api/strava/status', b.headers)).json().units).toBe('minutes');
  });

  it('re-expresses exactly as a fresh sync computes (the SQL is core syncedDuration)', async () => {
    // Halves and float edges: 6214.95 m, 1004.999 m, 4 m and 5 m; 89 s and 90 s.
    const edges = [
      [6214.95, 89],
      [1004.999, 90],
      [1005, 29],
      [4, 30],
      [5, 3599],
      [42195, 7385],
      [0.1 + 0.2, 1],
    ] as const;
    fake.activities.clear();
    for (const [i, [distance, seconds]] of edges.entries()) {
      fake.activity(6000 + i, { sport_type: i % 2 ? 'Ride' : 'Run', distance, moving_time: seconds });
    }
    const resynced = await connectedUser((h) => putUnits(h, 'kilometers'));
    const switched = await connectedUser();
    await putUnits(switched.headers, 'kilometers');
    const facts = (i: number) => ({
      sportType: i % 2 ? 'Ride' : 'Run',
      distanceMeters: edges[i]![0],
      movingTimeSeconds: edges[i]![1],
    });
    const expected = (units: 'minutes' | 'kilometers') =>
      Object.fromEntries(edges.map((_, i) => [6000 + i, Object.values(syncedDuration(facts(i), units))]));
    expect(await shown(resynced.userId)).toEqual(expected('kilometers'));
    expect(await shown(switched.userId)).toEqual(expected('kilometers'));
    expect(expected('kilometers')).toMatchObject({
      6000: [6.21, 'kilometers'],
      6001: [1, 'kilometers'],
      6002: [1.01, 'kilometers'],
      6003: [1, 'minutes'],
      6004: [0.01, 'kilometers'],
      6005: [42.2, 'kilometers'],
    });
    await putUnits(switched.headers, 'minutes');
    expect(await shown(switched.userId)).toEqual(expected('minutes'));
  });
});

describe('Strava sandbox', () => {
  it("connects through the local authorize page and imports the sandbox athlete's month", async () => {
    const sandbox = await createTestApp();
    try {
      const s = await signIn(sandbox.app);
      const { url } = (
        await sandbox.app.inject({ method: 'GET', url: '/api/strava/connect-url', headers: s.headers })
      ).json();
      const page = await sandbox.app.inject({ method: 'GET', url });
      expect(page.body).toContain('Autorizar');
      const allow = new URL(/class="ok" href="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&'), 'http://x');
      expect(allow.pathname).toBe('/strava');
      const res = await sandbox.app.inject({
        method: 'POST',
        url: '/api/strava/connect',
        headers: s.headers,
        payload: { code: allow.searchParams.get('code'), state: allow.searchParams.get('state') },
      });
      expect(res.json()).toMatchObject({ connected: true, imported: 10 });
      // The sandbox athlete's runs and rides carry distances: in km they read as on Strava.
      const km = await sandbox.app.inject({
        method: 'PUT',
        url: '/api/strava/units',
        headers: s.headers,
        payload: { units: 'kilometers' },
      });
      expect(km.json()).toMatchObject({ units: 'kilometers', updated: 4 });
      const [user] = await sandbox.db.select().from(users).where(eq(users.phone, s.phone));
      const logs = await sandbox.db.select().from(trainingLogs).where(eq(trainingLogs.userId, user!.id));
      const byName = Object.fromEntries(logs.map((l) => [l.description, [l.duration, l.units]]));
      expect(byName).toEqual({
        'Carrera matutina (Carrera)': [6.2, 'kilometers'],
        'Vuelta en bici (Ciclismo)': [22, 'kilometers'],
        'Caminata por el parque (Caminata)': [45, 'minutes'],
        'Pesas en el gimnasio (Pesas)': [50, 'minutes'],
        Yoga: [30, 'minutes'],
      });
    } finally {
      await sandbox.close();
    }
  });
});

describe('Strava sandbox page', () => {
  it('is served with the strict policy of a page without script', async () => {
    const sandbox = await createTestApp();
    try {
      const page = await sandbox.app.inject({
        method: 'GET',
        url: '/api/strava/sandbox/authorize?state=s1&redirect_uri=%2Fstrava',
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(/class="ok" href="([^"]+)"/.exec(page.body)![1]).toMatch(
        /^http:\/\/localhost(:80)?\/strava\?code=sandbox-/,
      );
      // Only back into this app (issue 31): another origin is refused, and no path of this one
      // becomes another host in the browser ('//evil.example' was written as the link as it was).
      for (const uri of [
        'https://evil.example/steal',
        '//evil.example/steal',
        '/\\evil.example/steal',
        'http://localhost//evil.example/steal',
        'javascript:alert(1)',
        // Not URLs at all (issue 32: 'http://[' was reported answering 500): a 400, never a 5xx.
        'http://[',
        'http://[::1',
        'http://exa mple.com',
        'http://%',
      ]) {
        const away = await sandbox.app.inject({
          method: 'GET',
          url: `/api/strava/sandbox/authorize?state=s1&redirect_uri=${encodeURIComponent(uri)}`,
        });
        if (away.statusCode === 200) {
          const href = /class="ok" href="([^"]+)"/.exec(away.body)![1]!;
          expect(new URL(href.replaceAll('&amp;', '&'), 'http://localhost').origin, uri).toBe('http://localhost');
          expect(href, uri).toMatch(/^http:\/\/localhost\//);
        } else {
          expect(away.statusCode, uri).toBe(400);
          expect(away.json().message).toBe('La dirección de regreso debe ser de esta aplicación');
        }
      }
    } finally {
      await sandbox.close();
    }
  });

  it('is not mounted with the real Strava adapter', async () => {
    expect((await t.call('GET', '/api/strava/sandbox/authorize?state=s1&redirect_uri=%2Fstrava')).statusCode).toBe(404);
  });
});

describe('Strava in production without credentials (issue 12)', () => {
  const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'nc-strava-'));
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

  it('offers no Strava in production without STRAVA_CLIENT_ID and STRAVA_CLIENT_SECRET; the sandbox only outside production', () => {
    expect(stravaProviderFor('production', undefined, undefined)).toBe('none');
    expect(stravaProviderFor('production', '123', undefined)).toBe('none');
    expect(stravaProviderFor('production', '123', 'shh')).toBe('strava');
    expect(stravaProviderFor('development', undefined, undefined)).toBe('sandbox');
    expect(stravaProviderFor('test', undefined, undefined)).toBe('sandbox');
    expect(stravaProviderFor('development', '123', 'shh')).toBe('strava');
  });

  it('refuses to start in production with Strava configured but no STRAVA_WEBHOOK_PATH_TOKEN, naming it', () => {
    const strava = {
      STRAVA_CLIENT_ID: '123',
      STRAVA_CLIENT_SECRET: 'shh',
      STRAVA_TOKEN_KEY: randomBytes(32).toString('base64'),
    };
    expect(() => loadConfig({ ...production, ...strava, DATA_DIR: freshDataDir() })).toThrow(
      /STRAVA_WEBHOOK_PATH_TOKEN is required when NODE_ENV=production and Strava is configured/,
    );
    // Without Strava credentials, production needs no path token.
    expect(() => loadConfig({ ...production, DATA_DIR: freshDataDir() })).not.toThrow(/STRAVA_WEBHOOK_PATH_TOKEN/);
    expect(() => loadConfig({ STRAVA_WEBHOOK_PATH_TOKEN: 'short', DATA_DIR: freshDataDir() })).toThrow(
      /STRAVA_WEBHOOK_PATH_TOKEN/,
    );
  });

  it('generates the webhook path token once into DATA_DIR in development, and keeps it', () => {
    const dir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dir }).strava.webhookPathToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(readFileSync(path.join(dir, 'strava-webhook-path-token'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).strava.webhookPathToken).toBe(first);
    const set = `${'a'.repeat(24)}-_0123`;
    expect(loadConfig({ DATA_DIR: freshDataDir(), STRAVA_WEBHOOK_PATH_TOKEN: set }).strava.webhookPathToken).toBe(set);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
  });

  it('mounts no sandbox page and no webhook, and connect-url answers 503 STRAVA_NOT_CONFIGURED in Spanish', async () => {
    const base = testConfig();
    const prod = await createTestApp({
      env: 'production',
      strava: { ...base.strava, provider: stravaProviderFor('production', undefined, undefined), webhookPathToken: '' },
    });
    try {
      // Production has no dev outbox to sign in through: a user and a session made directly.
      const [user] = await prod.db
        .insert(users)
        .values({ phone: uniquePhone(), trialEndsAt: new Date(Date.now() + 7 * 86_400_000) })
        .returning();
      const token = await startSession(prod.db, createTokenService(prod.config.jwtSecret), user!.id);
      const headers = { authorization: `Bearer ${token}` };
      const get = (url: string, h: RequestHeaders = {}) => prod.app.inject({ method: 'GET', url, headers: h });

      expect((await get('/api/strava/sandbox/authorize?state=s1&redirect_uri=%2Fstrava')).statusCode).toBe(404);
      const connectUrl = await get('/api/strava/connect-url', headers);
      expect(connectUrl.statusCode).toBe(503);
      expect(connectUrl.json()).toEqual({
        message: 'La conexión con Strava no está disponible.',
        code: 'STRAVA_NOT_CONFIGURED',
      });
      const connect = await prod.app.inject({
        method: 'POST',
        url: '/api/strava/connect',
        headers,
        payload: { code: 'sandbox-abc', state: 'x' },
      });
      expect(connect.statusCode).toBe(400); // the state is checked first, as always
      expect((await get('/api/strava/status', headers)).json()).toEqual({
        connected: false,
        athlete_id: null,
        available: false,
        units: 'minutes',
      });
      expect(
        (await prod.app.inject({ method: 'POST', url: `/api/strava/webhook/${'x'.repeat(32)}`, payload: {} }))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/strava/webhook/${'x'.repeat(32)}?hub.challenge=a&hub.verify_token=nutricoach-strava-dev`))
          .statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
