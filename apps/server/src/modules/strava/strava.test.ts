import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { syncedDuration } from '@nutricoach/core/rules/activity-log';
import { stravaConnections, trainingLogs, users } from '../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../test-support/app.ts';
import { testConfig } from '../../test-support/app.ts';

/** A fake Strava on 127.0.0.1: OAuth, activities, deauthorize; can answer 429 and expire tokens. */
class FakeStrava {
  server: Server;
  base = '';
  tooManyLeft = 0;
  tokenLifetimeSeconds = 6 * 3600;
  refreshes = 0;
  athletes = 4241;
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
        return json(200, { access_token: 'access-1', refresh_token: 'refresh-1', expires_at: expires, athlete: { id: this.athletes } });
      }
      if (url.pathname === '/oauth/token' && form.get('grant_type') === 'refresh_token') {
        this.refreshes += 1;
        return json(200, { access_token: `access-r${this.refreshes}`, refresh_token: `refresh-r${this.refreshes}`, expires_at: Math.floor(Date.now() / 1000) + 6 * 3600 });
      }
      if (url.pathname === '/oauth/deauthorize') {
        this.deauthorized.push(form.get('access_token') ?? '');
        return json(200, {});
      }
      if (!req.headers.authorization?.startsWith('Bearer access-')) return json(401, { message: 'Authorization Error' });
      if (url.pathname === '/api/v3/athlete/activities') return json(200, url.searchParams.get('page') === '1' ? [...this.activities.values()] : []);
      const one = /^\/api\/v3\/activities\/(\w+)$/.exec(url.pathname);
      if (one) return this.activities.has(one[1]!) ? json(200, this.activities.get(one[1]!)) : json(404, { message: 'Record Not Found' });
      json(404, {});
    });
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  activity(id: number, over: Record<string, unknown> = {}) {
    this.activities.set(String(id), { id, name: 'Rodaje', sport_type: 'Run', start_date: new Date(Date.now() - 3600_000).toISOString(), moving_time: 1800, distance: 5000, ...over });
  }
}

const fake = new FakeStrava();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  const base = testConfig();
  t = await createTestApp({ strava: { ...base.strava, provider: 'strava', clientId: '123', clientSecret: 'shh', apiBase: fake.base, backoffMs: 10 } });
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const stateFrom = (url: string) => new URL(url).searchParams.get('state')!;
const webhook = (event: object) => call('POST', '/api/strava/webhook', {}, event);

/** A signed-in user connected to the fake Strava; `before` runs between signing in and connecting. */
async function connectedUser(before?: (headers: H) => Promise<unknown>) {
  const s = await signIn(t.app);
  await before?.(s.headers);
  const { url } = (await call('GET', '/api/strava/connect-url', s.headers)).json();
  const res = await call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: stateFrom(url) });
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
    expect((await call('GET', '/api/strava/status', headers)).json()).toEqual({ connected: true, athlete_id: res.json().athlete_id, units: 'minutes' });
    const [row] = await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId));
    expect(row!.accessTokenEnc).not.toContain('access-1');
    expect(row!.refreshTokenEnc).not.toContain('refresh-1');
    const logs = await logsOf(userId);
    expect(logs.map((l) => [l.stravaActivityId, l.description, l.duration, l.units]).sort()).toEqual([
      ['1001', 'Morning Run (Carrera)', 30, 'minutes'],
      ['1002', 'Paseo (Ciclismo)', 60, 'minutes'],
    ]);
    expect(logs.find((l) => l.stravaActivityId === '1001')!.calories).toBe(300);
    // The daily summary shows them as synced.
    const day = (await call('GET', `/api/summaries/daily?date=${logs[0]!.date}`, { ...headers, 'x-time-zone': 'America/Lima' })).json();
    expect(day.training.some((l: { strava_activity_id: string | null }) => l.strava_activity_id === '1001')).toBe(true);
    // Disconnect forgets the tokens, deauthorizes on Strava, and keeps the synced logs.
    expect((await call('POST', '/api/strava/disconnect', headers)).json()).toEqual({ connected: false, athlete_id: null, units: 'minutes' });
    expect(fake.deauthorized).toContain('access-1');
    expect((await logsOf(userId)).length).toBe(2);
  });

  it('refuses a wrong or forged state, and a code Strava rejects', async () => {
    const s = await signIn(t.app);
    const other = await signIn(t.app);
    const { url } = (await call('GET', '/api/strava/connect-url', other.headers)).json();
    const wrong = await call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: stateFrom(url) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La conexión con Strava venció o no es válida. Vuelve a intentarlo.');
    expect((await call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: 'forged' })).statusCode).toBe(400);
    const mine = (await call('GET', '/api/strava/connect-url', s.headers)).json().url;
    const bad = await call('POST', '/api/strava/connect', s.headers, { code: 'bad-code', state: stateFrom(mine) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Strava no aceptó la autorización. Vuelve a intentarlo.');
    expect((await call('POST', '/api/strava/connect', s.headers, {})).statusCode).toBe(400);
  });

  it('retries a 429 with backoff instead of failing', async () => {
    fake.tooManyLeft = 2;
    const { res } = await connectedUser();
    expect(res.statusCode).toBe(200);
    fake.tooManyLeft = 10;
    const s = await signIn(t.app);
    const { url } = (await call('GET', '/api/strava/connect-url', s.headers)).json();
    const limited = await call('POST', '/api/strava/connect', s.headers, { code: 'good-code', state: stateFrom(url) });
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toBe('Strava está recibiendo demasiadas solicitudes. Intenta de nuevo en unos minutos.');
    fake.tooManyLeft = 0;
  });
});

describe('Strava webhook', () => {
  it('answers the subscription challenge only with the verify token', async () => {
    const ok = await call('GET', `/api/strava/webhook?hub.mode=subscribe&hub.challenge=abc123&hub.verify_token=${t.config.strava.webhookVerifyToken}`);
    expect(ok.json()).toEqual({ 'hub.challenge': 'abc123' });
    expect((await call('GET', '/api/strava/webhook?hub.mode=subscribe&hub.challenge=abc123&hub.verify_token=nope')).statusCode).toBe(403);
  });

  it('creates, updates and deletes logs; a replayed event makes no second log; refreshes an expired token', async () => {
    fake.activities.clear();
    const { userId, athleteId } = await connectedUser();
    // The stored token is about to expire: the next call refreshes it first.
    await t.db.update(stravaConnections).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(stravaConnections.userId, userId));
    fake.activity(2001, { name: 'Fondo largo' });
    const create = { object_type: 'activity', object_id: 2001, aspect_type: 'create', owner_id: athleteId, updates: {} };
    expect((await webhook(create)).json()).toEqual({ result: 'applied' });
    expect(fake.refreshes).toBeGreaterThan(0);
    await webhook(create);
    expect((await logsOf(userId)).filter((l) => l.stravaActivityId === '2001')).toHaveLength(1);

    fake.activity(2001, { name: 'Fondo largo editado', moving_time: 5400 });
    await webhook({ ...create, aspect_type: 'update', updates: { title: 'Fondo largo editado' } });
    const [edited] = (await logsOf(userId)).filter((l) => l.stravaActivityId === '2001');
    expect(edited).toMatchObject({ description: 'Fondo largo editado (Carrera)', duration: 90 });

    await webhook({ ...create, aspect_type: 'delete' });
    expect((await logsOf(userId)).filter((l) => l.stravaActivityId === '2001')).toHaveLength(0);
  });

  it('forgets the connection when the athlete deauthorizes, and ignores unknown athletes', async () => {
    const { userId, headers, athleteId } = await connectedUser();
    expect((await webhook({ object_type: 'athlete', object_id: athleteId, aspect_type: 'update', owner_id: athleteId, updates: { authorized: 'false' } })).json()).toEqual({ result: 'applied' });
    expect((await call('GET', '/api/strava/status', headers)).json()).toEqual({ connected: false, athlete_id: null, units: 'minutes' });
    expect(await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId))).toHaveLength(0);
    expect((await webhook({ object_type: 'activity', object_id: 1, aspect_type: 'create', owner_id: 999 })).json()).toEqual({ result: 'ignored' });
    expect((await webhook({ object_type: 'planet', object_id: 1 })).statusCode).toBe(400);
  });
});

const UNITS_ERROR = 'Elige cómo ver tus carreras y ciclismo: en minutos o en kilómetros';
const putUnits = (headers: H, units: unknown) => call('PUT', '/api/strava/units', headers, { units });
/** Each log as [duration, units], keyed by its Strava id (or its description when manual). */
const shown = async (userId: string) =>
  Object.fromEntries((await logsOf(userId)).map((l) => [l.stravaActivityId ?? l.description, [l.duration, l.units]]));
const today = () => localDateOf(new Date(), 'America/Lima');

describe('Strava units: minutes or km for runs and rides (issue 9)', () => {
  it('keeps the preference on the user: minutes by default, then what PUT /strava/units saves, also before connecting', async () => {
    const { headers } = await signIn(t.app);
    const status = async () => (await call('GET', '/api/strava/status', headers)).json();
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'minutes' });
    const km = await putUnits(headers, 'kilometers');
    expect(km.statusCode).toBe(200);
    expect(km.json()).toEqual({ connected: false, athlete_id: null, units: 'kilometers', updated: 0 });
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'kilometers' });
    expect((await putUnits(headers, 'minutes')).json()).toMatchObject({ units: 'minutes' });
    expect(await status()).toEqual({ connected: false, athlete_id: null, units: 'minutes' });
  });

  it('refuses anything but minutes or kilometers with a Spanish 400, and is gated like the other Strava calls', async () => {
    const { headers, phone } = await signIn(t.app);
    for (const payload of [{ units: 'millas' }, { units: 'Kilómetros' }, { units: 5 }, {}, []]) {
      const bad = await call('PUT', '/api/strava/units', headers, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: UNITS_ERROR, code: 'VALIDATION_ERROR' });
    }
    const empty = await call('PUT', '/api/strava/units', headers);
    expect([empty.statusCode, empty.json().message]).toEqual([400, UNITS_ERROR]);
    expect((await call('GET', '/api/strava/status', headers)).json().units).toBe('minutes');
    expect((await call('PUT', '/api/strava/units', {}, { units: 'kilometers' })).statusCode).toBe(401);
    await t.db.update(users).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(users.phone, phone));
    expect((await putUnits(headers, 'kilometers')).statusCode).toBe(402);
    expect((await call('GET', '/api/strava/status', headers)).statusCode).toBe(402);
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
    expect(run).toMatchObject({ stravaSportType: 'Run', distanceMeters: 6215, movingTimeSeconds: 1830, description: 'Rodaje (Carrera)' });
    const day = (await call('GET', `/api/summaries/daily?date=${run.date}`, { ...headers, 'x-time-zone': 'America/Lima' })).json();
    expect(day.training.find((l: { strava_activity_id: string }) => l.strava_activity_id === '3001')).toMatchObject({ duration: 6.22, units: 'kilometers' });
  });

  it('writes a webhook create and update of a run in km, and a run edited into a walk in minutes', async () => {
    fake.activities.clear();
    const { userId, athleteId } = await connectedUser((h) => putUnits(h, 'kilometers'));
    fake.activity(4001, { name: 'Fondo', moving_time: 1800, distance: 5000 });
    const create = { object_type: 'activity', object_id: 4001, aspect_type: 'create', owner_id: athleteId, updates: {} };
    expect((await webhook(create)).json()).toEqual({ result: 'applied' });
    expect((await shown(userId))['4001']).toEqual([5, 'kilometers']);

    fake.activity(4001, { name: 'Fondo', moving_time: 3300, distance: 10234.6 }); // 1023.46 → 1023 = 10.23 km
    expect((await webhook({ ...create, aspect_type: 'update', updates: { title: 'Fondo' } })).json()).toEqual({ result: 'applied' });
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
      call('POST', '/api/logs/training', lima, { training_log: { date: today(), description, duration, units, calories: 200 } });
    expect((await manual(60, 'minutes', 'Fútbol con amigos')).statusCode).toBe(201);
    expect((await manual(3.5, 'kilometers', 'Trote por el malecón')).statusCode).toBe(201);
    // The user turned one synced run into steps by hand; a workout synced before issue 9 has no facts.
    const stepsLog = (await logsOf(a.userId)).find((l) => l.stravaActivityId === '5004')!;
    await call('PUT', `/api/logs/training/${stepsLog.id}`, lima, { training_log: { date: stepsLog.date, description: stepsLog.description, duration: 4200, units: 'steps', calories: stepsLog.calories } });
    await t.db.insert(trainingLogs).values({ userId: a.userId, date: today(), description: 'Carrera antigua (Carrera)', duration: 40, units: 'minutes', calories: 300, stravaActivityId: '5999' });

    const untouched = async () => (await logsOf(a.userId)).filter((l) => !l.stravaActivityId || ['5003', '5004', '5999'].includes(l.stravaActivityId));
    const before = { mine: await untouched(), other: await logsOf(b.userId) };
    const minutes = { 5001: [31, 'minutes'], 5002: [60, 'minutes'], 5003: [45, 'minutes'], 5004: [4200, 'steps'], 5999: [40, 'minutes'], 'Fútbol con amigos': [60, 'minutes'], 'Trote por el malecón': [3.5, 'kilometers'] };
    const km = { ...minutes, 5001: [6.22, 'kilometers'], 5002: [22.01, 'kilometers'] };
    expect(await shown(a.userId)).toEqual(minutes);

    const toKm = await putUnits(a.headers, 'kilometers');
    expect(toKm.json()).toEqual({ connected: true, athlete_id: String(a.athleteId), units: 'kilometers', updated: 2 });
    expect(await shown(a.userId)).toEqual(km);
    const day = (await call('GET', `/api/summaries/daily?date=${today()}`, lima)).json();
    expect(day.training.find((l: { strava_activity_id: string }) => l.strava_activity_id === '5002')).toMatchObject({ duration: 22.01, units: 'kilometers' });

    expect((await putUnits(a.headers, 'minutes')).json()).toMatchObject({ units: 'minutes', updated: 2 });
    expect(await shown(a.userId)).toEqual(minutes);
    expect((await putUnits(a.headers, 'kilometers')).json()).toMatchObject({ units: 'kilometers', updated: 2 });
    expect(await shown(a.userId)).toEqual(km);

    expect(await untouched()).toEqual(before.mine);
    expect(await logsOf(b.userId)).toEqual(before.other);
    expect((await call('GET', '/api/strava/status', b.headers)).json().units).toBe('minutes');
  });

  it('re-expresses exactly as a fresh sync computes (the SQL is core syncedDuration)', async () => {
    // Halves and float edges: 6214.95 m, 1004.999 m, 4 m and 5 m; 89 s and 90 s.
    const edges = [[6214.95, 89], [1004.999, 90], [1005, 29], [4, 30], [5, 3599], [42195, 7385], [0.1 + 0.2, 1]] as const;
    fake.activities.clear();
    edges.forEach(([distance, seconds], i) => fake.activity(6000 + i, { sport_type: i % 2 ? 'Ride' : 'Run', distance, moving_time: seconds }));
    const resynced = await connectedUser((h) => putUnits(h, 'kilometers'));
    const switched = await connectedUser();
    await putUnits(switched.headers, 'kilometers');
    const facts = (i: number) => ({ sportType: i % 2 ? 'Ride' : 'Run', distanceMeters: edges[i]![0], movingTimeSeconds: edges[i]![1] });
    const expected = (units: 'minutes' | 'kilometers') => Object.fromEntries(edges.map((_, i) => [6000 + i, Object.values(syncedDuration(facts(i), units))]));
    expect(await shown(resynced.userId)).toEqual(expected('kilometers'));
    expect(await shown(switched.userId)).toEqual(expected('kilometers'));
    expect(expected('kilometers')).toMatchObject({ 6000: [6.21, 'kilometers'], 6001: [1, 'kilometers'], 6002: [1.01, 'kilometers'], 6003: [1, 'minutes'], 6004: [0.01, 'kilometers'], 6005: [42.2, 'kilometers'] });
    await putUnits(switched.headers, 'minutes');
    expect(await shown(switched.userId)).toEqual(expected('minutes'));
  });
});

describe('Strava sandbox', () => {
  it('connects through the local authorize page and imports the sandbox athlete\'s month', async () => {
    const sandbox = await createTestApp();
    try {
      const s = await signIn(sandbox.app);
      const { url } = (await sandbox.app.inject({ method: 'GET', url: '/api/strava/connect-url', headers: s.headers })).json();
      const page = await sandbox.app.inject({ method: 'GET', url });
      expect(page.body).toContain('Autorizar');
      const allow = new URL(/class="ok" href="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&'), 'http://x');
      expect(allow.pathname).toBe('/strava');
      const res = await sandbox.app.inject({
        method: 'POST', url: '/api/strava/connect', headers: s.headers,
        payload: { code: allow.searchParams.get('code'), state: allow.searchParams.get('state') },
      });
      expect(res.json()).toMatchObject({ connected: true, imported: 10 });
      // The sandbox athlete's runs and rides carry distances: in km they read as on Strava.
      const km = await sandbox.app.inject({ method: 'PUT', url: '/api/strava/units', headers: s.headers, payload: { units: 'kilometers' } });
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
