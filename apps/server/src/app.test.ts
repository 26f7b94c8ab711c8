import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { userLogins, users } from './db/schema.ts';
import { createTestApp, signIn, uniquePhone, type TestApp } from './test-support/app.ts';
import { testDbKind } from './test-support/database.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'nc-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>NutriCoach</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testDbKind });
  });
});

describe('GET /api/app-config', () => {
  it('gives the coach WhatsApp number from the server config, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toEqual({ coach_whatsapp_number: t.config.coachWhatsappNumber });
  });
});

describe('routing', () => {
  it('answers an unknown /api path with a JSON 404 in Spanish', async () => {
    for (const url of ['/api/nope', '/api', '/api/user/whatever?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
    }
  });

  it('serves the SPA for any other GET, and hashed assets with a long cache', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/daily-summary' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('NutriCoach');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a POST to an unknown path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/daily-summary', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurso no encontrado');
  });
});

describe("the day's login action", () => {
  it('is recorded once per local day on the first authenticated call, in the time zone the client sends', async () => {
    const { headers, phone } = await signIn(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(await t.db.select().from(userLogins).where(eq(userLogins.userId, user!.id))).toHaveLength(0);

    const tzHeaders = { ...headers, 'x-time-zone': 'Pacific/Kiritimati' }; // UTC+14: its own calendar day
    await t.app.inject({ method: 'GET', url: '/api/payments/current-plan', headers: tzHeaders });
    await t.app.inject({ method: 'GET', url: '/api/preferences/recommendation-type', headers: tzHeaders });
    const logins = await t.db.select().from(userLogins).where(eq(userLogins.userId, user!.id));
    expect(logins.map((l) => l.date)).toEqual([
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()),
    ]);
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.timeZone).toBe('Pacific/Kiritimati');
  });

  it('ignores an invalid time zone header and uses America/Lima', async () => {
    const { headers, phone } = await signIn(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/current-plan',
      headers: { ...headers, 'x-time-zone': 'Not/AZone' },
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.timeZone).toBe('America/Lima');
  });
});

describe('GET /api/preferences/recommendation-type', () => {
  it("answers 'flex' for a new user", async () => {
    const { headers } = await signIn(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/preferences/recommendation-type', headers });
    expect(res.json()).toEqual({ data: { recommendation_type: 'flex' } });
  });
});

describe('GET /api/payments/current-plan', () => {
  it("says 'expired' once the trial is over", async () => {
    const { headers, phone } = await signIn(t.app);
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, phone));
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/current-plan', headers });
    expect(res.json()).toMatchObject({ status: 'expired', is_trial: true, plan_type: 'trial' });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the messages sent to a phone, newest first, with the code they carry', async () => {
    const phone = uniquePhone();
    await t.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone } });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
    const [message] = res.json().messages;
    expect(message).toEqual({
      to: phone,
      text: expect.stringContaining(message.code),
      code: expect.stringMatching(/^\d{6}$/),
      created_at: expect.any(String),
    });
  });

  it('is not mounted in production', async () => {
    const production = await createTestApp({ env: 'production' });
    const { app } = production;
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?phone=%2B51987000111' });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});

describe('config', () => {
  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });

  it('generates a JWT secret once in development and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nc-data-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nc-data-')) });
    expect(c).toMatchObject({
      port: 3000,
      trialDays: 7,
      codes: { ttlMinutes: 10, maxAttempts: 5, resendSeconds: 30, maxPerHour: 5 },
    });
  });

  it('refuses a malformed value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
