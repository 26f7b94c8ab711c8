import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
const call = (method: 'GET' | 'POST', url: string, headers: H = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const stateFrom = (url: string) => new URL(url).searchParams.get('state')!;
const webhook = (event: object) => call('POST', '/api/strava/webhook', {}, event);

async function connectedUser() {
  const s = await signIn(t.app);
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
    expect(res.json()).toEqual({ connected: true, athlete_id: expect.any(String), imported: 2 });
    expect((await call('GET', '/api/strava/status', headers)).json()).toEqual({ connected: true, athlete_id: res.json().athlete_id });
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
    expect((await call('POST', '/api/strava/disconnect', headers)).json()).toEqual({ connected: false, athlete_id: null });
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
    expect((await call('GET', '/api/strava/status', headers)).json()).toEqual({ connected: false, athlete_id: null });
    expect(await t.db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId))).toHaveLength(0);
    expect((await webhook({ object_type: 'activity', object_id: 1, aspect_type: 'create', owner_id: 999 })).json()).toEqual({ result: 'ignored' });
    expect((await webhook({ object_type: 'planet', object_id: 1 })).statusCode).toBe(400);
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
    } finally {
      await sandbox.close();
    }
  });
});
