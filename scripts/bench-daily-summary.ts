/**
 * node --import tsx scripts/bench-daily-summary.ts — the JavaScript and CSS a phone downloads for
 * /daily-summary when signed in (bench-bundle.ts only sees the /login redirect), with each file's
 * gzip size: what loads before the cards and lists show ("initial"), then what follows lazily
 * (the gauges' Chart.js, the forms prefetched when idle, the tour when it runs). Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { snapshotDist } from '../apps/web/e2e/support/dist.ts';
import { newUser, signInContext } from '../apps/web/e2e/support/session.ts';
import { launchBrowser, phoneContext } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';

const BUDGET_KB = Number(process.env.BUDGET_KB ?? 150);
const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();

type Phase = { name: string; files: string[] };

async function measure(tour: boolean): Promise<Phase[]> {
  const session = await newUser(server.baseURL, { tour });
  const context = await phoneContext(browser, server.baseURL);
  await signInContext(context, session);
  const page = await context.newPage();
  const seen: string[] = [];
  // "Initial": every file asked for before the day's data arrived. Chart.js, the forms and the
  // tour are asked for only after it (the screen then shows the cards and lists at once).
  let initial: string[] | undefined;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (/\.(js|css)$/.test(url.pathname)) seen.push(url.pathname);
  });
  page.on('response', (res) => {
    if (!initial && res.url().includes('/api/summaries/daily')) initial = [...seen];
  });
  await page.goto('/daily-summary');
  await page.getByText('No hay comidas registradas hoy').waitFor();
  if (!initial) throw new Error('the daily summary was never asked for');
  if (tour) await page.locator('.driver-popover').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  await context.close();
  return [
    { name: 'initial (cards and lists on screen)', files: initial },
    {
      name: tour ? 'then, lazily (gauges, forms, tour)' : 'then, lazily (gauges, forms)',
      files: seen.filter((file) => !initial!.includes(file)),
    },
  ];
}

function report({ name, files }: Phase) {
  let js = 0;
  let css = 0;
  console.log(`\n${name}`);
  for (const file of files) {
    const body = readFileSync(path.join(dist.dir, file));
    const gz = gzipSync(body, { level: 9 }).length;
    if (file.endsWith('.js')) js += gz;
    else css += gz;
    console.log(
      `  ${file.padEnd(52)} ${(body.length / 1024).toFixed(1).padStart(7)} kB  gzip ${(gz / 1024).toFixed(1).padStart(6)} kB`,
    );
  }
  console.log(`  = JS ${(js / 1024).toFixed(1)} kB gzip, CSS ${(css / 1024).toFixed(1)} kB gzip`);
  return js;
}

let initialJs = 0;
try {
  const withoutTour = await measure(false);
  initialJs = report(withoutTour[0]!);
  report(withoutTour[1]!);
  const withTour = await measure(true);
  report({ ...withTour[1]!, name: 'with the tour: loaded after the screen' });
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
console.log(`\n/daily-summary: initial JS ${(initialJs / 1024).toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (initialJs / 1024 > BUDGET_KB) process.exit(1);
