import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test-support/database.ts';
import { signIn, testConfig } from '../test-support/app.ts';
import { redactUrl } from './access-log.ts';
import { checkAnswerHook } from '../test-support/conformance.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    onAnswer: checkAnswerHook,
    config: testConfig({ metricsToken: METRICS_TOKEN, logLevel: 'info' }),
    database,
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /metrics', () => {
  it('gives this machine the request histogram by route pattern, the process and event-loop metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'PUT', url: '/api/logs/nutrition/8f7e1f4c-4a8e-4d5e-9a55-0f3c7ad1e001' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(res.body).toMatch(/route="\/api\/logs\/nutrition\/:id",status="401"/);
    expect(res.body).not.toContain('8f7e1f4c');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nutricoach_messages_sent_total',
      'nutricoach_reminders_sent_total',
    ]) {
      expect(res.body).toContain(name);
    }
  });

  it('answers another machine only with the bearer token', async () => {
    const stranger = { remoteAddress: '203.0.113.9' };
    expect((await app.inject({ method: 'GET', url: '/metrics', ...stranger })).statusCode).toBe(404);
    const forged = await app.inject({
      method: 'GET',
      url: '/metrics',
      ...stranger,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      ...stranger,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      ...stranger,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('GET /metrics in production (issue 31)', () => {
  const production = async (metricsToken: string | undefined) => {
    const db = await openTestDatabase();
    const prod = await buildApp({
      onAnswer: checkAnswerHook,
      config: testConfig({ env: 'production', metricsToken }),
      database: db,
      logger: false,
    });
    return {
      app: prod,
      close: async () => {
        await prod.close();
        await db.close();
      },
    };
  };

  it('needs the token whatever the peer: behind nginx on this machine every stranger comes from loopback', async () => {
    const prod = await production(METRICS_TOKEN);
    try {
      const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost' } };
      expect((await prod.app.inject({ method: 'GET', url: '/metrics', ...local })).statusCode).toBe(404);
      const proxied = await prod.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { host: 'app.example.com', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      const withToken = await prod.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(withToken.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('answers nobody in production without METRICS_TOKEN', async () => {
    const prod = await production(undefined);
    try {
      for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const res = await prod.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });

  it('outside production, this machine reads it only as a local developer (no proxy header, localhost Host)', async () => {
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const rebound = await app.inject({ method: 'GET', url: '/metrics', headers: { host: 'evil.example' } });
    expect(rebound.statusCode).toBe(404);
  });
});

describe('the access log', () => {
  it('writes one line per request, with no code, token or secret in it', async () => {
    lines.length = 0;
    const { phone, token } = await signIn(app);
    const requests = lines.filter((l) => l.msg === 'request');
    // send-code, the outbox read, verify-code: one line each, nothing else about requests.
    expect(requests.map((l) => l.url)).toEqual([
      '/api/auth/send-code',
      `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
      '/api/auth/verify-code',
    ]);
    expect(lines.filter((l) => /incoming request|request completed/.test(String(l.msg)))).toEqual([]);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/nutricoach_messages_sent_total\{provider="console",channel="console"\} [1-9]/);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/"code":"\d{6}"/);
  });

  it('hides the secrets that travel in URLs', () => {
    expect(redactUrl('/api/payments/sandbox/portal/eyJhbGciOi.abc.def')).toBe('/api/payments/sandbox/portal/…');
    expect(redactUrl('/api/payments/sandbox/portal/eyJ.a.b/cancel')).toBe('/api/payments/sandbox/portal/…/cancel');
    expect(redactUrl('/api/strava/webhook/s3cr3t-path-token')).toBe('/api/strava/webhook/…');
    expect(redactUrl('/strava?state=eyJ.sig&code=abc&scope=read')).toBe(
      '/strava?state=%E2%80%A6&code=%E2%80%A6&scope=read',
    );
    expect(redactUrl('/auth/eyJ.magic.link')).toBe('/auth/…');
    expect(redactUrl('/api/auth/send-code')).toBe('/api/auth/send-code');
  });
});
