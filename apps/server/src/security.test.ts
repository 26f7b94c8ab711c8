/**
 * Safe by default (issue 12): who may reach the dev routes, what production refuses, whose address
 * the per-IP limits count, the security headers and the web build served from memory.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '@nutricoach/core/contract/zod-es';
import { ConfigError, listenHost, loadConfig } from './config.ts';
import { createTestApp, signIn, uniquePhone, type TestApp } from './test-support/app.ts';

const STRANGER = '203.0.113.9';
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'nc-data-'));

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'nc-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>NutriCoach v1</title><script type="module" src="/assets/app-v1.js"></script>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-v1.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(() => t.close());

const outbox = (app = t.app, remoteAddress?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/dev/outbox?phone=%2B51987000111',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('where the server listens', () => {
  it('listens on loopback only when HOST is unset outside production, everywhere in production', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: freshDataDir(), NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: freshDataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(listenHost('production', undefined)).toBe('0.0.0.0');
    expect(listenHost('production', '10.0.0.5')).toBe('10.0.0.5');
  });
});

describe('dev-only routes', () => {
  it('answer this machine (a loopback TCP peer, IPv4, IPv6 or mapped)', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await outbox(t.app, peer)).statusCode, peer).toBe(200);
  });

  it('answer anyone else with the plain 404 of an unknown route, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const res = await outbox(t.app, STRANGER, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
    }
  });

  it('read the socket, not a trusted proxy header: a proxy forwarding for 127.0.0.1 is still a stranger', async () => {
    const proxied = await createTestApp({ trustProxy: [STRANGER] });
    expect((await outbox(proxied.app, STRANGER, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    await proxied.close();
  });

  it('answer only a localhost Host with no proxy header: a tunnel, a proxy or DNS rebinding on this machine gets 404 (issue 31)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost'])
      expect((await outbox(t.app, '127.0.0.1', { host })).statusCode, host).toBe(200);
    const strangers: Record<string, string>[] = [
      { host: 'evil.example' }, // DNS rebinding: the attacker's name resolves to 127.0.0.1
      { host: 'abcd.ngrok-free.app' },
      { host: 'localhost.evil.example:3000' },
      { host: '127.0.0.1.nip.io' },
      { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' }, // nginx, ssh -R with a proxy
      { host: 'localhost:3000', forwarded: 'for=203.0.113.9' },
      { host: 'localhost:3000', 'x-forwarded-host': 'app.example.com' },
      { host: 'localhost:3000', 'x-forwarded-proto': 'https' },
      { host: 'localhost:3000', 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of strangers) {
      const res = await outbox(t.app, '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json()).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
      const chat = await t.app.inject({ method: 'GET', url: '/dev/chat', headers, remoteAddress: '127.0.0.1' });
      expect(chat.statusCode, JSON.stringify(headers)).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/chat', headers: { host: 'localhost:3000' } })).statusCode,
    ).toBe(200);
  });

  it('are not mounted in production, even for this machine', async () => {
    const production = await createTestApp({ env: 'production' });
    const { app } = production;
    expect((await outbox(app, '127.0.0.1')).statusCode).toBe(404);
    await production.close();
  });
});

describe('production refuses the local stand-ins', () => {
  const stripe = {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_THREE_MONTHS: 'price_t',
  };
  const secret = { JWT_SECRET: 'p'.repeat(40) };

  it('names the variable: payments unset or sandbox, messaging unset or console, no JWT secret', () => {
    const refuses = (env: Record<string, string>, variable: string) => {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir(), ...env }), variable).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir(), ...env })).toThrow(
        new RegExp(variable),
      );
    };
    refuses({ ...secret, MESSAGING_PROVIDER: 'console' }, 'PAYMENTS_PROVIDER');
    refuses({ ...secret, ...stripe, PAYMENTS_PROVIDER: 'sandbox' }, 'PAYMENTS_PROVIDER must be stripe');
    refuses({ ...secret, ...stripe }, 'MESSAGING_PROVIDER');
    refuses({ ...secret, ...stripe, MESSAGING_PROVIDER: 'console' }, 'MESSAGING_PROVIDER');
    refuses({ ...stripe }, 'JWT_SECRET');
  });

  it("writes every refusal line in English, also the environment's type errors (issue 31: they came in zod's Spanish)", () => {
    // The app loads zod's Spanish messages for the API (contract/zod-es, imported by app.ts).
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: freshDataDir(), ...env });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    };
    const lines = [
      message({ PORT: 'abc' }),
      message({ NODE_ENV: 'staging' }),
      message({ DB_POOL_MAX: '0' }),
      message({ DATABASE_URL: 'not a url' }),
      message({ METRICS_TOKEN: 'short' }),
      message({ NODE_ENV: 'production', ...stripe }),
      message({ TRUST_PROXY: '2' }),
    ];
    for (const line of lines) {
      expect(line).not.toBe('');
      expect(line, line).not.toMatch(/[áéíóúñ¿¡]|inválid|Opción|Entrada|esperado|Demasiado|debe/i);
    }
    expect(lines[0]).toMatch(/^PORT: Invalid input: expected number/);
    expect(lines[1]).toMatch(/^NODE_ENV: Invalid option/);
  });

  it('stops the real server at start with a non-zero exit and one line naming the variable', () => {
    const server = path.resolve(import.meta.dirname, 'server.ts');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', server], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: freshDataDir(), PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const noPayments = run({ ...secret });
    expect(noPayments.status).not.toBe(0);
    expect(noPayments.status).not.toBeNull();
    const lines = noPayments.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PAYMENTS_PROVIDER/);
    const noMessaging = run({ ...secret, ...stripe });
    expect(noMessaging.status).not.toBe(0);
    expect(noMessaging.stderr.trim().split('\n')).toEqual([expect.stringMatching(/MESSAGING_PROVIDER/)]);
  }, 60_000);

  it('never mounts the payment sandbox in production: its Pagar URL gives nobody a plan', async () => {
    const production = await createTestApp({ env: 'production' });
    const { app } = production;
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout/8f7e1f4c-4a8e-4d5e-9a55-0f3c7ad1e001/pay',
    });
    expect(pay.statusCode).toBe(404);
    const page = await app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/8f7e1f4c-4a8e-4d5e-9a55-0f3c7ad1e001',
    });
    expect(page.statusCode).toBe(404);
    await production.close();
  });
});

describe('per-IP limits and X-Forwarded-For', () => {
  const sendCode = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: uniquePhone() },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the TCP peer: a forged X-Forwarded-For does not lift the limit', async () => {
    let sent = 0;
    for (let i = 0; i < 40; i++) {
      const res = await sendCode(t.app, '198.51.100.7', `192.0.2.${i + 1}`);
      if (res.statusCode === 200) sent += 1;
      else expect(res.json().code).toBe('IP_RATE_LIMITED');
    }
    expect(sent).toBe(t.config.codes.maxPerIpPerHour);
    console.log(`forged X-Forwarded-For: ${sent} codes sent out of 40`);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' });
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    const behindProxy = await createTestApp({ trustProxy: config.trustProxy });
    try {
      // Through the trusted proxy, every client is counted on its own.
      for (let i = 0; i < 40; i++)
        expect((await sendCode(behindProxy.app, '127.0.0.1', `192.0.2.${i + 1}`)).statusCode).toBe(200);
      // A client talking to the server directly cannot claim another address.
      let direct = 0;
      for (let i = 0; i < 40; i++)
        if ((await sendCode(behindProxy.app, '198.51.100.8', `192.0.2.${100 + i}`)).statusCode === 200) direct += 1;
      expect(direct).toBe(behindProxy.config.codes.maxPerIpPerHour);
    } finally {
      await behindProxy.close();
    }
  });

  it('trusts no proxy by default and refuses a hop count or a malformed TRUST_PROXY', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).trustProxy).toBe(false);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('security headers', () => {
  it('sends a strict policy with the app, and with API answers', async () => {
    for (const url of ['/daily-summary', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // 'wasm-unsafe-eval' lets the barcode scanner's WebAssembly compile; it allows no JS eval.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS only when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://app.nutricoach.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });

  it('gives the sandbox pages a policy of their own that allows no script', async () => {
    const { headers } = await signIn(t.app);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout',
      headers,
      payload: { plan_type: 'monthly' },
    });
    expect(checkout.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.json().url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

describe('the web build', () => {
  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-gone123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('keeps serving the page and assets it started with when a new build is written under it', async () => {
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>NutriCoach v2</title><script type="module" src="/assets/app-v2.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-v2.js'), 'console.log(2)');
    const page = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(page.body).toContain('app-v1.js');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-v1.js' })).statusCode).toBe(200);
  });
});
