/**
 * The installable app (issue 17) in Debian's Chromium: the manifest and its icons, the service
 * worker that opens the app and the last known daily summary without a network, and the meals
 * logged offline, queued and sent once when the network returns.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { api, type Session, todayInLima } from './support/session.ts';
import { logTypedMeal as typeMeal, openRegisterSheet } from './support/sheets.ts';

const rig = useRig();

describe('the installable app', () => {
  it('has a Spanish manifest with 192, 512 and maskable icons, standalone', async () => {
    const res = await fetch(`${rig.server.baseURL}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'NutriCoach', lang: 'es', display: 'standalone', theme_color: '#138a4b' });
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await fetch(`${rig.server.baseURL}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await png.arrayBuffer());
      // The PNG's IHDR width: the size the manifest says.
      const width = new DataView(bytes.buffer).getUint32(16);
      expect(`${width}x${width}`).toBe(icon.sizes);
    }
    // The service worker is never kept stale by a cache.
    expect((await fetch(`${rig.server.baseURL}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('opens the last known daily summary without a network after one visit', async () => {
    const s = await rig.newUser();
    await api(s, 'POST', '/logs/nutrition', {
      nutrition_log: { date: todayInLima(), meal_type: 'breakfast', items: [{ food_id: 'avena', grams: 50 }] },
    });
    const page = await rig.pageAs(s, { serviceWorkers: 'allow' });
    const context = page.context();
    await page.goto('/daily-summary');
    await page.getByTestId('meal-log').waitFor({ timeout: 15_000 });
    // The service worker installs with its precache; from the next load on it controls the page
    // and keeps the day's answer.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByTestId('meal-log').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The day is kept for offline use; the data export (all of a person's data) never is.
    const kept = await page.evaluate(async (token) => {
      await fetch('/api/user/export', { headers: { Authorization: `Bearer ${token}` } });
      const cache = await caches.open('nc-api');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, s.token);
    expect(kept).toContain('/api/summaries/daily');
    expect(kept.some((p) => p.startsWith('/api/user/export'))).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByTestId('meal-log')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${(await page.locator('body').innerText()).slice(0, 400)}`);
      });
    expect(await page.getByTestId('meal-log').innerText()).toContain('Avena en hojuelas');
    expect(await page.getByRole('heading', { name: 'Resumen diario' }).isVisible()).toBe(true);
  });
});

type Day = { logs: { description: string; calories: number }[] };
const mealsOnServer = async (s: Session, description: string) =>
  (await api<Day>(s, 'GET', `/summaries/daily?date=${todayInLima()}`)).logs.filter(
    (l) => l.description === description,
  );

/** 'Añadir comida' with typed calories and macros (the foods search needs the network). */
async function logTypedMeal(page: Page, description: string, calories: string) {
  const sheet = await openRegisterSheet(page, 'Comida');
  await typeMeal(sheet, { meal: 'Almuerzo', description, calories, protein: '30', fat: '12', carbs: '70' });
  await sheet.waitFor({ state: 'detached' });
}

const mealRow = (page: Page, description: string) => page.getByTestId('meal-log').filter({ hasText: description });

describe('logging without a network', () => {
  it('queues a meal logged offline, keeps it across a reload, and sends it once when the network returns', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s, { serviceWorkers: 'allow' });
    const context = page.context();
    await page.goto('/daily-summary');
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // 1. One visit with the network: from the next load on the worker controls the page.
    await page.reload();
    await page.getByText('No hay comidas registradas hoy').waitFor();

    // 2. Offline, reloaded: the daily summary shows.
    await context.setOffline(true);
    await page.reload();
    await page.getByText('No hay comidas registradas hoy').waitFor({ timeout: 15_000 });
    await page.getByText('Sin conexión: lo que registres se guardará en este teléfono').waitFor();

    // 3. A meal logged offline shows at once, marked as waiting, and counts in the day.
    await logTypedMeal(page, 'Lentejas sin conexión', '610');
    const row = mealRow(page, 'Lentejas sin conexión');
    await row.getByTestId('pending-mark').waitFor();
    // The meal type chosen before switching to typed numbers is the one logged.
    expect(await row.innerText()).toMatch(/ALMUERZO[\s\S]*610/);
    await page.getByText('Sin conexión: 1 registro pendiente de sincronizar').waitFor();
    const calories = page.locator('[data-tour="cards"] > div > div').first();
    await expect.poll(() => calories.innerText()).toContain('610\nkcal');
    expect(await mealsOnServer(s, 'Lentejas sin conexión')).toEqual([]);
    await shootBothSizes(page, 'issue-17-offline-pending', { target: page.getByTestId('meal-log').first() });

    // Still there after a reload without a network: the queue is kept on the phone.
    await page.reload();
    await mealRow(page, 'Lentejas sin conexión').getByTestId('pending-mark').waitFor({ timeout: 15_000 });

    // 4. Back online: it is sent, the screen says so, and the server has it exactly once.
    await context.setOffline(false);
    await page.getByText('Listo: 1 registro sincronizado').waitFor({ timeout: 15_000 });
    await expect.poll(() => mealRow(page, 'Lentejas sin conexión').getByTestId('pending-mark').count()).toBe(0);
    expect(await mealRow(page, 'Lentejas sin conexión').count()).toBe(1);
    const onServer = await mealsOnServer(s, 'Lentejas sin conexión');
    expect(onServer).toHaveLength(1);
    expect(onServer[0]!.calories).toBe(610);
    await shootBothSizes(page, 'issue-17-offline-synced', { target: page.getByTestId('meal-log').first() });
    // A later reload changes nothing: nothing is left to send.
    await page.reload();
    await mealRow(page, 'Lentejas sin conexión').waitFor();
    expect(await mealRow(page, 'Lentejas sin conexión').getByTestId('pending-mark').count()).toBe(0);
    expect(await mealsOnServer(s, 'Lentejas sin conexión')).toHaveLength(1);
  });

  it('sends a meal whose answer was lost with the same Idempotency-Key, so the server keeps one', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    const keys: string[] = [];
    // The first POST reaches the server, which writes the meal, but its answer never arrives.
    await page.route('**/api/logs/nutrition', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto('/daily-summary');
    await page.getByText('No hay comidas registradas hoy').waitFor();
    await logTypedMeal(page, 'Quinua con verduras', '480');
    await mealRow(page, 'Quinua con verduras').getByTestId('pending-mark').waitFor();
    expect(await mealsOnServer(s, 'Quinua con verduras')).toHaveLength(1);

    await page.getByText('1 registro sin sincronizar').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Listo: 1 registro sincronizado').waitFor({ timeout: 15_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).not.toBe('');
    await expect.poll(() => mealRow(page, 'Quinua con verduras').getByTestId('pending-mark').count()).toBe(0);
    expect(await mealRow(page, 'Quinua con verduras').count()).toBe(1);
    expect(await mealsOnServer(s, 'Quinua con verduras')).toHaveLength(1);
  });
});
