import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { exitWithin, freePort, spawnServer } from '../test-support/server-process.ts';

// DATA_DIR_LOCK_MODULE runs these tests against another version of the module (an older commit's).
const modulePath = path.resolve(import.meta.dirname, process.env.DATA_DIR_LOCK_MODULE ?? './data-dir-lock.ts');
const lock = (await import(pathToFileURL(modulePath).href)) as typeof import('./data-dir-lock.ts');
const { DataDirLockedError, lockDataDir, lockFilePath } = lock;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nc-lock-'));
  dirs.push(dir);
  return dir;
}

/** A live process that has nothing to do with NutriCoach. */
function unrelatedProcess(): number {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(sleeper);
  return sleeper.pid!;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
}

/** What a server whose pid was `pid` wrote into the lock file (this module's format). */
function newFormat(pid: number, start: string) {
  return `${JSON.stringify({ pid, start })}\n`;
}

describe('data folder lock', () => {
  it('refuses a second holder while the first process lives, and frees the folder on release', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    unlock();
    expect(readdirSync(dir)).toEqual([]);
    // Another live Node process (the test runner's parent) wrote a pid-only file while it was running.
    writeFileSync(lockFilePath(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(lockFilePath(dir), String(deadPid()));
    lockDataDir(dir)();
    writeFileSync(lockFilePath(dir), newFormat(deadPid(), 'whatever'));
    lockDataDir(dir)();
  });

  it('is not blocked by a pid-only file whose pid now belongs to an unrelated live process', () => {
    const dir = tempDir();
    writeFileSync(lockFilePath(dir), String(unrelatedProcess()));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFilePath(dir), 'utf8')).pid).toBe(process.pid);
    unlock();
  });

  it('is not blocked by a file naming a live process that started after the file was written (pid reused)', () => {
    const dir = tempDir();
    const pid = unrelatedProcess();
    // Written by an earlier process with the same pid: another start time.
    writeFileSync(lockFilePath(dir), newFormat(pid, 'an-earlier-process'));
    lockDataDir(dir)();
  });

  it('is blocked by a file naming a live process with its own start time', () => {
    const dir = tempDir();
    const pid = unrelatedProcess();
    const start = lock.processStartTime(pid);
    expect(start).not.toBeNull();
    writeFileSync(lockFilePath(dir), newFormat(pid, start!.id));
    expect(() => lockDataDir(dir)).toThrow(new DataDirLockedError(dir, pid).message);
  });

  it('stops a second server on a folder a live server holds, with a clear message', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const first = spawnServer({ dataDir: dir, port: await freePort(), env: { REMINDERS_ENABLED: 'false' } });
    children.push(first.child);
    await first.ready;
    const second = spawnServer({ dataDir: dir, port: await freePort() });
    children.push(second.child);
    const exit = await exitWithin(second, Date.now(), 20_000);
    expect(exit?.code).toBe(1);
    expect(second.output()).toContain(
      `NutriCoach cannot start: The data folder ${dir} is in use by another running process (pid ${first.child.pid}).`,
    );
    // The first one is untouched and still serving.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect((await exitWithin(first, Date.now(), 20_000))?.code).toBe(0);
    expect(readdirSync(dir)).not.toContain('server.pid');
  });

  it('lets exactly one of six processes racing for a folder win, on fresh folders and on stale lock files', {
    timeout: 60_000,
  }, async () => {
    const RACERS = 6;
    const parent = tempDir();
    const stale: ((dir: string) => void)[] = [
      (dir) => writeFileSync(lockFilePath(dir), String(deadPid())),
      (dir) => writeFileSync(lockFilePath(dir), newFormat(deadPid(), 'gone')),
      (dir) => writeFileSync(lockFilePath(dir), String(unrelatedProcess())),
      (dir) => writeFileSync(lockFilePath(dir), newFormat(unrelatedProcess(), 'an-earlier-process')),
    ];
    const rounds: { dir: string; kind: string }[] = [];
    for (let i = 0; i < 12; i++) rounds.push({ dir: path.join(parent, `fresh-${i}`), kind: 'fresh' });
    for (let i = 0; i < 12; i++) {
      const dir = path.join(parent, `stale-${i}`);
      mkdirSync(dir);
      stale[i % stale.length]!(dir);
      rounds.push({ dir, kind: 'stale' });
    }
    // Every racer starts each round at the same instant (busy-waiting the last milliseconds),
    // and keeps what it won until the end, as a server would.
    const firstAt = Date.now() + 5000;
    const schedule = rounds.map((r, i) => ({ dir: r.dir, at: firstAt + i * 250 }));
    const racer = `
      const lock = await import(${JSON.stringify(pathToFileURL(modulePath).href)});
      const results = [];
      for (const { dir, at } of ${JSON.stringify(schedule)}) {
        const wait = at - Date.now() - 5;
        if (wait > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
        while (Date.now() < at);
        const late = Date.now() - at;
        try {
          lock.lockDataDir(dir);
          results.push({ won: true, late });
        } catch (err) {
          results.push({ won: false, late, error: err instanceof lock.DataDirLockedError ? null : String(err) });
        }
      }
      process.stdout.write(JSON.stringify(results) + '\\n');
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));
    `;
    const racers = Array.from({ length: RACERS }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', racer], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<{ won: boolean; late: number; error?: string | null }[]>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (d) => {
          out += d;
          if (out.endsWith('\n')) resolve(JSON.parse(out));
        });
        child.once('exit', (code) => reject(new Error(`racer exited (${code}): ${out}`)));
      }).then((results) => ({ child, results }));
    });
    const done = await Promise.all(racers);
    const tally = { fresh: [] as number[], stale: [] as number[] };
    for (const [i, round] of rounds.entries()) {
      tally[round.kind as 'fresh' | 'stale'].push(done.filter((d) => d.results[i]!.won).length);
    }
    const spread = Math.max(...done.flatMap((d) => d.results.map((r) => r.late)));
    console.log(
      `winners per round: fresh ${tally.fresh.join(',')}; stale ${tally.stale.join(',')}; latest start ${spread} ms after its round's instant`,
    );
    for (const d of done) d.child.stdin!.end();
    expect(done.flatMap((d) => d.results.filter((r) => r.error))).toEqual([]);
    expect(tally).toEqual({ fresh: Array(12).fill(1), stale: Array(12).fill(1) });
    rounds.forEach((round, i) => {
      // The file names the winner, and no takeover or temporary file is left behind.
      const winner = done.find((d) => d.results[i]!.won)!;
      expect(JSON.parse(readFileSync(lockFilePath(round.dir), 'utf8')).pid).toBe(winner.child.pid);
      expect(readdirSync(round.dir)).toEqual(['server.pid']);
    });
  });
});
