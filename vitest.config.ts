import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * One test file per core. Vitest's own default is one less than the cores (1 on CI's 2), which
 * left a core idle: the unit tests took 2 min 44 s with one worker and 1 min 25 s with two, the
 * browser tests (mostly waiting on the server and Chromium) 10 min 41 s and 6 min 21 s. The server
 * tests take one each: their two passes (PGlite and PostgreSQL) run side by side.
 */
const ONE_PER_CORE = availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: ONE_PER_CORE,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], testTimeout: 20_000 } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Every answer of a test's app is checked against /api/openapi.json (test-support/conformance.ts).
          setupFiles: ['apps/server/src/test-support/conformance-setup.ts'],
          // On PGlite, each file's database is loaded from one migrated dump made here.
          globalSetup: ['apps/server/src/test-support/pglite-templates.ts'],
          // One database per file.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
        },
      },
      {
        resolve: { alias: { '@': path.resolve('apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      {
        // e2e files import some of the web's pure modules (week titles, formats), which use '@'.
        resolve: { alias: { '@': path.resolve('apps/web/src') } },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
