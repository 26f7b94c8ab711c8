/**
 * Runs the server tests on PGlite and, at the same time, on PostgreSQL (TEST_DATABASE_URL).
 * Each vitest run keeps one worker busy (vitest's default on 2 cores) and the PostgreSQL run
 * spends much of its time waiting on the database, so together they take little longer than
 * the slower one alone (about 4 minutes saved in CI). Each line is prefixed with its database.
 * Outside CI an unreachable PostgreSQL is reported and only PGlite runs; in CI it fails.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function unreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/** About PGlite's own data folder whatever the pass (the lock a second server meets): run once, on PGlite. */
const PGLITE_ONLY = ['apps/server/src/db/data-dir-lock.test.ts'];

function run(db: 'pglite' | 'postgres'): Promise<number> {
  const only = db === 'postgres' ? PGLITE_ONLY.flatMap((file) => ['--exclude', file]) : [];
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...only, ...process.argv.slice(2)], {
    env: { ...process.env, TEST_DB: db, TEST_DATABASE_URL: url, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${db}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const problem = await unreachable();
const runs: Promise<number>[] = [run('pglite')];
if (problem) {
  const text = `PostgreSQL is not reachable at ${url} (${problem}).`;
  if (process.env.CI) {
    console.error(`${text} CI needs it: failing.`);
    process.exit(1);
  }
  console.warn(`${text} Only PGlite runs (set TEST_DATABASE_URL to run the server tests on PostgreSQL too).`);
} else {
  runs.push(run('postgres'));
}
const codes = await Promise.all(runs);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
