/**
 * Compiles the server into apps/server/dist: one self-contained ESM bundle per entry (server, reminder worker,
 * magic-link and foods:import-off commands) with packages/core inside, so production runs on plain node without tsx or
 * any dev dependency. The server's npm dependencies stay outside the bundle (pglite loads its own
 * wasm and data files from its package; pg, fastify and stripe are required as they are).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@nutricoach/core');

rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'magic-link': 'src/cli/magic-link.ts',
    'import-off': 'src/cli/import-off.ts',
  },
  absWorkingDir: serverDir,
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  external,
  define: { SERVER_BUNDLE: 'true' },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`server bundle: apps/server/dist (${(bytes / 1024).toFixed(0)} kB with source maps)`);
