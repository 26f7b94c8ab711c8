/**
 * npm run bench:bundle [--initial-only] [routes...] — the JavaScript each screen needs (default: the
 * seven screens of scripts/screens.ts), gzip, from the built app (run `npm run build` first; or the
 * build WEB_DIST_DIR names). Exits 1 when a screen's initial JS is over BUDGET_KB (140, README).
 * `--initial-only` reads only the build (no server, no browser: about a second), which is how
 * `npm run test:e2e` checks the budget after its build. VERBOSE=1 lists the files.
 *
 * - **initial JS**: what must download before the screen can render: the entry chunk, and for a
 *   signed-in screen the shell's and the screen's chunks, each with every chunk it imports
 *   statically. What a screen loads with import() (charts, forms, dialogs, the tour, the service
 *   worker) is not in it: it comes later, when used or when the page is idle.
 * - **by network idle**: everything Debian's Chromium downloaded until the network was quiet,
 *   signed in as a new user with a weekly plan, the lazy parts included (docs/performance.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { snapshotDist } from '../apps/web/e2e/support/dist.ts';
import { api, newUser, signInContext } from '../apps/web/e2e/support/session.ts';
import { launchBrowser, phoneContext } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { BENCH_SCREENS } from './screens.ts';

const SIGNED_OUT = new Set(['/login']);
const args = process.argv.slice(2);
const initialOnly = args.includes('--initial-only');
const named = args.filter((a) => a !== '--initial-only');
const routes = named.length > 0 ? named : BENCH_SCREENS;
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 140);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const dist = snapshotDist();
const assets = path.join(dist.dir, 'assets');
const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
const gzipSizes = new Map<string, number>();
function gzipOf(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist.dir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** A chunk's static imports (`import{a as b}from"./x-hash.js"`, `import"./y-hash.js"`), not import(). */
function staticImports(chunk: string): string[] {
  const code = readFileSync(path.join(assets, chunk), 'utf8');
  return [...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1]!,
  );
}
function withImports(chunk: string, into: Set<string>): Set<string> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const imported of staticImports(chunk)) withImports(imported, into);
  return into;
}
/** The chunk of a screen module (app/routes/app/daily-summary.tsx → daily-summary-<hash>.js). */
function chunkOf(name: string): string {
  const found = chunks.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (found.length !== 1) throw new Error(`No single chunk for ${name}: ${found.join(', ') || 'none'}`);
  return found[0]!;
}
function initialChunks(route: string): Set<string> {
  const files = withImports(chunkOf('index'), new Set());
  if (!SIGNED_OUT.has(route)) withImports(chunkOf('shell'), files);
  return withImports(chunkOf(route.slice(1)), files);
}

let over = false;
const rows: string[] = [];
const initialJsOf = (route: string) => [...initialChunks(route)].reduce((total, f) => total + gzipOf(`assets/${f}`), 0);

if (initialOnly) {
  console.log(`Initial JS, gzip (budget: ${BUDGET_KB} kB)`);
  for (const route of routes) {
    const initialJs = initialJsOf(route);
    if (initialJs / 1024 > BUDGET_KB) over = true;
    console.log(
      `${route.padEnd(16)} ${kB(initialJs).padStart(9)}${initialJs / 1024 > BUDGET_KB ? '  over the budget' : ''}`,
    );
  }
  dist.remove();
  process.exit(over ? 1 : 0);
}

const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();
try {
  const session = routes.some((r) => !SIGNED_OUT.has(r))
    ? await newUser(server.baseURL, { recommendation: 'strict' })
    : null;
  if (session) await api(session, 'POST', '/diet-plates/strict');
  for (const route of routes) {
    const initial = [...initialChunks(route)].map((f) => `/assets/${f}`);
    const context = await phoneContext(browser, server.baseURL);
    if (!SIGNED_OUT.has(route) && session) await signInContext(context, session);
    const page = await context.newPage();
    const downloaded = new Set<string>();
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (/\.(js|css)$/.test(pathname)) downloaded.add(pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await context.close();
    const sum = (files: Iterable<string>, ext: string) =>
      [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipOf(f), 0);
    const initialJs = initialJsOf(route);
    if (initialJs / 1024 > BUDGET_KB) over = true;
    if (process.env.VERBOSE)
      for (const file of [...downloaded].sort((a, b) => gzipOf(b) - gzipOf(a)))
        console.log(
          `${route.padEnd(16)} ${initial.includes(file) ? 'initial' : 'later  '} ${file.padEnd(52)} ${kB(gzipOf(file))}`,
        );
    rows.push(`| ${route} | ${kB(initialJs)} | ${kB(sum(downloaded, '.js'))} | ${kB(sum(downloaded, '.css'))} |`);
  }
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
console.log(`\nJS each screen needs, gzip (budget: ${BUDGET_KB} kB of initial JS)\n`);
console.log('| screen | initial JS | JS by network idle | CSS |\n|---|---|---|---|');
for (const row of rows) console.log(row);
if (over) process.exit(1);
