/**
 * Once per e2e run: a data folder with the database created, migrated and the catalog seeded, which
 * each file's server starts from as a copy (support/server.ts) instead of doing that work again:
 * about 5 s per file on a quiet machine, 10-25 s on a busy one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server.ts';

export default async function setup() {
  // A folder the caller made (a server of this code started on it once and stopped): used as it is,
  // and left in place. On a busy machine this saves the slowest start of the run (README, Tests).
  if (process.env.E2E_TEMPLATE_DATA_DIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'nc-e2e-template-'));
  const server = await startServer({ DATA_DIR: dir, LOG_LEVEL: 'error' });
  await server.stop();
  // Read by the test files' startServer; vitest starts its workers after this, with this env.
  process.env.E2E_TEMPLATE_DATA_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
