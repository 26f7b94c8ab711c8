/**
 * npm run bench:lighthouse [runs=3] [routes...] — Lighthouse (mobile: simulated slow 4G and 4x CPU) in Debian's
 * Chromium against the built app on a fresh local server, signed in as a seeded user with a
 * week of meals, workouts and weights and a weekly plan; prints performance and accessibility per
 * screen (the median run), with LCP, TBT and the JS transferred. Run `npm run build` first.
 *
 * The app is measured as the README deploys it: behind nginx, which terminates TLS and speaks
 * HTTP/2 to the browser (scripts/tls-proxy.ts). `LH_PLAIN=1` measures the Node server alone over
 * plain HTTP/1.1, as the figures before 2026-11-27's tenth session were.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { snapshotDist } from '../apps/web/e2e/support/dist.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { BENCH_SCREENS } from './screens.ts';
import { seededUser } from './lighthouse-user.ts';
import { startTlsProxy } from './tls-proxy.ts';

const runs = Number(process.argv[2] ?? 3);
/** npm run bench:lighthouse [runs] [routes...]: all seven screens by default. */
const ROUTES = process.argv.length > 3 ? process.argv.slice(3) : BENCH_SCREENS;

/**
 * Lighthouse's CPU slowdown (4 by default). Lighthouse's throttling guide says to calibrate it from
 * the host's benchmark index, which this script prints: `LH_CPU=8` on a fast host approximates
 * the default on one about half as fast.
 */
const cpuSlowdown = Number(process.env.LH_CPU ?? 4);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const proxy = process.env.LH_PLAIN ? undefined : await startTlsProxy(server.baseURL, console.log);
const baseURL = proxy?.baseURL ?? server.baseURL;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // The proxy's certificate is made for the run (self-signed).
    ...(proxy ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  const session = await seededUser(server.baseURL);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: string[] = [];
  const benchmarkIndexes: number[] = [];
  const hostWarnings = new Set<string>();
  for (const route of ROUTES) {
    const results: { perf: number; a11y: number; lcp: number; tbt: number; js: number }[] = [];
    let failed = 0;
    for (let i = 0; i < runs; i++) {
      // The session the app keeps in localStorage, set on the origin before each run (or cleared
      // for /login); Lighthouse's own storage reset would also drop it.
      const page = await browser.newPage();
      await page.goto(`${baseURL}/favicon.svg`);
      await page.evaluate(
        async (token: string | null) => {
          // A first visit: no service worker and nothing it kept from an earlier run.
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const name of await caches.keys()) await caches.delete(name);
          localStorage.clear();
          sessionStorage.clear();
          if (token)
            localStorage.setItem(
              'auth-storage',
              JSON.stringify({
                state: { token, user: { id: '', name: '', phone: '' }, isAuthenticated: true },
                version: 0,
              }),
            );
        },
        route === '/login' ? null : session.token,
      );
      // A first visit also means nothing in the HTTP cache: Lighthouse's storage reset, which would
      // clear it, is off to keep the session set above.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      const result = await lighthouse(`${baseURL}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        // With a trace kept, V8's samples too: which functions each long task ran (a little slower).
        ...(process.env.LH_VERBOSE === 'trace' && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
      });
      const lhr = result!.lhr;
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      // A run Lighthouse could not score (its performance shows as 0): say why.
      if (lhr.runtimeError) {
        console.error(`${route} run ${i + 1}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        failed++;
        continue;
      }
      for (const warning of lhr.runWarnings) hostWarnings.add(String(warning));
      if (process.env.LH_VERBOSE) {
        const m = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        console.error(
          `${route} run ${i + 1}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} · FCP ${m('first-contentful-paint')} ms · SI ${m('speed-index')} ms · LCP ${m('largest-contentful-paint')} ms · TBT ${m('total-blocking-time')} ms · CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
        );
        if (process.env.LH_VERBOSE === 'json')
          (await import('node:fs')).writeFileSync(
            `/tmp/lhr${route.replaceAll('/', '_')}-${i + 1}.json`,
            JSON.stringify(lhr),
          );
        if (process.env.LH_VERBOSE === 'trace')
          (await import('node:fs')).writeFileSync(
            `/tmp/trace${route.replaceAll('/', '_')}-${i + 1}.json`,
            JSON.stringify((result!.artifacts as unknown as { Trace: unknown }).Trace),
          );
      }
      if (process.env.SHOW_A11Y)
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) {
            const items = (audit.details as { items?: { node?: { snippet?: string } }[] })?.items ?? [];
            console.error(
              `${route} a11y: ${ref.id}: ${items
                .map((item) => item.node?.snippet)
                .slice(0, 3)
                .join(' | ')}`,
            );
          }
        }
      // Every script the page downloaded, as the network saw it (compressed), the lazy ones included.
      const jsBytes = (
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? []
      )
        .filter((item) => item.resourceType === 'Script')
        .reduce((total, item) => total + (item.transferSize ?? 0), 0);
      results.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        js: jsBytes / 1024,
      });
    }
    if (results.length === 0) {
      rows.push(`| ${route} | no run could be scored | | | | | |`);
      continue;
    }
    const best = results.find((r) => r.perf === median(results.map((x) => x.perf)))!;
    rows.push(
      `| ${route} | ${best.perf} | ${[...results.map((r) => r.perf), ...Array(failed).fill('error')].join(', ')} | ${best.a11y} | ${(best.lcp / 1000).toFixed(1)} s | ${Math.round(best.tbt)} ms | ${best.js.toFixed(0)} kB |`,
    );
    console.error(`${route} done`);
  }
  await browser.disconnect();
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated slow 4G, ${cpuSlowdown}x CPU), ${runs} run(s) per screen, median shown`,
  );
  // The host's speed as Lighthouse measures it: scores from hosts far apart are not comparable
  // (docs/performance.md).
  console.log(
    proxy ? 'Served through nginx: TLS and HTTP/2 (README)' : 'Served by the Node server alone: plain HTTP/1.1',
  );
  console.log(
    `Host benchmark index: ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))})\n`,
  );
  for (const warning of hostWarnings) console.log(`Lighthouse warns: ${warning}\n`);
  console.log('| screen | performance | runs | accessibility | LCP | TBT | JS transferred |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await chrome.kill();
  proxy?.stop();
  await server.stop();
  dist.remove();
}
