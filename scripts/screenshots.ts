/**
 * npm run screenshots — signs in on a fresh server and saves screenshots of the main screens at a
 * phone's size (390x844) and a laptop's (1280x800) into ./screenshots, to look at them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { desktopContext, launchBrowser, phoneContext } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { completeOnboardingOnPage } from '../apps/web/e2e/support/session.ts';
import { newPhone, requestCode, signIn } from '../apps/web/e2e/support/sign-in.ts';
import { DRAW_OFFSCREEN } from '../apps/web/e2e/support/screenshots.ts';

const out = path.resolve('screenshots');
mkdirSync(out, { recursive: true });
const routes = (process.argv[2] ?? '/daily-summary,/subscription,/select-style/default').split(',');

const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
try {
  for (const label of ['phone', 'desktop'] as const) {
    const context = await (label === 'phone' ? phoneContext : desktopContext)(browser, server.baseURL);
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${label}-login.png` });
    const phone = newPhone();
    await requestCode(page, phone.national);
    await page.screenshot({ path: `${out}/${label}-login-code.png` });
    await context.clearCookies();
    await signIn(page, server.baseURL);
    const shoot = async (route: string) => {
      await page.goto(route);
      await page.waitForTimeout(600);
      await page.screenshot({
        path: `${out}/${label}${route.replaceAll('/', '-')}.png`,
        fullPage: true,
        style: DRAW_OFFSCREEN,
      });
    };
    // The onboarding while it is not completed (after, it goes home); every shell screen sends
    // back to it until it is.
    const inOnboarding = (route: string) => route.startsWith('/select-style');
    for (const route of routes.filter(inOnboarding)) await shoot(route);
    await completeOnboardingOnPage(page, server.baseURL);
    for (const route of routes.filter((route) => !inOnboarding(route))) await shoot(route);
    if (label === 'phone') {
      await page.goto('/daily-summary');
      await page.getByRole('button', { name: /menú/i }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${label}-menu.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
