/**
 * npm run check:production — the production path from a clean clone, as an operator runs it:
 * `npm ci && npm run build && npm prune --omit=dev`, then `NODE_ENV=production npm run serve`
 * with real-provider settings (pointing at addresses nothing listens on: nothing is sent at start).
 * Checks that it becomes healthy, serves the app, and mounts no dev route and no sandbox.
 * Clones the committed HEAD of this checkout into a temporary folder (uncommitted work is left out).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/web/e2e/support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'nc-prod-'));
const clone = path.join(work, 'app');
const run = (cmd: string, args: string[]) => {
  const started = performance.now();
  execFileSync(cmd, args, {
    cwd: clone,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: '' },
  });
  console.log(`${[cmd, ...args].join(' ')}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
const fail = (message: string) => {
  console.error(`check:production FAILED: ${message}`);
  process.exitCode = 1;
};

try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build']);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);

  const port = await freePort();
  const server = spawn('npm', ['run', 'serve'], {
    cwd: clone,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      JWT_SECRET: 'production-check-secret-0123456789abcdef',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_production_check',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_check',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_THREE_MONTHS: 'price_three_months',
      MESSAGING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'production-check-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: 'http://127.0.0.1:9',
      REMINDERS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let healthy = false;
  while (performance.now() - started < 90_000 && server.exitCode === null) {
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!healthy) fail(`not healthy (exit ${server.exitCode}):\n${output}`);
  else {
    console.log(`healthy in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated and seeded from empty)`);
    const status = async (url: string, init?: RequestInit) => (await fetch(`${base}${url}`, init)).status;
    const page = await fetch(`${base}/login`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">')) fail(`/login answered ${page.status}`);
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (!asset || (await status(asset)) !== 200) fail(`the app's script ${asset} is not served`);
    const absent = [
      ['GET', '/api/dev/outbox?phone=%2B51987654321'],
      ['GET', '/api/payments/sandbox/checkout/8f7e1f4c-4a8e-4d5e-9a55-0f3c7ad1e001'],
      ['POST', '/api/payments/sandbox/checkout/8f7e1f4c-4a8e-4d5e-9a55-0f3c7ad1e001/pay'],
      ['GET', '/api/strava/sandbox/authorize?state=x&redirect_uri=/strava'],
    ];
    for (const [method, url] of absent) {
      const code = await status(url!, { method });
      if (code !== 404) fail(`${method} ${url} answered ${code}, not 404`);
    }
    if ((await status('/api/openapi.json')) !== 200) fail('/api/openapi.json is not served');
    if (!process.exitCode) console.log('check:production: healthy, serves the app, no dev route, no sandbox');
  }
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((r) => server.once('exit', r));
} finally {
  rmSync(work, { recursive: true, force: true });
}
