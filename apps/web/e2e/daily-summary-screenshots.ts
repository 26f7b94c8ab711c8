/**
 * node --import tsx apps/web/e2e/daily-summary-screenshots.ts — the daily summary at 390x844 and
 * 1280x800 (empty, with data, the sheets, the tour) saved into ./screenshots/daily-summary, to look
 * at them. Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import { addDays } from '@nutricoach/core/rules/week';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, desktopContext, launchBrowser, PHONE, phoneContext } from './support/browser.ts';
import { snapshotDist } from './support/dist.ts';
import { api, newUser, type Session, signInContext, todayInLima } from './support/session.ts';
import { startServer } from './support/server.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const out = path.resolve('screenshots/daily-summary');
mkdirSync(out, { recursive: true });

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();

async function open(b: Browser, session: Session, viewport: typeof PHONE) {
  const context = await (viewport === PHONE ? phoneContext : desktopContext)(b, server.baseURL);
  await signInContext(context, session);
  const page = await context.newPage();
  await page.goto('/daily-summary');
  await page.getByRole('heading', { name: 'Comidas' }).waitFor();
  return page;
}

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage, style: DRAW_OFFSCREEN });
};

async function addData(s: Session) {
  const date = todayInLima();
  const meal = (
    meal_type: string,
    description: string,
    calories: number,
    protein: number,
    fat: number,
    carbs: number,
    image_url?: string,
  ) =>
    api(s, 'POST', '/logs/nutrition', {
      nutrition_log: { date, meal_type, description, calories, protein, fat, carbs, image_url },
    });
  await meal('breakfast', 'Avena con plátano, leche descremada y canela', 420, 18, 9, 68);
  await meal('lunch', 'Pollo a la plancha con quinua y ensalada de palta', 640, 48, 22, 55);
  await meal('snack', 'Yogur griego con fresas', 180, 15, 4, 20);
  await api(s, 'POST', '/logs/training', {
    training_log: { date, description: 'Caminata en el malecón', duration: 8500, units: 'steps', calories: 320 },
  });
  await api(s, 'POST', '/logs/training', {
    training_log: { date, description: 'Bicicleta', duration: 45, units: 'minutes', calories: 380 },
  });
  await api(s, 'POST', '/logs/weight', { date, weight: 77.4 });
}

try {
  const empty = await newUser(server.baseURL);
  let page = await open(browser, empty, PHONE);
  await shot(page, 'phone-01-empty');
  await shot(page, 'phone-01-empty-full', true);
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await shot(page, 'phone-02-add-menu');
  await page.getByRole('button', { name: 'Comida' }).click();
  await page.getByLabel('Describe tu comida').waitFor();
  await page.getByLabel('Describe tu comida').fill('2 huevos revueltos, una taza de arroz y media palta');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await page.getByTestId('draft-item').nth(2).waitFor();
  await shot(page, 'phone-03-add-meal-described');
  await page.getByLabel('Buscar alimento').fill('avena');
  await page.getByTestId('food-result').first().waitFor();
  await shot(page, 'phone-04-add-meal-search');
  await page.getByRole('button', { name: 'Prefiero escribir calorías y macros' }).click();
  await page.getByRole('button', { name: 'Registrar comida' }).click();
  await shot(page, 'phone-05-add-meal-errors');
  await page.keyboard.press('Escape');
  await page.context().close();

  const full = await newUser(server.baseURL);
  await addData(full);
  page = await open(browser, full, PHONE);
  await shot(page, 'phone-10-data');
  await shot(page, 'phone-10-data-full', true);
  await page.getByRole('button', { name: /Puntos de hoy/ }).click();
  await page.getByText('Acciones').waitFor();
  await shot(page, 'phone-11-day-detail');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Editar desayuno/ }).click();
  await page.getByLabel('Calorías').waitFor();
  await shot(page, 'phone-12-edit-meal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Eliminar desayuno/ }).click();
  await shot(page, 'phone-13-delete');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: /^Editar Caminata/ }).click();
  await shot(page, 'phone-14-edit-exercise');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Peso de hoy/ }).click();
  await shot(page, 'phone-15-weight');
  await page.context().close();

  // Logging again (issue 15): yesterday's meals offered to copy, the sheet's recents, 'Repetir'.
  const regular = await newUser(server.baseURL);
  const yesterday = addDays(todayInLima(), -1);
  for (const [meal_type, items, description] of [
    [
      'breakfast',
      [
        { food_id: 'avena', grams: 50 },
        { food_id: 'platano', portion_id: 'unidad', quantity: 1 },
      ],
      undefined,
    ],
    [
      'lunch',
      [
        { food_id: 'arroz-blanco', portion_id: 'taza', quantity: 1 },
        { food_id: 'pollo-deshilachado', grams: 120 },
      ],
      'Arroz con pollo',
    ],
  ] as const)
    await api(regular, 'POST', '/logs/nutrition', {
      nutrition_log: { date: yesterday, meal_type, items, description },
    });
  page = await open(browser, regular, PHONE);
  await page.getByTestId('copy-meals').waitFor();
  await page.getByTestId('copy-meals').scrollIntoViewIfNeeded();
  await shot(page, 'phone-16-copy-from-yesterday');
  await page.getByRole('button', { name: 'Añadir comida' }).click();
  await page.getByTestId('saved-meal').first().waitFor();
  await page.getByLabel('Buscar alimento').scrollIntoViewIfNeeded();
  await shot(page, 'phone-06-add-meal-recent');
  await page.keyboard.press('Escape');
  await page.goto(`/daily-summary?date=${yesterday}`);
  await page.getByTestId('meal-log').first().waitFor();
  await page.getByTestId('meal-log').first().scrollIntoViewIfNeeded();
  await shot(page, 'phone-17-past-day-repeat');
  await page.context().close();
  page = await open(browser, regular, DESKTOP);
  await page.getByRole('button', { name: 'Añadir comida' }).click();
  await page.getByTestId('saved-meal').first().waitFor();
  await shot(page, 'desktop-06-add-meal-recent');
  await page.context().close();

  page = await open(browser, full, DESKTOP);
  await shot(page, 'desktop-10-data');
  await shot(page, 'desktop-10-data-full', true);
  await page.getByRole('button', { name: /^Editar almuerzo/ }).click();
  await shot(page, 'desktop-12-edit-meal');
  await page.context().close();

  // States: loading skeleton (a slow day), the day's error, the points' error, a 320 px phone.
  const slow = await newUser(server.baseURL);
  await addData(slow);
  {
    const context = await phoneContext(browser, server.baseURL);
    await signInContext(context, slow);
    page = await context.newPage();
    await page.route('**/api/summaries/daily*', async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.fallback();
    });
    await page.route('**/api/user/points/summary*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/daily-summary');
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/phone-30-loading.png` });
    await page.getByText('Error al cargar los puntos').first().waitFor({ timeout: 20_000 });
    await shot(page, 'phone-31-points-error');
    await page.unroute('**/api/summaries/daily*');
    await page.route('**/api/summaries/daily*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Día anterior' }).click();
    await page.getByText('Error al cargar el resumen diario').waitFor({ timeout: 20_000 });
    await shot(page, 'phone-32-summary-error');
    await context.close();
  }
  {
    const context = await phoneContext(browser, server.baseURL, { viewport: { width: 320, height: 640 } });
    await signInContext(context, slow);
    page = await context.newPage();
    await page.goto('/daily-summary');
    await page.getByTestId('meal-log').first().waitFor();
    await shot(page, 'phone320-40-data-full', true);
    console.log(
      '320 px overflow:',
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    );
    await page.getByRole('button', { name: /^Editar desayuno/ }).click();
    await shot(page, 'phone320-41-edit');
    await context.close();
  }

  const touring = await newUser(server.baseURL, { tour: true, recommendation: 'strict' });
  page = await open(browser, touring, PHONE);
  await page.locator('.driver-popover').waitFor();
  await shot(page, 'phone-20-tour-1');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await shot(page, 'phone-21-tour-3');
  await page.context().close();
  page = await open(browser, touring, DESKTOP);
  await shot(page, 'desktop-20-tour-or-not');
  await page.context().close();
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
console.log(`screenshots in ${out}`);
