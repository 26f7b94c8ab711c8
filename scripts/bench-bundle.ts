/**
 * npm run bench:bundle — the JavaScript and CSS a phone downloads to show a screen (default /login),
 * measured in Chromium against the built app, with each file's gzip size. Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, phoneContext } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';

const route = process.argv[2] ?? '/login';
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 120);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
const page = await (await phoneContext(browser, server.baseURL)).newPage();
const files: string[] = [];
page.on('response', (res) => {
  const url = new URL(res.url());
  if (/\.(js|css)$/.test(url.pathname)) files.push(url.pathname);
});
await page.goto(route, { waitUntil: 'networkidle' });
await browser.close();
await server.stop();

let jsGzip = 0;
let cssGzip = 0;
for (const file of files) {
  const body = readFileSync(path.join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.js')) jsGzip += gz;
  else cssGzip += gz;
  console.log(
    `${file.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(7)} kB  gzip ${(gz / 1024).toFixed(1).padStart(6)} kB`,
  );
}
console.log(
  `${route}: initial JS ${(jsGzip / 1024).toFixed(1)} kB gzip (budget ${BUDGET_KB} kB), CSS ${(cssGzip / 1024).toFixed(1)} kB gzip`,
);
if (jsGzip / 1024 > BUDGET_KB) process.exit(1);
