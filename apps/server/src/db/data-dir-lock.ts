/**
 * PGlite takes no lock of its own: two processes on one data folder silently lose writes.
 * A pid file in the data folder makes a second server refuse to start while the first lives.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is in use by another running process (pid ${pid}). Stop it first, or start this one with another DATA_DIR.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, 'server.pid');
}

/** The pid holding the data folder, or null when none (a stale file from a crash counts as none). */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFilePath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data folder for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = dataDirHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}
