import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFilePath } from './data-dir-lock.ts';

describe('data folder lock', () => {
  it('refuses a second holder while the first process lives, and frees the folder on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nc-lock-'));
    const unlock = lockDataDir(dir);
    // Another live process (the test runner's parent) holds it: simulate by writing its pid.
    unlock();
    writeFileSync(lockFilePath(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nc-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lockFilePath(dir), dead);
    const unlock = lockDataDir(dir);
    unlock();
  });
});
