/**
 * npm run check:scale (issue 31): several API processes and the reminder worker on one fresh
 * PostgreSQL database behind a real reverse proxy (Debian's nginx, installed if absent), driven by
 * simulated users. It measures the throughput with 1, 2 and 3 API processes, then drives USERS
 * users for SECONDS seconds while each API process is restarted in turn (SIGTERM, graceful drain,
 * start again on the same port), and checks:
 *   - no error seen by a client (any answer but 2xx, or no answer): goal 0;
 *   - every write acknowledged is in the database once (each carries an Idempotency-Key);
 *   - the per-user write limit holds across the processes (one user's burst through the proxy);
 *   - every due reminder went out exactly once, with the worker and every API process dispatching.
 * Exits 1 when a check fails. Needs the build (npm run build) and PostgreSQL at TEST_DATABASE_URL.
 * USERS, SECONDS and THROUGHPUT_SECONDS change the load; docs/server-rules.md has the figures.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { freePort } from '../apps/server/src/test-support/server-process.ts';
import { ensureNginx, nginxConf } from './nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const USERS = Number(process.env.USERS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 60);
const THROUGHPUT_SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const API_PROCESSES = 3;
const REMINDER_USERS = 200;
const JWT_SECRET = randomBytes(32).toString('hex');
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const log = (line: string) => console.log(`[check:scale] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- nginx ---------------------------------------------------------------------------------
const nginx = ensureNginx(log);
if (
  !existsSync(path.join(ROOT, 'apps/server/dist/server.js')) ||
  !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
) {
  log('no build: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

// ---- a fresh database -------------------------------------------------------------------------
const dbName = `nc_scale_${randomBytes(4).toString('hex')}`;
const root = new pg.Client({ connectionString: admin });
root.on('error', () => {});
await root.connect();
await root.query(`create database ${dbName}`);
const url = new URL(admin);
url.pathname = `/${dbName}`;
const DATABASE_URL = url.toString();
const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
db.on('error', () => {}); // the database is dropped at the end with its connections

const work = mkdtempSync(path.join(tmpdir(), 'nc-scale-'));
const children = new Set<ChildProcess>();
let nginxProcess: ChildProcess | undefined;

async function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (nginxProcess?.exitCode === null) nginxProcess.kill('SIGQUIT');
  await db.end().catch(() => {});
  await root.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await root.end().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

const baseEnv = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL,
  JWT_SECRET,
  HOST: '127.0.0.1',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(work, 'data'),
  // Every API process dispatches reminders too, beside the worker: exactly once must hold anyway.
  REMINDERS_ENABLED: 'true',
  REMINDER_INTERVAL_SECONDS: '5',
};

type Api = { port: number; child: ChildProcess; exited: Promise<number | null> };

async function waitHealthy(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process on ${port} exited:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process on ${port} not healthy after 120 s:\n${output()}`);
    await sleep(100);
  }
}

async function startApi(port: number): Promise<Api> {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: { ...baseEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitHealthy(port, child, () => output);
  return { port, child, exited };
}

function startWorker() {
  const child = spawn(process.execPath, ['apps/server/dist/worker.js'], {
    cwd: ROOT,
    env: baseEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  return child;
}

async function startNginx(upstreams: number[], port: number) {
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf(
      work,
      `  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is draining answers 503 before running anything, and a closed port refuses
      # the connection: both go to the next process. Writes carry an Idempotency-Key, so trying
      # one again elsewhere cannot write it twice (docs/server-rules.md, Many processes).
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }`,
      { root: true, connections: 4096 },
    ),
  );
  if (nginxProcess && nginxProcess.exitCode === null) {
    execFileSync(nginx, ['-p', work, '-c', conf, '-s', 'reload']);
    await sleep(500);
    return;
  }
  nginxProcess = spawn(nginx, ['-p', work, '-c', conf], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not start');
}

// ---- load ----------------------------------------------------------------------------------
type Stats = { requests: number; errors: number; errorKinds: Map<string, number>; latencies: number[] };
const newStats = (): Stats => ({ requests: 0, errors: 0, errorKinds: new Map(), latencies: [] });

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
        timeout: 20_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

type User = { id: string; token: string; written: string[] };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

/** One user's next call: mostly reads of the day, one write in four (a meal with its own key). */
async function oneCall(port: number, user: User, stats: Stats, writeShare: number) {
  const headers = { authorization: `Bearer ${user.token}`, 'x-time-zone': 'America/Lima' };
  const roll = Math.random();
  const started = performance.now();
  let outcome: string | null = null;
  try {
    if (roll < writeShare) {
      const key = randomUUID();
      const res = await request(
        port,
        'POST',
        '/api/logs/nutrition',
        { ...headers, 'idempotency-key': key },
        {
          nutrition_log: {
            date: today(),
            meal_type: 'snack',
            description: `Fruta ${key.slice(0, 8)}`,
            calories: 95,
            protein: 1,
            fat: 0.3,
            carbs: 25,
          },
        },
      );
      if (res.status === 201) user.written.push(key.slice(0, 8));
      else outcome = `POST ${res.status} ${res.body.slice(0, 120)}`;
    } else {
      const url = roll < 0.8 ? `/api/summaries/daily?date=${today()}` : `/api/user/points/week?date=${today()}`;
      const res = await request(port, 'GET', url, headers);
      if (res.status !== 200) outcome = `GET ${res.status} ${res.body.slice(0, 120)}`;
    }
  } catch (err) {
    outcome = `no answer: ${err instanceof Error ? err.message : String(err)}`;
  }
  stats.requests += 1;
  stats.latencies.push(performance.now() - started);
  if (outcome) {
    stats.errors += 1;
    const kind = outcome.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…');
    stats.errorKinds.set(kind, (stats.errorKinds.get(kind) ?? 0) + 1);
  }
}

/**
 * The users in a closed loop for `ms`, each waiting `thinkMs()` between its calls; `writeShare` of
 * the calls are writes (none in the throughput runs: without pauses they would pass a person's
 * write limit, which is not what they measure).
 */
async function drive(port: number, users: User[], ms: number, thinkMs: () => number, writeShare = 0): Promise<Stats> {
  const stats = newStats();
  const until = Date.now() + ms;
  await Promise.all(
    users.map(async (user, i) => {
      await sleep((i / users.length) * Math.min(1000, ms / 4)); // spread the first calls
      while (Date.now() < until) {
        await oneCall(port, user, stats, writeShare);
        const pause = thinkMs();
        if (pause > 0) await sleep(pause);
      }
    }),
  );
  return stats;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---- the run -------------------------------------------------------------------------------
const failures: string[] = [];
try {
  const ports = await Promise.all(Array.from({ length: API_PROCESSES }, () => freePort()));
  const proxyPort = await freePort();
  // The first process migrates and seeds the catalog; the others then start at once (the
  // migrations take an advisory lock, so starting them together would be safe too, only slower).
  const apis: Api[] = [await startApi(ports[0]!)];
  apis.push(...(await Promise.all(ports.slice(1).map((p) => startApi(p)))));
  const worker = startWorker();
  log(`${API_PROCESSES} API processes (${ports.join(', ')}) and the worker on ${dbName}`);

  // Users with a session each, made in the database (the sign-in flow is not what is measured).
  const tokens = createTokenService(JWT_SECRET);
  const { rows } = await db.query<{ id: string; sid: string }>(
    `with u as (
       insert into users (phone, trial_ends_at, time_zone)
       select '+5199' || lpad(g::text, 7, '0'), now() + interval '7 days', 'America/Lima' from generate_series(1, $1) g
       returning id)
     insert into sessions (user_id, expires_at) select id, now() + interval '1 day' from u returning user_id id, id sid`,
    [USERS],
  );
  const users: User[] = await Promise.all(
    rows.map(async (r) => ({ id: r.id, token: await tokens.signSession({ id: r.id, sessionId: r.sid }), written: [] })),
  );
  // Reminder users: every reminder on, in a time zone where it is now about 10:30, so that the
  // breakfast reminder (08:00 on weekdays, 09:00 at weekends, sent an hour later) is due.
  const offset = ((10 - new Date().getUTCHours() + 36) % 24) - 12; // local = UTC + offset, in -12..+11
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const allOn = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      {
        breakfast_reminder: true,
        lunch_reminder: true,
        dinner_reminder: true,
        weight_reminder: true,
        daily_summary: true,
      },
    ]),
  );
  await db.query(
    `with u as (
       insert into users (phone, trial_ends_at, time_zone)
       select '+5198' || lpad(g::text, 7, '0'), now() + interval '7 days', $2 from generate_series(1, $1) g returning id)
     insert into preferences (user_id, reminders) select id, $3::jsonb from u`,
    [REMINDER_USERS, zone, JSON.stringify(allOn)],
  );
  log(`${USERS} users with a session; ${REMINDER_USERS} users with reminders due (${zone})`);

  // Throughput by number of processes: 100 users without pause, THROUGHPUT_SECONDS each.
  const throughput: { processes: number; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (let n = 1; n <= API_PROCESSES; n++) {
    await startNginx(ports.slice(0, n), proxyPort);
    await drive(proxyPort, users.slice(0, 100), 2_000, () => 0); // warm-up
    const s = await drive(proxyPort, users.slice(0, 100), THROUGHPUT_SECONDS * 1000, () => 0);
    const row = {
      processes: n,
      rps: Math.round(s.requests / THROUGHPUT_SECONDS),
      p50: Math.round(percentile(s.latencies, 50)),
      p99: Math.round(percentile(s.latencies, 99)),
      errors: s.errors,
    };
    throughput.push(row);
    log(
      `throughput with ${n} process(es): ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
    );
  }

  // The per-user write limit, through the proxy and across the processes: 70 writes at once.
  const burst = users[users.length - 1]!;
  const answers = await Promise.all(
    Array.from({ length: 70 }, () =>
      request(
        proxyPort,
        'POST',
        '/api/logs/weight',
        { authorization: `Bearer ${burst.token}`, 'x-time-zone': 'America/Lima' },
        { date: today(), weight: 70 },
      ).then((r) => r.status),
    ),
  );
  const accepted = answers.filter((s) => s === 200 || s === 201).length;
  const limited = answers.filter((s) => s === 429).length;
  log(
    `one user's 70 writes at once across ${API_PROCESSES} processes: ${accepted} accepted, ${limited} refused with 429`,
  );
  if (accepted > 60) failures.push(`the write limit was passed: ${accepted} of 70 accepted (limit 60 a minute)`);

  // The main run: USERS users for SECONDS s, each API process restarted in turn.
  const loadUsers = users.slice(0, users.length - 1);
  const restarts: string[] = [];
  const rolling = (async () => {
    const gap = (SECONDS * 1000) / (API_PROCESSES + 1);
    for (let i = 0; i < API_PROCESSES; i++) {
      await sleep(gap);
      const api = apis[i]!;
      const since = Date.now();
      api.child.kill('SIGTERM');
      const code = await api.exited;
      const stopped = Date.now() - since;
      apis[i] = await startApi(api.port);
      restarts.push(
        `process ${i + 1}: stopped in ${stopped} ms (exit ${code}), serving again after ${Date.now() - since} ms`,
      );
      log(restarts.at(-1)!);
      if (code !== 0) failures.push(`process ${i + 1} exited ${code} on SIGTERM`);
    }
  })();
  const main = await drive(proxyPort, loadUsers, SECONDS * 1000, () => 500 + Math.random() * 1000, 0.25);
  await rolling;
  const p50 = Math.round(percentile(main.latencies, 50));
  const p99 = Math.round(percentile(main.latencies, 99));
  log(
    `${loadUsers.length} users, ${SECONDS} s, 3 rolling restarts: ${main.requests} requests (${Math.round(main.requests / SECONDS)} req/s), client-visible errors ${main.errors}, p50 ${p50} ms, p99 ${p99} ms`,
  );
  for (const [kind, n] of main.errorKinds) log(`  error x${n}: ${kind}`);
  if (main.errors > 0) failures.push(`${main.errors} client-visible errors during the rolling restarts`);

  // Every acknowledged write is there once.
  const written = loadUsers.reduce((n, u) => n + u.written.length, 0);
  const { rows: counted } = await db.query<{ meals: number; distinct_meals: number }>(
    `select count(*)::int meals, count(distinct (user_id, description))::int distinct_meals from nutrition_logs where meal_type = 'snack'`,
  );
  log(
    `writes acknowledged ${written}; meals in the database ${counted[0]!.meals} (${counted[0]!.distinct_meals} distinct)`,
  );
  if (counted[0]!.meals !== counted[0]!.distinct_meals) failures.push('a meal was written twice');
  if (counted[0]!.meals < written) failures.push('an acknowledged meal is missing');

  // Reminders: exactly once, with 4 dispatchers (the worker and the 3 API processes).
  await sleep(6_000);
  const { rows: reminders } = await db.query<{ users: number; deliveries: number; messages: number; twice: number }>(
    `select
       (select count(distinct user_id)::int from reminder_deliveries) users,
       (select count(*)::int from reminder_deliveries) deliveries,
       (select count(*)::int from dev_outbox where to_phone like '+5198%') messages,
       (select count(*)::int from (select to_phone, text from dev_outbox where to_phone like '+5198%' group by 1, 2 having count(*) > 1) d) twice`,
  );
  const r = reminders[0]!;
  log(
    `reminders: ${r.deliveries} due reminders recorded for ${r.users} of ${REMINDER_USERS} users, ${r.messages} messages sent, ${r.twice} sent twice`,
  );
  if (r.users < REMINDER_USERS) failures.push(`only ${r.users} of ${REMINDER_USERS} users got their reminders`);
  if (r.messages !== r.deliveries || r.twice > 0) failures.push('a reminder was sent twice (or not at all)');

  worker.kill('SIGTERM');
  console.log('\n| API processes | req/s | p50 | p99 | errors |\n|---|---|---|---|---|');
  for (const t of throughput) console.log(`| ${t.processes} | ${t.rps} | ${t.p50} ms | ${t.p99} ms | ${t.errors} |`);
  console.log(
    `\nrolling restarts: ${loadUsers.length} users, ${SECONDS} s, ${main.requests} requests, ${main.errors} client-visible errors, p50 ${p50} ms, p99 ${p99} ms`,
  );
} catch (err) {
  failures.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
} finally {
  await cleanUp();
}
if (failures.length) {
  for (const f of failures) console.error(`[check:scale] FAILED: ${f}`);
  process.exit(1);
}
log('all checks passed');
process.exit(0);
