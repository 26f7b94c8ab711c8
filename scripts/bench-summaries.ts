/**
 * npm run bench:summaries — 1,000 users x 90 days of logs on PostgreSQL, then GET /summaries/daily
 * and GET /user/points/week at 50 concurrent connections against the real server, with
 * GET /api/health in the same run as the ceiling. Needs the PostgreSQL of TEST_DATABASE_URL;
 * works in a database of its own (nc_bench), dropped at the end. The load comes from wrk (Debian's
 * package) when it is installed, a native client in its own process; otherwise from fetch in this one.
 *
 * DB=pglite: the same data in the embedded database (a temporary DATA_DIR, seeded through PGlite
 * before the server opens it), as `npm start` runs. E.g. `DB=pglite CONNECTIONS=10 npm run bench:summaries`.
 *
 * ROUNDS=3 alternates /api/health and the daily summary three times and prints the medians (a
 * shared machine's load moves one run a lot); ONLY_DAILY=1 skips /user/points/week. USERS and
 * SECONDS shorten a run. docs/daily-summary.md#throughput-issue-17 has the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { freePort } from '../apps/web/e2e/support/server.ts';

const USERS = Number(process.env.USERS ?? 1000);
const DAYS = 90;
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = admin.replace(/\/[^/]*$/, '/nc_bench');
const SECRET = 'bench-secret-bench-secret-bench-secret-00';

const PGLITE = process.env.DB === 'pglite';
const dataDir = PGLITE ? mkdtempSync(path.join(tmpdir(), 'nc-bench-data-')) : '';
const root = new pg.Client({ connectionString: admin });
if (!PGLITE) {
  await root.connect();
  await root.query('drop database if exists nc_bench');
  await root.query('create database nc_bench');
}

const { DATABASE_URL: _unused, ...envWithoutDatabaseUrl } = process.env;

/** The SQL seed runs against the bench database: PostgreSQL's, or the PGlite folder before the server opens it. */
type Seeder = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>; end: () => Promise<void> };
async function openSeeder(): Promise<Seeder> {
  if (!PGLITE) {
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    return { query: (text) => client.query(text), end: () => client.end() };
  }
  // The server migrates and seeds the catalog on its first start; it is stopped, seeded, restarted.
  const { openConfiguredDatabase } = await import('../apps/server/src/db/open.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const opened = await openConfiguredDatabase(
    loadConfig({ ...envWithoutDatabaseUrl, DATA_DIR: dataDir, JWT_SECRET: SECRET }),
  );
  const client = (opened.database.db as unknown as { $client: { query: Seeder['query'] } }).$client;
  return { query: (text) => client.query(text), end: () => opened.close() };
}

async function startBenchServer() {
  const port = await freePort();
  // SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', to profile the server under the load.
  const serverArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...envWithoutDatabaseUrl,
      ...(PGLITE ? { DATA_DIR: dataDir } : { DATABASE_URL: benchUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'error',
      REMINDERS_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server, base };
}

// PostgreSQL: the server migrates nc_bench, then it is seeded. PGlite: seeded first (the server
// holds the data folder's lock while it runs), then the server starts on it.
let started = PGLITE ? null : await startBenchServer();
const db = await openSeeder();
const t0 = performance.now();
// Users with targets since 90 days ago; 4 meals, a workout every other day, a weight every 3 days.
await db.query(`insert into users (id, phone, name, trial_ends_at, gender, age, height_cm, weight_kg, weight_goal_kg, diet_type, deficit, onboarding_completed)
  select gen_random_uuid(), '+5190' || lpad(g::text, 7, '0'), 'Usuario ' || g, now() + interval '7 days', 'female', 34, 165, 78, 65, 'smart_balanced', 20, true
  from generate_series(1, ${USERS}) g`);
await db.query(
  `insert into user_targets (user_id, effective_date, calories, protein, carbs, fat) select id, current_date - ${DAYS}, 1628, 122, 163, 54 from users`,
);
await db.query(`insert into nutrition_logs (user_id, date, meal_type, description, calories, protein, fat, carbs)
  select u.id, current_date - d, m, 'Comida', 300 + random() * 300, 20 + random() * 20, 10 + random() * 10, 40 + random() * 30
  from users u, generate_series(0, ${DAYS - 1}) d, unnest(array['breakfast','lunch','dinner','snack']) m`);
await db.query(`insert into training_logs (user_id, date, description, duration, units, calories)
  select u.id, current_date - d, 'Correr', 30, 'minutes', 250 from users u, generate_series(0, ${DAYS - 1}, 2) d`);
await db.query(
  `insert into weight_measurements (user_id, date, weight) select u.id, current_date - d, 78 - d * 0.02 from users u, generate_series(0, ${DAYS - 1}, 3) d`,
);
await db.query(
  `insert into user_logins (user_id, date) select u.id, current_date - d from users u, generate_series(0, ${DAYS - 1}) d`,
);
await db.query('analyze');
const {
  rows: [{ n }],
} = await db.query('select count(*)::int as n from nutrition_logs');
// One session row per user (issue 31: a token names its session, which every call checks).
const { rows: sessionRows } = await db.query(
  `insert into sessions (user_id, expires_at) select id, now() + interval '30 days' from users returning id, user_id`,
);
console.log(
  `seeded ${USERS} users x ${DAYS} days: ${n} meal logs in ${((performance.now() - t0) / 1000).toFixed(1)} s (${PGLITE ? 'PGlite' : 'PostgreSQL'})`,
);
if (PGLITE) await db.end();
started ??= await startBenchServer();
const { server, base } = started;

const tokens = createTokenService(SECRET);
const sessions = await Promise.all(
  (sessionRows as { id: string; user_id: string }[]).map((s) => tokens.signSession({ id: s.user_id, sessionId: s.id })),
);

/** One load run: wrk (a native client in its own process) when installed, else fetch in this process. */
async function load(label: string, path: (i: number) => string, auth: boolean) {
  const result = hasWrk ? await loadWithWrk(path, auth) : await loadInProcess(path, auth);
  const { rps, p50, p99, errors } = result;
  console.log(
    `${label.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   errors ${errors}`,
  );
  return result;
}

type LoadResult = { rps: number; p50: number; p99: number; errors: number };

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const workDir = mkdtempSync(path.join(tmpdir(), 'nc-bench-'));

async function loadWithWrk(pathOf: (i: number) => string, auth: boolean): Promise<LoadResult> {
  // wrk's Lua script walks a list of (path, token) pairs, one per request, round robin.
  const pairs = Array.from({ length: 5000 }, (_, i) => `${pathOf(i)} ${auth ? sessions[i % sessions.length] : '-'}`);
  const listFile = path.join(workDir, 'requests.txt');
  writeFileSync(listFile, `${pairs.join('\n')}\n`);
  const script = path.join(workDir, 'requests.lua');
  writeFileSync(
    script,
    `local reqs = {}
local i = 0
init = function()
  for line in io.lines("${listFile}") do
    local p, t = line:match("^(%S+) (%S+)$")
    local headers = { ["Host"] = "127.0.0.1", ["x-time-zone"] = "America/Lima" }
    if t ~= "-" then headers["Authorization"] = "Bearer " .. t end
    reqs[#reqs + 1] = wrk.format("GET", p, headers)
  end
  i = math.random(#reqs)
end
request = function()
  i = i % #reqs + 1
  return reqs[i]
end
`,
  );
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-s', script, base]);
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
  });
  const ms = (q: string) => {
    const m = out.match(new RegExp(`^\\s+${q}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!m) throw new Error(`wrk output without ${q}%:\n${out}`);
    return Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[m[2] as 'us' | 'ms' | 's'];
  };
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const errors = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  return { rps, p50: ms('50'), p99: ms('99'), errors };
}

async function loadInProcess(pathOf: (i: number) => string, auth: boolean): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = c; performance.now() < end; i += CONNECTIONS) {
        const s = performance.now();
        const res = await fetch(`${base}${pathOf(i)}`, {
          headers: auth
            ? { authorization: `Bearer ${sessions[i % sessions.length]}`, 'x-time-zone': 'America/Lima' }
            : {},
        });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / SECONDS, p50: p(0.5), p99: p(0.99), errors };
}

const day = (i: number) => new Date(Date.now() - (i % DAYS) * 86_400_000).toISOString().slice(0, 10);
// ROUNDS=n alternates /health and the daily summary n times and prints the median ratio: on a
// shared 2-core machine one pair of 10 s runs can be off by half in either direction.
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const pairs: { health: LoadResult; daily: LoadResult }[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const health = await load('GET /api/health', () => '/api/health', false);
  const daily = await load('GET /api/summaries/daily', (i) => `/api/summaries/daily?date=${day(i)}`, true);
  pairs.push({ health, daily });
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const { health, daily } = pairs[0]!;
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
if (ROUNDS > 1) {
  console.log(
    `median of ${ROUNDS}: health ${median(pairs.map((p) => p.health.rps)).toFixed(0)} req/s, daily ${median(pairs.map((p) => p.daily.rps)).toFixed(0)} req/s (p99 ${median(pairs.map((p) => p.daily.p99)).toFixed(1)} ms), daily/health ${median(pairs.map((p) => (100 * p.daily.rps) / p.health.rps)).toFixed(0)} %`,
  );
}
if (!process.env.ONLY_DAILY) {
  const week = await load('GET /api/user/points/week', (i) => `/api/user/points/week?date=${day(i)}`, true);
  console.log(`client: ${hasWrk ? 'wrk (own process)' : 'fetch in this process (install wrk for a lighter client)'}`);
  console.log(
    `throughput vs health: daily ${((100 * daily.rps) / health.rps).toFixed(0)} %, points/week ${((100 * week.rps) / health.rps).toFixed(0)} %`,
  );
}
// ONLY_DAILY runs clean up too (the PGlite folder is ~320 MB).
rmSync(workDir, { recursive: true, force: true });

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
if (!PGLITE) await db.end();
rmSync(dataDir || workDir, { recursive: true, force: true });
// KEEP_DB=1 leaves nc_bench behind to look at query plans.
if (!PGLITE) {
  if (!process.env.KEEP_DB) await root.query('drop database if exists nc_bench');
  await root.end();
}
