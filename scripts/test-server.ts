/**
 * Runs the server tests on PGlite and, at the same time, on PostgreSQL (TEST_DATABASE_URL).
 * Each vitest run keeps one worker busy (`maxWorkers: 1` in vitest.config.ts) and the PostgreSQL run
 * spends much of its time waiting on the database, so together they take little longer than
 * the slower one alone (about 4 minutes saved in CI). A second PGlite worker was tried on a 2-core
 * host: the two passes then took 810 s instead of 712 s (three processes on two cores, and each
 * worker imports the app again). Each line is prefixed with its database.
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

/**
 * Tests about PGlite's own data folder (the lock a second server meets, its file modes) and the
 * server processes started on one: the same whatever the pass, so they run once. They go to the
 * PostgreSQL pass when there is one, whose other tests are fewer, so the two passes, which run
 * side by side, end about together; to the PGlite pass otherwise.
 */
const DATA_FOLDER_TESTS = [
  'apps/server/src/db/data-dir-lock.test.ts',
  'apps/server/src/db/private-folder.test.ts',
  'apps/server/src/server-lifecycle.test.ts',
];

function run(db: 'pglite' | 'postgres', foldersHere: boolean): Promise<number> {
  const only = foldersHere ? [] : DATA_FOLDER_TESTS.flatMap((file) => ['--exclude', file]);
  // --passWithNoTests: a file named on the command line may be one the other pass runs.
  const child = spawn(
    'npx',
    ['vitest', 'run', '--project', 'server', '--passWithNoTests', ...only, ...process.argv.slice(2)],
    {
      // server-lifecycle.test.ts reads SERVER_PROCESS_TESTS for its tests of a server on a data folder.
      env: {
        ...process.env,
        TEST_DB: db,
        TEST_DATABASE_URL: url,
        NO_COLOR: '1',
        SERVER_PROCESS_TESTS: foldersHere ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${db}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const problem = await unreachable();
const runs: Promise<number>[] = [run('pglite', problem !== null)];
if (problem) {
  const text = `PostgreSQL is not reachable at ${url} (${problem}).`;
  if (process.env.CI) {
    console.error(`${text} CI needs it: failing.`);
    process.exit(1);
  }
  console.warn(`${text} Only PGlite runs (set TEST_DATABASE_URL to run the server tests on PostgreSQL too).`);
} else {
  runs.push(run('postgres', true));
}
const codes = await Promise.all(runs);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
