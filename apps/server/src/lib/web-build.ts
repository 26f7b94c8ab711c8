/**
 * The built web app, read into memory once at start and served from there.
 *
 * Reading it once is what keeps the page and its assets from the same build: a build written
 * into the folder while the server runs (npm run build, a second npm start) used to pair a new
 * index.html with the old asset list, and every user got a blank page until a restart.
 * The whole build with its .br/.gz copies is about 3 MB.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type WebFile = { body: Buffer; br?: Buffer; gz?: Buffer; type: string; etag: string; immutable: boolean };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  // The barcode scanner's decoder (ZXing-C++), fetched only when the scanner opens.
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}

/** The build in `distDir` as URL path -> file, or null when there is no build. */
export function loadWebBuild(distDir: string): Map<string, WebFile> | null {
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  const files = new Map<string, WebFile>();
  for (const file of walk(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const body = readFileSync(file);
    const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    files.set(url, {
      body,
      br: read('.br'),
      gz: read('.gz'),
      type: TYPES[path.extname(file)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      immutable: url.startsWith('/assets/'),
    });
  }
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  reply.header('content-type', file.type).header('etag', file.etag).header('vary', 'accept-encoding');
  reply.header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gz && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(file.gz);
  return reply.send(file.body);
}

/**
 * Serves the build: its files by path, and index.html for any other GET that is not under /api
 * or /assets (a missing asset is a 404, so a stale tab fails its chunk load and reloads).
 */
export function registerWebBuild(app: FastifyInstance, distDir: string) {
  const files = loadWebBuild(distDir);
  const index = files?.get('/index.html');
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (files && index && isGet && !isApi) {
      const file = files.get(pathname);
      if (file) return send(request, reply, file);
      if (!pathname.startsWith('/assets/')) return send(request, reply, index);
    }
    return reply.status(404).send({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });
}
