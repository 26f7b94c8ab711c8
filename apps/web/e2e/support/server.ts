/** Starts the real server (built SPA + API) on a temporary data folder and a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/src/test-support/server-process.ts';

export { freePort };

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
  log: () => string;
};

export function spawnServer(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * A new data folder: a copy of the run's seeded one when global-setup.ts made it (the same state a
 * first start leaves), else empty (the server creates and seeds the database).
 */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nc-e2e-'));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? freshDataDir();
  const port = await freePort();
  const child = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    // A test rig: codes may be re-sent after 1 s, one IP may ask for many, and a test may seed
    // weeks of logs through the API in seconds (the per-user write limit, docs/server-rules.md).
    CODE_RESEND_SECONDS: '1',
    CODE_MAX_PER_IP_PER_HOUR: '1000',
    USER_WRITES_PER_MINUTE: '1000',
    ...env,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy after 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    dataDir,
    port,
    process: child,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest sign-in code the console messaging provider sent to a phone. */
export async function latestCode(baseURL: string, phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseURL}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const body = (await res.json()) as { messages: { code: string | null }[] };
    const code = body.messages[0]?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${phone}`);
}

export async function outboxCount(baseURL: string, phone: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}
