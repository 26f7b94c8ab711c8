/**
 * npm run bench:summaries — 1,000 users x 90 days of logs on PostgreSQL, then GET /summaries/daily
 * and GET /user/points/week at 50 concurrent connections against the real server, with
 * GET /api/health in the same run as the ceiling. Needs the PostgreSQL of TEST_DATABASE_URL;
 * works in a database of its own (nc_bench), dropped at the end.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { freePort } from '../apps/web/e2e/support/server.ts';

const USERS = Number(process.env.USERS ?? 1000);
const DAYS = 90;
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = 50;
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = admin.replace(/\/[^/]*$/, '/nc_bench');
const SECRET = 'bench-secret-bench-secret-bench-secret-00';

const root = new pg.Client({ connectionString: admin });
await root.connect();
await root.query('drop database if exists nc_bench');
await root.query('create database nc_bench');

const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, DATABASE_URL: benchUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: SECRET, LOG_LEVEL: 'error', REMINDERS_ENABLED: 'false' },
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

const db = new pg.Client({ connectionString: benchUrl });
await db.connect();
const t0 = performance.now();
// Users with targets since 90 days ago; 4 meals, a workout every other day, a weight every 3 days.
await db.query(`insert into users (id, phone, name, trial_ends_at, gender, age, height_cm, weight_kg, weight_goal_kg, diet_type, deficit, onboarding_completed)
  select gen_random_uuid(), '+5190' || lpad(g::text, 7, '0'), 'Usuario ' || g, now() + interval '7 days', 'female', 34, 165, 78, 65, 'smart_balanced', 20, true
  from generate_series(1, ${USERS}) g`);
await db.query(`insert into user_targets (user_id, effective_date, calories, protein, carbs, fat) select id, current_date - ${DAYS}, 1628, 122, 163, 54 from users`);
await db.query(`insert into nutrition_logs (user_id, date, meal_type, description, calories, protein, fat, carbs)
  select u.id, current_date - d, m, 'Comida', 300 + random() * 300, 20 + random() * 20, 10 + random() * 10, 40 + random() * 30
  from users u, generate_series(0, ${DAYS - 1}) d, unnest(array['breakfast','lunch','dinner','snack']) m`);
await db.query(`insert into training_logs (user_id, date, description, duration, units, calories)
  select u.id, current_date - d, 'Correr', 30, 'minutes', 250 from users u, generate_series(0, ${DAYS - 1}, 2) d`);
await db.query(`insert into weight_measurements (user_id, date, weight) select u.id, current_date - d, 78 - d * 0.02 from users u, generate_series(0, ${DAYS - 1}, 3) d`);
await db.query(`insert into user_logins (user_id, date) select u.id, current_date - d from users u, generate_series(0, ${DAYS - 1}) d`);
await db.query('analyze');
const { rows: [{ n }] } = await db.query('select count(*)::int as n from nutrition_logs');
const { rows: ids } = await db.query('select id, phone from users');
console.log(`seeded ${USERS} users x ${DAYS} days: ${n} meal logs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const tokens = createTokenService(SECRET);
const sessions = await Promise.all(ids.map((u: { id: string; phone: string }) => tokens.signSession({ id: u.id, name: '', phone: u.phone })));

async function load(label: string, path: (i: number) => string, auth: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = c; performance.now() < end; i += CONNECTIONS) {
        const s = performance.now();
        const res = await fetch(`${base}${path(i)}`, { headers: auth ? { authorization: `Bearer ${sessions[i % sessions.length]}`, 'x-time-zone': 'America/Lima' } : {} });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  const rps = latencies.length / SECONDS;
  console.log(`${label.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${p(0.5).padStart(6)} ms   p99 ${p(0.99).padStart(6)} ms   errors ${errors}`);
  return rps;
}

const day = (i: number) => new Date(Date.now() - (i % DAYS) * 86_400_000).toISOString().slice(0, 10);
const health = await load('GET /api/health', () => '/api/health', false);
const daily = await load('GET /api/summaries/daily', (i) => `/api/summaries/daily?date=${day(i)}`, true);
const week = await load('GET /api/user/points/week', (i) => `/api/user/points/week?date=${day(i)}`, true);
console.log(`throughput vs health: daily ${((100 * daily) / health).toFixed(0)} %, points/week ${((100 * week) / health).toFixed(0)} %`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await db.end();
await root.query('drop database if exists nc_bench');
await root.end();
