/**
 * /commitment-level and /challenges (issue 19) in a real browser against the real server: the level,
 * history and achievements from the user's logs; joining challenges and their progress; the empty
 * states of a new user and the error states. With SPEC_SCREENSHOTS=1 it saves
 * docs/screenshots/issue-19-commitment-*.png and issue-19-challenges-*.png at 390x844 and 1280x800.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { addDays } from '@nutricoach/core/rules/week';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { type ApiCall, apiAsPage } from './support/session.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const SHOTS = path.resolve('docs/screenshots');
const save = process.env.SPEC_SCREENSHOTS === '1';
const today = localDateOf(new Date(), 'America/Lima');

const rig = useRig();
let page: Page;
let call: ApiCall;

/**
 * The phone at 390x844 as the user sees it (a full-page shot draws the fixed bottom bar over the
 * middle of the page): the top, and scrolled to `second` (a heading) as `-phone-<suffix>`; the
 * desktop at 1280x800, whole page.
 */
async function shoot(name: string, second?: { heading: string; suffix: string }) {
  if (!save) return;
  mkdirSync(SHOTS, { recursive: true });
  const file = (label: string) => path.join(SHOTS, `issue-19-${name}-${label}.png`);
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('desktop'), fullPage: true, style: DRAW_OFFSCREEN });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: file('phone') });
  if (second) {
    await page.getByRole('heading', { name: second.heading, exact: true }).evaluate((h) => h.scrollIntoView());
    await page.evaluate(() => window.scrollBy(0, -120)); // below the top bar
    await page.waitForTimeout(300);
    await page.screenshot({ path: file(`phone-${second.suffix}`) });
  }
}

/** Nothing is wider than the screen, at the phone's size and the desktop's. */
async function expectNoOverflowAtBothSizes() {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page);
  }
  await page.setViewportSize(PHONE);
}

const idealBreakfast = (date: string) => ({
  nutrition_log: {
    date,
    meal_type: 'breakfast',
    description: 'Avena con fruta y huevos',
    calories: 1628,
    protein: 122,
    fat: 54,
    carbs: 163,
  },
});

beforeAll(async () => {
  page = await rig.signedInPage({ tour: true });
  call = await apiAsPage(page, rig.server.baseURL);
  // Ten days of an ideal breakfast ending today (logged today, for days before the account too),
  // weights every other day and a workout on four days.
  for (let i = 9; i >= 0; i--) {
    const date = addDays(today, -i);
    await call('POST', '/logs/nutrition', idealBreakfast(date));
    if (i % 2 === 0) await call('POST', '/logs/weight', { date, weight: 78 - (9 - i) * 0.1 });
    if (i < 4) {
      await call('POST', '/logs/training', {
        training_log: { date, description: 'Caminata', duration: 40, units: 'minutes', calories: 150 },
      });
    }
  }
}, 120_000);

describe('/commitment-level', () => {
  it("shows this week's level, the weekly history and the achievements from the logs", async () => {
    const expected = (await call('GET', '/user/commitment')) as {
      level: number;
      history: { week_start: string; level: number }[];
    };
    await page.goto('/commitment-level');
    await page.getByRole('heading', { level: 1, name: 'Mis logros' }).waitFor();
    await page.getByRole('img', { name: `Nivel actual: ${expected.level} %` }).waitFor();
    expect(expected.level).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Historial' }).waitFor();
    expect(await page.getByRole('region', { name: 'Historial' }).locator('li').count()).toBe(expected.history.length);
    expect(expected.history.length).toBeGreaterThanOrEqual(2);
    // Ten breakfasts in a row: the first meal, 7 days in a row and 5 breakfasts are unlocked.
    for (const id of ['first-meal', 'week-streak', 'five-breakfasts', 'protein-five']) {
      await page
        .getByTestId(`achievement-${id}`)
        .getByText(/^Desbloqueado el /)
        .waitFor();
    }
    await page.getByTestId('achievement-month-streak').getByText('10/30').waitFor();
    expect(await page.getByText('Demostración').count()).toBe(0);
    await page.getByText(`La semana pasada: ${expected.history.at(-2)!.level} %`).waitFor();
    await expectNoOverflowAtBothSizes();
    await shoot('commitment', { heading: 'Logros', suffix: 'logros' });
  });

  it("shows 'Error al cargar tu nivel de compromiso' with a retry when it cannot be read", async () => {
    await page.route('**/api/user/commitment', (route) =>
      route.fulfill({ status: 500, json: { message: 'Error interno' } }),
    );
    await page.goto('/commitment-level');
    await page.getByText('Error al cargar tu nivel de compromiso').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Logros', exact: true }).waitFor();
  });
});

describe('/challenges', () => {
  it('lists the challenges to join; joining one moves it to Retos Activos with its progress from the logs', async () => {
    await page.goto('/challenges');
    await page.getByRole('heading', { level: 1, name: 'Retos' }).waitFor();
    await page.getByRole('heading', { name: 'Retos Activos' }).waitFor();
    await page.getByRole('heading', { name: 'Retos Completados' }).waitFor();
    await page.getByText('No tienes retos activos. Únete a uno de los de abajo.').waitFor();
    await page.getByText('Aún no has completado retos.').waitFor();
    expect(await page.locator('[data-testid^="available-"]').count()).toBeGreaterThanOrEqual(8);
    expect(await page.getByTestId('challenge-points').textContent()).toBe('0 puntos de retos');

    // Today has a weight and a 40-minute walk, so both start with one day done.
    await page.getByRole('button', { name: 'Unirme a Pésate 3 veces esta semana' }).click();
    const weigh = page.getByTestId('active-pesate-3');
    await weigh.getByText('1 de 3 días').waitFor();
    await weigh.getByText(/^Quedan 7 días · hasta el /).waitFor();
    expect(await page.getByTestId('available-pesate-3').count()).toBe(0);
    await page.getByRole('button', { name: 'Unirme a 30 min de ejercicio 5 días' }).click();
    await page.getByTestId('active-ejercicio-30').getByText('1 de 5 días').waitFor();
    await page.getByRole('button', { name: 'Unirme a Suma 50 puntos en una semana' }).click();
    await page
      .getByTestId('active-semana-50-puntos')
      .getByText(/^\d+ de 50 puntos$/)
      .waitFor();
    await expectNoOverflowAtBothSizes();
    await shoot('challenges', { heading: 'Únete a un reto', suffix: 'unirse' });
  });

  it("shows the server's Spanish message when a join is refused", async () => {
    await page.route('**/api/challenges/*/join', (route) =>
      route.fulfill({
        status: 409,
        json: {
          message: 'Ya te uniste a este reto: podrás repetirlo cuando termine.',
          code: 'CHALLENGE_ALREADY_JOINED',
        },
      }),
    );
    await page.goto('/challenges');
    await page.getByRole('button', { name: 'Unirme a Desayuna los 7 días' }).click();
    await page.getByRole('alert').getByText('Ya te uniste a este reto: podrás repetirlo cuando termine.').waitFor();
    await page.unrouteAll();
  });

  it('shows completed challenges with their points (a completed answer, drawn as the server sends it)', async () => {
    const real = (await call('GET', '/challenges')) as Record<string, unknown> & { available: { id: string }[] };
    const catalog = real.available;
    const completed = [
      {
        ...(catalog.find((c) => c.id === 'tres-comidas') as object),
        start_date: addDays(today, -16),
        end_date: addDays(today, -10),
        progress: 5,
        completed_at: new Date(Date.now() - 11 * 86_400_000).toISOString(),
      },
      {
        ...(catalog.find((c) => c.id === 'sin-gaseosas') as object),
        start_date: addDays(today, -9),
        end_date: addDays(today, -3),
        progress: 7,
        completed_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    ];
    await page.route('**/api/challenges', (route) => route.fulfill({ json: { ...real, completed, total_points: 70 } }));
    await page.goto('/challenges');
    await page
      .getByTestId('completed-sin-gaseosas')
      .getByText(/^Completado el /)
      .waitFor();
    expect(await page.getByTestId('challenge-points').textContent()).toBe('70 puntos de retos');
    await expectNoOverflowAtBothSizes();
    await shoot('challenges-completed', { heading: 'Retos Completados', suffix: 'lista' });
    await page.unrouteAll();
  });

  it("shows 'Error al cargar los retos' when they cannot be read", async () => {
    await page.route('**/api/challenges', (route) =>
      route.fulfill({ status: 500, json: { message: 'Error interno' } }),
    );
    await page.goto('/challenges');
    await page.getByText('Error al cargar los retos').waitFor();
    await page.unrouteAll();
  });
});

describe('a new user', () => {
  it('sees a first week, every achievement locked and no active or completed challenges', async () => {
    page = await rig.signedInPage(false);
    await (await apiAsPage(page, rig.server.baseURL))('POST', '/user/onboarding-completed');
    await page.goto('/commitment-level');
    await page.getByText('Aún no tienes logros. Registra tu primera comida para conseguir «Primer paso».').waitFor();
    await page.getByText('Aquí verás tu nivel de cada semana. Esta es tu primera.').waitFor();
    await page.getByText('Tu primera semana: cada registro suma').waitFor();
    await page.getByText('0 de 10 desbloqueados').waitFor();
    await expectNoOverflowAtBothSizes();
    await shoot('commitment-new-user', { heading: 'Logros', suffix: 'logros' });
    await page.goto('/challenges');
    await page.getByText('No tienes retos activos. Únete a uno de los de abajo.').waitFor();
    await page.getByText('Aún no has completado retos.').waitFor();
  });
});
