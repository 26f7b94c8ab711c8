/**
 * npm run screenshots:app — an onboarded user (with a meal, a workout and a weight logged) on every
 * main screen at 390x844 and 1280x800, into ./screenshots/app. Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { desktopContext, launchBrowser, phoneContext } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { api, newUser, signInContext, todayInLima } from '../apps/web/e2e/support/session.ts';
import { DRAW_OFFSCREEN } from '../apps/web/e2e/support/screenshots.ts';

const out = path.resolve('screenshots/app');
mkdirSync(out, { recursive: true });
const ROUTES = [
  '/daily-summary',
  '/weekly-summary',
  '/weight-summary',
  '/seguimiento-semanal',
  '/food-table',
  '/flex-menu',
  '/strict-menu',
  '/profile',
  '/subscription',
  '/referrals',
  '/strava',
  '/challenges',
];

const server = await startServer({
  LOG_LEVEL: 'error',
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
});
const browser = await launchBrowser();
try {
  const session = await newUser(server.baseURL, { recommendation: 'strict' });
  const date = todayInLima();
  await api(session, 'POST', '/logs/nutrition', {
    nutrition_log: {
      date,
      meal_type: 'breakfast',
      description: 'Avena con plátano y canela',
      calories: 380,
      protein: 14,
      fat: 8,
      carbs: 62,
    },
  });
  await api(session, 'POST', '/logs/training', {
    training_log: { date, description: 'Caminata', duration: 8500, units: 'steps', calories: 320 },
  });
  await api(session, 'POST', '/diet-plates/strict');
  for (const label of ['phone', 'desktop'] as const) {
    const context = await (label === 'phone' ? phoneContext : desktopContext)(browser, server.baseURL);
    await signInContext(context, session);
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1200); // charts animate
      await page.screenshot({
        path: `${out}/${label}${route.replaceAll('/', '-')}.png`,
        fullPage: label === 'phone',
        style: DRAW_OFFSCREEN,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log(`${label} ${route}: overflows by ${overflow}px`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
