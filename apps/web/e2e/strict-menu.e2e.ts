/**
 * The weekly strict plan in the browser (issue 6's acceptance): a strict user sees the daily
 * summary's banner, generates the week, browses its days, opens a meal and the shopping list.
 * Screenshots at 390x844 and 1280x800 go to ./screenshots/strict-menu (not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { addDays, format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_MEAL } from '@nutricoach/core/contract/strict-plan';
import { expectPhoneFriendly } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { apiAsPage, todayInLima } from './support/session.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const SHOTS = path.resolve('screenshots/strict-menu');

const rig = useRig();
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // A strict user with a medium budget; the daily summary's guided tour, which would cover the
  // banner, already seen.
  page = await rig.signedInPage({ recommendation: 'strict' });
});

type PlanJson = { data: { meals: Record<string, unknown>[]; relaxed: object[] } };

/** Today in Lima (the browser's time zone too) and the Monday of its week. */
function limaWeek() {
  const today = todayInLima();
  const date = parseISO(today);
  const todayIndex = (date.getDay() + 6) % 7;
  const monday = addDays(date, -todayIndex);
  const label = (d: Date) => {
    const text = format(d, 'EEEE d MMM', { locale: es }).replace('.', '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { todayIndex, labels: Array.from({ length: 7 }, (_, i) => label(addDays(monday, i))) };
}

const dayHeading = () => page.locator('main h2').first();
const shot = (name: string, target: Page = page, fullPage = false) =>
  target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, style: DRAW_OFFSCREEN });

describe('the weekly plan at 390x844', () => {
  it('reminds a strict user without a plan on the daily summary, and the banner leads to /strict-menu', async () => {
    await page.goto('/daily-summary');
    const banner = page.getByRole('link', { name: 'Recuerda generar tu plan semanal aquí' });
    await banner.waitFor();
    await banner.click();
    await page.waitForURL('**/strict-menu');
    await page.getByRole('heading', { name: 'Plan semanal', level: 1 }).waitFor();
  });

  it("offers 'Generar Plan' and generates the week, opening on today's weekday", async () => {
    const generate = page.getByRole('button', { name: 'Generar Plan' });
    await generate.waitFor();
    await expectPhoneFriendly(page);
    await shot('phone-empty');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/diet-plates/strict') && r.method() === 'POST');
    await generate.click();
    const post = await request;
    expect(post.postData()).toBeNull();
    expect(post.headers()['content-type']).toBeUndefined();

    const { todayIndex, labels } = limaWeek();
    await page.getByRole('heading', { name: labels[todayIndex], level: 2 }).waitFor();
    await page.getByText('Hoy', { exact: true }).waitFor();
    expect(await page.getByRole('group', { name: 'Elegir día' }).getByRole('button').count()).toBe(7);
    const day = page.locator('[aria-roledescription="día"]:not([inert])');
    for (const meal of ['Desayuno', 'Almuerzo', 'Cena', 'Snack 1', 'Snack 2']) {
      await day.getByRole('button', { name: `Ver ${meal}`, exact: true }).waitFor();
    }
    expect(
      await day
        .locator('li')
        .getByText(/^\d+ kcal$/)
        .count(),
    ).toBe(5);
    expect(await day.getByText(/Total del día/).count()).toBe(1);
    await expectPhoneFriendly(page);
    await shot('phone-plan');
    await shot('phone-plan-full', page, true);
  });

  it('browses the week with the arrows, Monday first and Sunday last', async () => {
    const { todayIndex, labels } = limaWeek();
    const prev = page.getByRole('button', { name: 'Día anterior' });
    const next = page.getByRole('button', { name: 'Día siguiente' });
    for (let i = todayIndex - 1; i >= 0; i--) {
      await prev.click();
      await expect.poll(() => dayHeading().textContent()).toBe(labels[i]);
    }
    expect(await prev.isDisabled()).toBe(true);
    for (let i = 1; i < 7; i++) {
      await next.click();
      await expect.poll(() => dayHeading().textContent()).toBe(labels[i]);
    }
    expect(await next.isDisabled()).toBe(true);
    // The day on screen is the one the strip shows, and its meals are the ones reachable.
    await expect
      .poll(() => page.locator('[aria-roledescription="día"]:not([inert])').getAttribute('aria-label'))
      .toBe(`${labels[6]}, 7 de 7`);
    await page.getByRole('button', { name: labels[0], exact: true }).click();
    await expect.poll(() => dayHeading().textContent()).toBe(labels[0]);
  });

  it('follows a finger: a swipe to the left shows the next day', async () => {
    const { labels } = limaWeek();
    await expect.poll(() => dayHeading().textContent()).toBe(labels[0]);
    // Let the strip finish gliding back to Monday first.
    await expect
      .poll(() =>
        page
          .locator('[aria-roledescription="día"]')
          .first()
          .evaluate((el) => el.parentElement!.scrollLeft),
      )
      .toBe(0);
    const box = (await page.locator('[aria-roledescription="día"]:not([inert])').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + 120;
    const points = Array.from({ length: 8 }, (_, i) => box.x + box.width * 0.85 - i * box.width * 0.1);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: points[0]!, y }] });
    for (const x of points.slice(1)) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => dayHeading().textContent(), { timeout: 5000 }).toBe(labels[1]);
    await cdp.detach();
  });

  it("opens a meal's detail: calories, macros, ingredients with grams and measures, and the steps", async () => {
    const day = page.locator('[aria-roledescription="día"]:not([inert])');
    const lunchName = (await day.locator('li').nth(1).locator('p').nth(1).textContent())!;
    await day.getByRole('button', { name: 'Ver Almuerzo', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: lunchName });
    await dialog.waitFor();
    const text = (await dialog.textContent())!;
    for (const part of ['kcal', 'Proteína', 'Carbohidratos', 'Grasa', 'Ingredientes', 'Preparación', 'Almuerzo ·'])
      expect(text).toContain(part);
    expect(await dialog.getByText(/^\d+ g$/).count()).toBeGreaterThan(0);
    await page.waitForTimeout(300); // the sheet's rise
    await expectPhoneFriendly(page);
    await shot('phone-meal');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the shopping list by category, and a ticked item stays ticked after a reload', async () => {
    await page.getByRole('button', { name: 'Lista de compras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lista de compras' });
    await dialog.getByText(/^0 de \d+ en tu carrito$/).waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(2);
    // A finger taps the item's row (the checkbox itself is visually hidden); a normal click waits
    // for the sheet to stop rising, where a forced one could land beside a moving target.
    await dialog.locator('label').first().click();
    await dialog.getByText(/^1 de \d+ en tu carrito$/).waitFor();
    expect(await dialog.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.waitForTimeout(300);
    await expectPhoneFriendly(page);
    await shot('phone-shopping');

    await page.reload();
    await page.getByRole('button', { name: 'Lista de compras' }).click();
    await dialog.getByText(/^1 de \d+ en tu carrito$/).waitFor();
    expect(await dialog.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('regenerates the week only after confirming', async () => {
    await page.getByRole('button', { name: 'Regenerar plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Regenerar tu plan?' });
    await confirm.waitFor();
    await page.waitForTimeout(300);
    await shot('phone-regenerate');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Regenerar plan' }).click();
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/diet-plates/strict') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Regenerar' }).click();
    expect((await response).status()).toBe(200);
    await confirm.waitFor({ state: 'hidden' });
    const { todayIndex, labels } = limaWeek();
    await page.getByRole('heading', { name: labels[todayIndex], level: 2 }).waitFor();
  });

  it('no longer shows the banner once the plan exists', async () => {
    const status = page.waitForResponse((r) => r.url().includes('/api/diet-plates/strict-generated'));
    await page.goto('/daily-summary');
    expect(await (await status).json()).toMatchObject({ data: { is_generated: true, recommendation_type: 'strict' } });
    await page.getByText('No hay comidas registradas hoy').waitFor();
    expect(await page.getByRole('link', { name: 'Recuerda generar tu plan semanal aquí' }).count()).toBe(0);
  });

  it("shows 'Pendiente' instead of 'Ver' for a meal without a plate, and the plan's notes discreetly", async () => {
    const call = await apiAsPage(page, rig.server.baseURL);
    const { data } = (await call('GET', '/diet-plates/strict')) as PlanJson;
    const { todayIndex } = limaWeek();
    const day = data.meals[todayIndex]!;
    day.snack_2 = PENDING_MEAL;
    data.relaxed = [
      {
        constraint: 'no_plates',
        where: `${day.day}.snack_2`,
        message: 'Snack 2: ningún plato cumple tu dieta y tus alergias; queda pendiente.',
      },
      {
        constraint: 'budget',
        where: 'week',
        message: 'Algunos platos superan tu presupuesto: no había otros para tu dieta.',
      },
    ];
    await page.route('**/api/diet-plates/strict', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) })
        : route.fallback(),
    );
    await page.goto('/strict-menu');
    const active = page.locator('[aria-roledescription="día"]:not([inert])');
    await active.getByText('Pendiente', { exact: true }).waitFor();
    expect(await active.getByRole('button', { name: /^Ver / }).count()).toBe(4);
    expect(await active.getByRole('button', { name: 'Ver Snack 2' }).count()).toBe(0);
    await active.getByText('Snack 2: ningún plato cumple tu dieta y tus alergias; queda pendiente.').waitFor();
    await page.getByText('Algunos platos superan tu presupuesto: no había otros para tu dieta.').waitFor();
    await expectPhoneFriendly(page);
    await shot('phone-pending-full', page, true);
    await page.unroute('**/api/diet-plates/strict');
  });

  it('says when the plan cannot load, and when it cannot be generated (with the reason of a 409)', async () => {
    await page.route('**/api/diet-plates/strict', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
        : route.fallback(),
    );
    await page.goto('/strict-menu');
    await page.getByText('Error al cargar el plan. Por favor, intenta de nuevo.').waitFor({ timeout: 20_000 });
    await page.unroute('**/api/diet-plates/strict');

    const reason = 'Completa tu cuestionario y elige una dieta para generar tu plan';
    await page.route('**/api/diet-plates/strict', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"no"}' })
        : route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: reason, code: 'PLAN_NOT_READY' }),
          }),
    );
    await page.goto('/strict-menu');
    await page.getByRole('button', { name: 'Generar Plan' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`Error al generar el plan. Por favor, intenta de nuevo.${reason}`);
    await shot('phone-generate-error');
    await page.unroute('**/api/diet-plates/strict');
  });
});

describe('the weekly plan at 1280x800', () => {
  it('shows the day, the meal detail and the shopping list on a wide screen', async () => {
    const wide = await (await rig.desktop({ storageState: await page.context().storageState() })).newPage();
    await wide.goto('/strict-menu');
    const { todayIndex, labels } = limaWeek();
    await wide.getByRole('heading', { name: labels[todayIndex], level: 2 }).waitFor();
    expect(await wide.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await shot('desktop-plan', wide, true);
    await wide
      .locator('[aria-roledescription="día"]:not([inert])')
      .getByRole('button', { name: 'Ver Cena', exact: true })
      .click();
    await wide.getByRole('dialog').waitFor();
    await wide.waitForTimeout(300);
    await shot('desktop-meal', wide);
    await wide.keyboard.press('Escape');
    await wide.getByRole('dialog').waitFor({ state: 'hidden' });
    await wide.getByRole('button', { name: 'Lista de compras' }).click();
    await wide
      .getByRole('dialog', { name: 'Lista de compras' })
      .getByText(/en tu carrito$/)
      .waitFor();
    await wide.waitForTimeout(300);
    await shot('desktop-shopping', wide);
  });
});
