import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the built app in a temporary folder, for the server's WEB_DIST_DIR: other engineers
 * rebuild apps/web/dist in the same checkout, and a rebuild during a run swaps the hashed files
 * under the test's feet (a blank page). Copied only once index.html and its assets agree. The copy
 * is of apps/web/dist, or of the build WEB_DIST_DIR names (a build of one's own, or the A of an A/B).
 */
export function snapshotDist(): { dir: string; remove: () => void } {
  const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../dist');
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'nc-dist-'));
    cpSync(dist, dir, { recursive: true });
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    if (assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, asset)))) {
      return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
    }
    rmSync(dir, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
  throw new Error('apps/web/dist is not a complete build; run npm run build');
}
