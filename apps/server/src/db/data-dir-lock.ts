/**
 * PGlite takes no lock of its own: two processes on one data folder silently lose writes.
 * A lock file in the data folder names the holding process by pid and start time, so a second
 * server refuses to start while the first lives, and a file left by a process that died is taken
 * over, even when its pid now belongs to another process (a container restart reuses pids).
 * Why a file and not an OS lock: docs/server-rules.md, 'One server per data folder'.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running process (pid ${pid}). Stop it first, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** What the lock file says: `{"pid":…,"start":…}`; files written before start times were kept hold only the pid. */
type LockRecord = { pid: number; start: string | null; legacy: boolean };

const USER_HZ = 100; // the clock tick of /proc/<pid>/stat on every Linux architecture in use
const UNREADABLE_WAIT_MS = 3000; // how long a lock file that does not parse (being written) is respected

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let linuxBoot: { id: string; epochMs: number } | null | undefined;
function linuxBootInfo() {
  if (linuxBoot === undefined) {
    try {
      const id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'));
      linuxBoot = { id, epochMs: btime ? Number(btime[1]) * 1000 : NaN };
    } catch {
      linuxBoot = null;
    }
  }
  return linuxBoot;
}

/**
 * When a process started: `id` differs between two processes that had the same pid (Linux: boot id
 * and field 22 of /proc/<pid>/stat; elsewhere `ps -o lstart=`), `ms` is the instant if known.
 * null when the process is gone or this system tells neither.
 */
export function processStartTime(pid: number): { id: string; ms: number } | null {
  const boot = linuxBootInfo();
  if (boot) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
      const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      if (ticks && /^\d+$/.test(ticks))
        return { id: `${boot.id}:${ticks}`, ms: boot.epochMs + (Number(ticks) * 1000) / USER_HZ };
    } catch {
      return null;
    }
    return null;
  }
  try {
    // `env LC_ALL=C ps`: English dates that Date.parse reads; the rest of the environment (TZ) is inherited.
    const lstart = execFileSync('env', ['LC_ALL=C', 'ps', '-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return lstart ? { id: `ps:${lstart}`, ms: Date.parse(lstart) } : null;
  } catch {
    return null;
  }
}

/** Whether a live process is a Node process; true when this system does not say (the safe side). */
function looksLikeNode(pid: number): boolean {
  try {
    const exe = path.basename(readlinkSync(`/proc/${pid}/exe`));
    return exe.includes('node') || exe === path.basename(process.execPath);
  } catch {
    return true;
  }
}

function parseRecord(content: string): LockRecord | null {
  const text = content.trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), start: null, legacy: true };
  try {
    const value = JSON.parse(text) as { pid?: unknown; start?: unknown };
    if (Number.isInteger(value.pid) && (value.pid as number) > 0) {
      return { pid: value.pid as number, start: typeof value.start === 'string' ? value.start : null, legacy: false };
    }
  } catch {
    // not ours, or caught half-written (only possible where hard links are not supported)
  }
  return null;
}

function ownRecord(): string {
  return `${JSON.stringify({ pid: process.pid, start: processStartTime(process.pid)?.id ?? null })}\n`;
}

type Verdict = { state: 'held'; pid: number } | { state: 'stale' } | { state: 'unsure' };

/** Whether the process a lock file names still holds it. */
function judge(content: string, fileMtimeMs: number): Verdict {
  const record = parseRecord(content);
  if (!record) return Date.now() - fileMtimeMs < UNREADABLE_WAIT_MS ? { state: 'unsure' } : { state: 'stale' };
  // Our own pid in a file we did not just write: a previous life of this pid (pid 1 in a container).
  if (record.pid === process.pid || !isAlive(record.pid)) return { state: 'stale' };
  const now = processStartTime(record.pid);
  if (!record.legacy) {
    if (now === null && !isAlive(record.pid)) return { state: 'stale' }; // died just now
    if (record.start === null || now === null) return { state: 'held', pid: record.pid }; // cannot tell
    return now.id === record.start ? { state: 'held', pid: record.pid } : { state: 'stale' };
  }
  // A pid-only file: the writer was a Node process, and it was running when the file was written.
  if (!looksLikeNode(record.pid)) return { state: 'stale' };
  if (now && Number.isFinite(now.ms) && now.ms > fileMtimeMs + 2000) return { state: 'stale' };
  return { state: 'held', pid: record.pid };
}

type Seen = { content: string; mtimeMs: number; key: string };

/** The lock file's content and a key naming this very file (not just its text); null when there is none. */
function readLock(file: string): Seen | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const st = fstatSync(fd, { bigint: true });
    const content = readFileSync(fd, 'utf8');
    const key = createHash('sha256')
      .update(`${st.dev}:${st.ino}:${st.ctimeNs}:${st.birthtimeNs}:${content}`)
      .digest('hex')
      .slice(0, 16);
    return { content, mtimeMs: Number(st.mtimeMs), key };
  } finally {
    closeSync(fd);
  }
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EINVAL']);

/** Creates `file` holding `content` unless it exists; the file never appears half-written. */
function createExclusive(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, content, { flag: 'wx' });
  try {
    linkSync(tmp, file); // atomic, and fails if the name is taken
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINK_UNSUPPORTED.has(code)) throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  // No hard links on this filesystem: exclusive create; a reader may see it empty for a moment ('unsure').
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes `file` for this process, or says which live process holds it. A stale file is removed only
 * by the one process that first creates `<file>.takeover-<key of that file>` (itself taken the same
 * way, in case its creator died), so two processes that both found it stale cannot both take over:
 * the loser would otherwise delete the winner's fresh lock.
 */
function acquire(file: string, content: string, depth = 0): { held: false } | { held: true; pid: number } {
  if (depth > 4) throw new Error(`Could not lock ${file}: too many abandoned takeovers`);
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file, content)) return { held: false };
    const seen = readLock(file);
    if (!seen) continue; // released meanwhile: try again
    const verdict = judge(seen.content, seen.mtimeMs);
    if (verdict.state === 'held') return { held: true, pid: verdict.pid };
    if (Date.now() - startedAt > 10_000) throw new Error(`Could not lock ${file}`);
    if (verdict.state === 'unsure') {
      pause(50);
      continue;
    }
    const marker = `${file}.takeover-${seen.key}`;
    if (acquire(marker, content, depth + 1).held) {
      pause(5 + Math.min(attempt, 20)); // another process is taking this stale file over: see what it leaves
      continue;
    }
    try {
      // While we own the marker nobody else may remove this file, so it is still the one we judged.
      if (readLock(file)?.key === seen.key) unlinkSync(file);
    } finally {
      rmSync(marker, { force: true });
    }
  }
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, 'server.pid');
}

/** The pid holding the data folder, or null when none (a file left by a dead process counts as none). */
export function dataDirHolder(dataDir: string): number | null {
  const seen = readLock(lockFilePath(dataDir));
  if (!seen) return null;
  const verdict = judge(seen.content, seen.mtimeMs);
  return verdict.state === 'held' ? verdict.pid : null;
}

/** Takes the data folder for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const content = ownRecord();
  const result = acquire(file, content);
  if (result.held) throw new DataDirLockedError(dataDir, result.pid);
  return () => {
    // Only our own file: never a successor's.
    if (readLock(file)?.content === content) rmSync(file, { force: true });
  };
}
