/**
 * Runs the real server process (`node --import tsx apps/server/src/server.ts`) for the tests of
 * starting and stopping. LIFECYCLE_SERVER_ROOT points them at another checkout (e.g. an older
 * commit, to see a test fail there).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SERVER_ROOT = process.env.LIFECYCLE_SERVER_ROOT ?? path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  /** Resolves once the server says it is ready ('NutriCoach listo'); rejects if it exits first. */
  ready: Promise<void>;
  exited: Promise<Exit>;
};

export function spawnServer({
  dataDir,
  port,
  env = {},
}: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): ServerProcess {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  delete base.DATABASE_URL; // PGlite unless a test asks for PostgreSQL
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'] satisfies StdioOptions,
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('NutriCoach listo')) resolve();
    });
    child.stderr!.on('data', (d) => (output += d));
    void exited.then((e) => reject(new Error(`server exited (${e.code ?? e.signal}) before it was ready:\n${output}`)));
  });
  ready.catch(() => {});
  return { child, port, dataDir, output: () => output, ready, exited };
}

/** How long the process took to exit after `since`, or null if it was still running after `withinMs` (then it is killed). */
export async function exitWithin(
  server: ServerProcess,
  since: number,
  withinMs: number,
): Promise<(Exit & { ms: number }) | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), withinMs)));
  const result = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (result === null) {
    server.child.kill('SIGKILL');
    await server.exited;
    return null;
  }
  return { ...result, ms: result.at - since };
}

/**
 * A migrated and seeded PGlite folder to copy from: a fresh folder takes seconds to create, a copy
 * opens in a fraction of one.
 */
export async function makeTemplateDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nc-template-'));
  const server = spawnServer({ dataDir, port: await freePort(), env: { REMINDERS_ENABLED: 'false' } });
  await server.ready;
  server.child.kill('SIGTERM');
  const exit = await exitWithin(server, Date.now(), 20_000);
  if (!exit) throw new Error(`the template server did not stop:\n${server.output()}`);
  rmSync(path.join(dataDir, 'server.pid'), { force: true });
  return dataDir;
}

export function copyDataDir(template: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nc-life-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
