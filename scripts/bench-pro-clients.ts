/**
 * npm run bench:pro-clients [pglite|postgres ...] — GET /api/pro/clients for a professional with
 * 200 clients × 90 days of logs (3 meals a day, most days) and weights (issue 33): the number of
 * statements the call sends to the database and p50/p95/p99 over CALLS calls (default 100) in
 * process (app.inject: no network). PostgreSQL runs at TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) in a schema of its own, dropped at the end. With no
 * argument both databases are measured. Figures: docs/professionals.md.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../apps/server/src/test-support/app.ts';
import { countStatements } from '../apps/server/src/test-support/count-statements.ts';

const CALLS = Number(process.env.CALLS ?? 100);
const CLIENTS = 200;
const DAYS = 90;
const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

for (const kind of kinds) {
  process.env.TEST_DB = kind;
  // test-support reads TEST_DB when imported; a fresh import per kind.
  const { createTestApp, signIn } = await import(`../apps/server/src/test-support/app.ts?kind=${kind}`);
  const t: TestApp = await createTestApp();
  try {
    const pro = await signIn(t.app);
    const res = await t.call('POST', '/api/pro/profile', pro.headers, { name: 'Lic. Bench', country: 'pe' });
    if (res.statusCode !== 201) throw new Error(res.body);
    const seeded = Date.now();
    // Clients, links, 90 days of meals (some days thin or empty), weights every other day and targets, in SQL.
    await t.db.execute(sql`
      with pro as (select id from professionals where name = 'Lic. Bench'),
      c as (insert into users (phone, name, trial_ends_at, weight_goal_kg, weight_kg)
            select '+5190' || lpad(g::text, 7, '0'), 'Cliente ' || g, now() + interval '30 days', 65, 80
            from generate_series(1, ${CLIENTS}) g returning id),
      l as (insert into professional_links (professional_id, client_id) select pro.id, c.id from pro, c returning client_id)
      insert into user_targets (user_id, effective_date, calories, protein, carbs, fat)
      select client_id, current_date - ${DAYS}::int, 1600, 120, 160, 55 from l`);
    await t.db.execute(sql`
      insert into nutrition_logs (user_id, date, meal_type, description, calories, protein, fat, carbs)
      select u.id, current_date - d, (array['breakfast','lunch','dinner'])[m], 'Comida', 500, 30, 15, 60
      from users u join professional_links l on l.client_id = u.id, generate_series(0, ${DAYS - 1}) d, generate_series(1, 3) m
      where (hashtext(u.id::text || d) % 10) <> 0 and (m < 3 or (hashtext(u.id::text || d || m) % 4) <> 0)`);
    await t.db.execute(sql`
      insert into weight_measurements (user_id, date, weight)
      select u.id, current_date - d, 80 - (${DAYS} - d) * 0.02 + (hashtext(u.id::text || d) % 5) * 0.1
      from users u join professional_links l on l.client_id = u.id, generate_series(0, ${DAYS - 1}, 2) d`);
    await t.db.execute(sql`analyze`);
    console.log(`${kind}: seeded ${CLIENTS} clients × ${DAYS} days in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    // Statements per call: every raw statement goes through db.execute (the session check through
    // its own prepared statement, counted apart).
    const { result: first, statements } = await countStatements(t.db, () =>
      t.call('GET', '/api/pro/clients', pro.headers),
    );
    if (first.statusCode !== 200) throw new Error(first.body);
    const list = first.json().clients;
    if (list.length !== CLIENTS) throw new Error(`${list.length} clients`);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const start = performance.now();
      const r = await t.call('GET', '/api/pro/clients', pro.headers);
      times.push(performance.now() - start);
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    times.sort((a, b) => a - b);
    const attention = list.filter((c: { needs_attention: boolean }) => c.needs_attention).length;
    console.log(
      `${kind}: GET /api/pro/clients, ${CLIENTS} clients (${attention} need attention): ${statements} statement(s) for the list + the session check; ` +
        `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms over ${CALLS} calls`,
    );
  } finally {
    await t.close();
  }
}
console.log(
  `load average while measuring: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (${(await import('node:os')).cpus().length} cores)`,
);
