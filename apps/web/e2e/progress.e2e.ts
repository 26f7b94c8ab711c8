/**
 * The progress screens (docs/product.md §2.7, §2.8, §2.12, §2.13) in a real browser against the real server:
 * /weight-summary, /weekly-summary, /seguimiento-semanal and /commitment-level.
 * With PROGRESS_SHOTS=<dir> it also saves screenshots at 390x844 and 1280x800.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekTitle } from '../src/features/weekly-summary/utils/week.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { type ApiCall, apiAsPage, TZ } from './support/session.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const SHOTS = process.env.PROGRESS_SHOTS;

const rig = useRig();
let page: Page;
let call: ApiCall;
const today = localDateOf(new Date(), TZ);

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(700); // charts resize and animate
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true, style: DRAW_OFFSCREEN });
  }
  await page.setViewportSize(PHONE);
}

/** Nothing is wider than the phone's screen. */

beforeAll(async () => {
  page = await rig.signedInPage({ tour: true });
  // Still charts for the screenshots (Chart.js animations are off under reduced motion).
  if (SHOTS) await page.emulateMedia({ reducedMotion: 'reduce' });
  call = await apiAsPage(page, rig.server.baseURL);
  // Two weeks of weights: 80 -> 79,2 -> 77,5 (today's replaces the 78 of the onboarding).
  await call('POST', '/logs/weight', { date: addDays(today, -14), weight: 80 });
  await call('POST', '/logs/weight', { date: addDays(today, -7), weight: 79.2 });
  await call('POST', '/logs/weight', { date: today, weight: 77.5 });
  await call('POST', '/logs/nutrition', {
    nutrition_log: {
      date: today,
      meal_type: 'breakfast',
      description: 'Avena con plátano',
      calories: 450,
      protein: 18,
      fat: 9,
      carbs: 70,
    },
  });
  // Last week: four days of meals, 1500 to 1800 kcal (average 1650).
  const lastWeek = weekOf(addDays(today, -7)).start;
  for (const [offset, calories] of [
    [0, 1500],
    [2, 1800],
    [3, 1600],
    [5, 1700],
  ] as const) {
    await call('POST', '/logs/nutrition', {
      nutrition_log: {
        date: addDays(lastWeek, offset),
        meal_type: 'lunch',
        description: 'Lomo saltado',
        calories,
        protein: 100,
        fat: 50,
        carbs: 160,
      },
    });
  }
});

describe('/weight-summary', () => {
  it('shows the cards, the details and the chart of the logged weights', async () => {
    await page.goto('/weight-summary');
    await page.getByRole('heading', { name: 'Resumen de peso' }).waitFor();
    const card = (id: string) => page.getByTestId(id);
    await card('weight-current').getByText('77,5 kg').waitFor();
    expect(await card('weight-goal').textContent()).toContain('65 kg');
    expect(await card('weight-remaining').textContent()).toContain('12,5 kg');
    const change = card('weight-change').getByText('−2,5 kg');
    // A loss is green (red only when the weight went up).
    expect(await change.getAttribute('class')).toContain('text-primary-700');

    const details = page.getByRole('region', { name: 'Detalles' });
    for (const [label, value] of [
      ['Peso inicial', '80 kg'],
      ['Mediciones', '3'],
      ['Peso máximo', '80 kg'],
      ['Peso mínimo', '77,5 kg'],
    ]) {
      expect(await details.getByText(label).locator('xpath=..').textContent()).toContain(value);
    }
    await page.getByRole('img', { name: 'Evolución del peso en kilos por fecha' }).waitFor();
    expect(await page.locator('canvas').count()).toBe(1);
    await expectNoHorizontalOverflow(page);
    await shoot('weight-summary');
  });

  it("logs today's weight with 'Registrar peso' and shows it at once", async () => {
    await page.goto('/weight-summary');
    await page.getByRole('button', { name: 'Registrar peso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar peso' });
    await dialog.getByLabel('Peso de hoy').fill('500');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El peso debe estar entre 30 y 300 kg').waitFor();
    await shoot('weight-dialog');
    await dialog.getByLabel('Peso de hoy').fill('76,8');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('weight-current').getByText('76,8 kg').waitFor();
    // Today's weight replaced the earlier one of the same day: still three measurements.
    expect(
      await page.getByRole('region', { name: 'Detalles' }).getByText('Mediciones').locator('xpath=..').textContent(),
    ).toContain('3');
  });
});

describe('/weekly-summary', () => {
  it("titles the week in Spanish and draws the four nutrients' charts", async () => {
    await page.goto('/weekly-summary');
    const week = weekOf(today);
    await page.getByRole('heading', { level: 1, name: weekTitle(week.start, week.end, today) }).waitFor();
    for (const name of ['Calorías', 'Proteína', 'Grasa', 'Carbohidratos']) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    // The charts are drawn one per frame, Calorías first, each once its card is in view: at 390x844
    // the last card is below the first screen.
    await page.getByRole('img', { name: /^Calorías: consumido frente a ideal/ }).waitFor();
    const carbs = /^Carbohidratos: consumido frente a ideal/;
    expect(await page.getByRole('img', { name: carbs }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Carbohidratos', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: carbs }).waitFor();
    expect(await page.locator('canvas').count()).toBe(4);
    // The breakfast is the week's only meal: its calories are the average.
    expect(
      await page.getByRole('heading', { name: 'Calorías', exact: true }).locator('xpath=../p').textContent(),
    ).toContain('Promedio 450 kcal');
    await expectNoHorizontalOverflow(page);
    await shoot('weekly-summary');
  });

  it('moves to the previous week and back, never past the current one', async () => {
    await page.goto('/weekly-summary');
    const current = weekOf(today);
    const previous = weekOf(addDays(current.start, -7));
    const next = page.getByRole('button', { name: 'Semana siguiente' });
    await page.getByRole('heading', { level: 1, name: weekTitle(current.start, current.end, today) }).waitFor();
    expect(await next.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('heading', { level: 1, name: weekTitle(previous.start, previous.end, today) }).waitFor();
    await page.getByText('Semana pasada').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(previous.start);
    // The current week's charts stay on screen, dimmed, until last week's arrive.
    await page
      .getByRole('heading', { name: 'Calorías', exact: true })
      .locator('xpath=../p')
      .filter({ hasText: 'Promedio 1650 kcal' })
      .waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await shoot('weekly-summary-previous');

    await next.click();
    await page.getByRole('heading', { level: 1, name: weekTitle(current.start, current.end, today) }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('/seguimiento-semanal', () => {
  it("shows today's login and breakfast ticks, its points and the history chart", async () => {
    await page.goto('/seguimiento-semanal');
    await page.getByRole('heading', { level: 1, name: 'Nivel de compromiso' }).waitFor();
    const day = page.getByTestId(`day-${today}`);
    await day.getByText('Hoy').waitFor();
    const tick = (label: string) => day.locator('li', { hasText: label }).first();
    expect(await tick('Inicio de sesión').getAttribute('data-done')).toBe('true');
    expect(await tick('Desayuno').getAttribute('data-done')).toBe('true');
    expect(await tick('Peso').getAttribute('data-done')).toBe('true');
    expect(await tick('Cena').getAttribute('data-done')).toBe('false');
    // login + breakfast + weight; 450 kcal meets no goal.
    await day.getByLabel(/: 3 de 10 puntos$/).waitFor();
    expect(Number(await page.getByTestId('week-total').textContent())).toBeGreaterThanOrEqual(3);
    await page.getByRole('img', { name: /^Puntos por semana; esta semana \d+ de 70$/ }).waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot('weekly-points');
  });

  it('draws twelve weeks of history', async () => {
    const start = weekOf(today).start;
    const weekly_points = [12, 20, 18, 31, 28, 40, 37, 45, 52, 49, 61, 23].map((points, i) => ({
      start_date: addDays(start, -7 * (11 - i)),
      end_date: addDays(start, -7 * (11 - i) + 6),
      points,
    }));
    await page.route('**/api/user/points/history', (route) => route.fulfill({ json: { weekly_points } }));
    await page.goto('/seguimiento-semanal');
    await page.getByRole('img', { name: 'Puntos por semana; esta semana 23 de 70' }).waitFor();
    await shoot('weekly-points-history');
    await page.unrouteAll();
  });

  it('says so when there is no data for the week or the history', async () => {
    await page.route('**/api/user/points/week*', (route) => route.fulfill({ json: { daily: [] } }));
    await page.route('**/api/user/points/history', (route) => route.fulfill({ json: { weekly_points: [] } }));
    await page.goto('/seguimiento-semanal');
    await page.getByText('No hay datos de puntajes diarios disponibles.').waitFor();
    await page.getByText('No hay datos disponibles', { exact: true }).waitFor();
    expect(await page.getByText('No data available').count()).toBe(0);
    await page.unrouteAll();
  });

  it("shows 'Error al cargar los puntos' when the points cannot be read", async () => {
    await page.route('**/api/user/points/**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Error interno' } }),
    );
    await page.goto('/seguimiento-semanal');
    await page.getByText('Error al cargar los puntos').first().waitFor();
    await page.unrouteAll();
  });
});

describe('/commitment-level', () => {
  it("shows the user's level, history and achievements (issue 19; more in commitment-challenges.e2e.ts)", async () => {
    const { level } = (await call('GET', '/user/commitment')) as { level: number };
    await page.goto('/commitment-level');
    await page.getByRole('img', { name: `Nivel actual: ${level} %` }).waitFor();
    await page.getByRole('heading', { name: 'Historial' }).waitFor();
    await page.getByRole('heading', { name: 'Logros', exact: true }).waitFor();
    // Today's breakfast is the first meal.
    await page
      .getByTestId('achievement-first-meal')
      .getByText(/^Desbloqueado el /)
      .waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot('commitment-level');
  });
});

describe('a new user without data', () => {
  it("sees 'No hay mediciones de peso disponibles' and an empty week", async () => {
    page = await rig.signedInPage(false);
    if (SHOTS) await page.emulateMedia({ reducedMotion: 'reduce' });
    // Only marked completed, so the shell opens: the onboarding's personal data would log a weight.
    await (await apiAsPage(page, rig.server.baseURL))('POST', '/user/onboarding-completed');
    await page.goto('/weight-summary');
    await page.getByText('No hay mediciones de peso disponibles').waitFor();
    await shoot('weight-empty');
    await page.goto('/weekly-summary');
    await page.getByText(/^Aún no hay comidas registradas esta semana/).waitFor();
    // The charts' code comes once they are in view, after the numbers; each chart once its card is.
    await page.getByRole('heading', { name: 'Carbohidratos', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('canvas').count()).toBe(4);
  });
});
