/**
 * npm run late-answers -- [/route ...] — what moves on a screen when one of its calls answers
 * late: each API call the screen makes is held back by 2 s in turn, at 412x823 (Lighthouse's
 * phone) and 1280x800, and the browser's layout shifts (CLS) are printed with the elements that
 * moved. Signed in as the Lighthouse bench's user. Run `npm run build` first.
 */
import type { Browser } from 'playwright-core';
import { snapshotDist } from '../apps/web/e2e/support/dist.ts';
import { signInContext } from '../apps/web/e2e/support/session.ts';
import { launchBrowser } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { seededUser } from './lighthouse-user.ts';

const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/daily-summary', '/weekly-summary', '/profile'];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];
type Shift = { value: number; moved: string[] };

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser: Browser = await launchBrowser();
try {
  const session = await seededUser(server.baseURL);

  /** One first visit, with `late` (an API path) answering 2 s after the others. */
  async function visit(route: string, viewport: (typeof VIEWPORTS)[number], late: string | null) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport, timezoneId: 'America/Lima' });
    await signInContext(context, session);
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[])
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${source.node?.nodeName ?? '?'} "${source.node?.textContent?.slice(0, 30) ?? ''}" y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`,
            ),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const calls = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.add(pathname);
    });
    if (late)
      await page.route(
        (url) => url.pathname === late,
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.fallback();
        },
      );
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(late ? 2500 : 800);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    await context.close();
    return { calls: [...calls], shifts };
  }

  const cls = (shifts: Shift[]) => shifts.reduce((total, shift) => total + shift.value, 0).toFixed(3);
  for (const route of ROUTES)
    for (const viewport of VIEWPORTS) {
      const base = await visit(route, viewport, null);
      console.log(
        `${route} at ${viewport.width}x${viewport.height}: CLS ${cls(base.shifts)} with every answer on time`,
      );
      for (const call of base.calls) {
        const { shifts } = await visit(route, viewport, call);
        if (shifts.length === 0) continue;
        console.log(`  ${call} late: CLS ${cls(shifts)}`);
        for (const moved of new Set(shifts.flatMap((shift) => shift.moved))) console.log(`    ${moved}`);
      }
    }
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
