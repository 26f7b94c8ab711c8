/** The data folder is private to its owner (issue 31): 0700 folders, 0600 files, whatever PGlite or the umask do. */
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/app.ts';
import { openConfiguredDatabase } from './open.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) whose group or others may read, write or enter it. */
function notPrivate(dir: string): string[] {
  const open: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return open;
}

describe('the data folder', () => {
  it('is 0700 with every file 0600 once the database is open and after it closes, even with a umask of 0', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'nc-private-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const before = process.umask(0); // the worst case: nothing masked (a container's default can be 0)
    try {
      const opened = await openConfiguredDatabase(testConfig({ dataDir, databaseUrl: undefined }));
      const files = readdirSync(path.join(dataDir, 'pglite'), { recursive: true }).length;
      expect(files).toBeGreaterThan(100);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(notPrivate(dataDir)).toEqual([]);
      await opened.close();
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      process.umask(before);
    }
  }, 120_000);
});
