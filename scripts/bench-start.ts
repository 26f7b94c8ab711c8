/**
 * npm run bench:start — time to healthy and memory (RSS) of the server run through tsx (the
 * source) and compiled (apps/server/dist, `npm run build` first), each started RUNS times on a copy
 * of one data folder that is already migrated and seeded (what a restart meets).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/web/e2e/support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 5);
const variants = {
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
  compiled: ['--enable-source-maps', 'apps/server/dist/server.js'],
};

const rssKb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]);

async function startOnce(args: string[], dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REMINDERS_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 60_000) throw new Error('not healthy after 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500)); // let start-up garbage settle before reading RSS
  const rss = rssKb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rssMb: rss / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seeded = mkdtempSync(path.join(tmpdir(), 'nc-bench-start-'));
await startOnce(variants.compiled, seeded); // migrate and seed once
console.log(`| server | time to healthy (median of ${RUNS}) | RSS after start (median) |\n|---|---|---|`);
for (const [name, args] of Object.entries(variants)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const copy = mkdtempSync(path.join(tmpdir(), 'nc-bench-start-'));
    cpSync(seeded, copy, { recursive: true });
    runs.push(await startOnce(args, copy));
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(
    `| ${name} | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB |`,
  );
}
rmSync(seeded, { recursive: true, force: true });
