/**
 * Writes .br and .gz beside every text asset of the built web app, so the server sends phones
 * compressed files without compressing on each request (@fastify/static preCompressed). A folder
 * given as the argument is compressed instead (a build of one's own, `vite build --outDir`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|wasm)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}

let count = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dist)}`);
