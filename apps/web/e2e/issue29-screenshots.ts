/**
 * node --import tsx apps/web/e2e/issue29-screenshots.ts [out=screenshots/issue29] — the screens
 * issue 29 touched, at 360x740, 390x844 and 1280x800, to look at them: the login (Mexico's phone
 * field, the code step), the onboarding's last question, the daily summary (today above the
 * ideal with the plan banner, a past day), the weekly summary of a user who signed up this week,
 * /commitment-level, /subscription, /profile's reminder schedule, /strict-menu and the menu.
 * Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '@nutricoach/core/rules/week';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { snapshotDist } from './support/dist.ts';
import { startServer } from './support/server.ts';
import { api, HABIT_ANSWERS, newUser, type Session, signInContext, todayInLima } from './support/session.ts';
import { requestCode } from './support/sign-in.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const out = path.resolve(process.argv[2] ?? 'screenshots/issue29');
mkdirSync(out, { recursive: true });
const SIZES = [
  ['360x740', { width: 360, height: 740 }],
  ['390x844', PHONE],
  ['1280x800', DESKTOP],
] as const;

async function context(browser: Browser, baseURL: string, size: { width: number; height: number }, locale = 'es-PE') {
  const phone = size.width < 1000;
  return browser.newContext({
    baseURL,
    viewport: size,
    locale,
    timezoneId: 'America/Lima',
    isMobile: phone,
    hasTouch: phone,
  });
}

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1300); // rings and charts sweep in
};

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();
try {
  const today = todayInLima();
  const user: Session = await newUser(server.baseURL, { recommendation: 'strict' });
  await api(user, 'POST', '/diet-plates/strict');
  // Today above the ideal (1628 kcal, 122 g protein) with the person's own lunch; a past day empty.
  await api(user, 'POST', '/logs/nutrition', {
    nutrition_log: {
      date: today,
      meal_type: 'lunch',
      description: 'Lomo saltado con arroz y papas fritas',
      calories: 1950,
      protein: 178,
      fat: 70,
      carbs: 150,
    },
  });
  await api(user, 'PUT', '/user/tour-completed', { tour_completed: true });
  const past = addDays(today, -3);

  for (const [label, size] of SIZES) {
    const shot = (page: Page, name: string, fullPage = false) =>
      page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage, style: DRAW_OFFSCREEN });

    // Signed out: the phone step in Mexico, then the code step.
    const mx = await context(browser, server.baseURL, size, 'es-MX');
    const login = await mx.newPage();
    await login.goto('/login');
    await login.locator('input[type="tel"]').pressSequentially('5512345678');
    await settle(login);
    await shot(login, 'login-phone-mx');
    await mx.close();
    const pe = await context(browser, server.baseURL, size);
    const code = await pe.newPage();
    await requestCode(code, '912345678');
    await shot(code, 'login-code');
    await pe.close();

    // The onboarding's last question.
    const fresh = await context(browser, server.baseURL, size);
    const onboarding = await fresh.newPage();
    const { signIn } = await import('./support/sign-in.ts');
    await signIn(onboarding, server.baseURL);
    await onboarding.getByRole('button', { name: 'Empezar' }).click();
    await onboarding.getByLabel('¿Cómo te llamas?').fill('Lucía');
    await onboarding.getByRole('radio', { name: 'Mujer' }).locator('xpath=ancestor::label[1]').click();
    await onboarding.getByLabel('Edad').fill('45');
    await onboarding.getByLabel('Estatura').fill('163');
    await onboarding.getByLabel('Peso actual').fill('82,5');
    await onboarding.getByLabel('Peso meta').fill('68');
    await onboarding.getByRole('button', { name: 'Siguiente' }).click();
    for (const answer of HABIT_ANSWERS) {
      const option = onboarding
        .getByRole('radio', { name: answer, exact: true })
        .or(onboarding.getByRole('checkbox', { name: answer, exact: true }));
      await option.locator('xpath=ancestor::label[1]').click();
      await onboarding.getByRole('button', { name: 'Siguiente' }).click();
    }
    await onboarding
      .getByRole('radio', { name: 'Menú flexible', exact: false })
      .first()
      .locator('xpath=ancestor::label[1]')
      .click();
    await onboarding.getByRole('button', { name: 'Ver recomendaciones' }).waitFor();
    await settle(onboarding);
    await shot(onboarding, 'onboarding-last-question');
    await fresh.close();

    // Signed in.
    const signed = await context(browser, server.baseURL, size);
    await signInContext(signed, user);
    const page = await signed.newPage();
    await page.goto('/daily-summary');
    await page.getByTestId('meal-log').waitFor();
    await settle(page);
    await shot(page, 'daily-summary-today');
    await shot(page, 'daily-summary-today-full', true);
    await page.goto(`/daily-summary?date=${past}`);
    await page.getByText(/^No hay comidas registradas el /).waitFor();
    await settle(page);
    await shot(page, 'daily-summary-past-day', true);
    for (const [route, name] of [
      ['/weekly-summary', 'weekly-summary'],
      ['/commitment-level', 'commitment-level'],
      ['/subscription', 'subscription'],
      ['/strict-menu', 'strict-menu'],
      ['/profile', 'profile'],
    ] as const) {
      await page.goto(route);
      await page.locator('main h1').waitFor();
      await settle(page);
      await shot(page, name, true);
    }
    if (size.width < 1000) {
      await page.goto('/daily-summary');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
      await page.waitForTimeout(500);
      await shot(page, 'menu');
    }
    await signed.close();
  }
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
console.log(`screenshots in ${out}`);
