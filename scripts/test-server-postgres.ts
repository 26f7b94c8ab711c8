/**
 * Runs the server tests again on PostgreSQL (TEST_DATABASE_URL). Outside CI an unreachable
 * server is reported and the run is skipped; in CI it fails.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(): Promise<string | null> {
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

const problem = await reachable();
if (problem) {
  const text = `PostgreSQL is not reachable at ${url} (${problem}).`;
  if (process.env.CI) {
    console.error(`${text} CI needs it: failing.`);
    process.exit(1);
  }
  console.warn(`${text} Skipping the PostgreSQL run of the server tests (set TEST_DATABASE_URL to run it).`);
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
