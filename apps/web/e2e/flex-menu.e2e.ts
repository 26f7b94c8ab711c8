import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';

const rig = useRig();
let page: Page;

beforeAll(async () => {
  page = await rig.signedInPage();
});

const cards = () => page.locator('main ul > li > button');
const countText = () => page.getByText(/platos? encontrados?$/);
const foundCount = async () => Number((await countText().textContent())!.match(/\d+/)![0]);

async function openFlexMenu(query = '') {
  await page.goto(`/flex-menu${query}`);
  await countText().waitFor();
}

/** On a phone the filter panel starts collapsed. */
async function openFilters() {
  const trigger = page.getByRole('button', { name: /^Filtros/ });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await page.getByLabel('Ingredientes').waitFor();
}

describe('the plate search at 390x844', () => {
  it('lists the plates of the user’s diet, 20 at a time, and loads page 2 when scrolled to the end', async () => {
    await openFlexMenu();
    const total = await foundCount();
    expect(total).toBeGreaterThan(40);
    expect(await cards().count()).toBe(20);
    const page2 = page.waitForResponse(
      (r) => r.url().includes('/api/diet-plates/search') && r.url().includes('page=2'),
    );
    await cards().nth(19).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    expect((await page2).status()).toBe(200);
    await expect.poll(() => cards().count()).toBe(40);
  });

  it('searches by ingredient with an accent, and the filters survive a reload', async () => {
    await openFlexMenu();
    const all = await foundCount();
    await openFilters();
    await page.getByLabel('Ingredientes').fill('  AJÍ amarillo ');
    await page.waitForURL(/ingredients=AJ%C3%8D(\+|%20)amarillo/);
    await expect.poll(foundCount).toBeLessThan(all);
    const withAccent = await foundCount();
    expect(withAccent).toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'Almuerzo' }).click();
    await page.waitForURL(/meal_type=lunch/);
    await expect.poll(foundCount).toBeLessThan(withAccent);
    const lunches = await foundCount();

    await page.reload();
    await countText().waitFor();
    expect(await foundCount()).toBe(lunches);
    await openFilters();
    expect(await page.getByLabel('Ingredientes').inputValue()).toBe('AJÍ amarillo');
    expect(await page.getByRole('radio', { name: 'Almuerzo' }).getAttribute('aria-checked')).toBe('true');

    // Without the accent: the same plates.
    await openFlexMenu('?ingredients=aji%20amarillo&meal_type=lunch');
    expect(await foundCount()).toBe(lunches);
  });

  it('narrows by calories with the slider and sends both bounds only then', async () => {
    await openFlexMenu();
    await openFilters();
    const max = page.getByRole('slider', { name: 'Calorías máximas' });
    const request = page.waitForRequest((r) => r.url().includes('calories_max=2000'));
    // Step down to 2000 (5 steps from 2500); locator.press focuses the thumb before each key.
    for (let i = 0; i < 20 && Number(await max.getAttribute('aria-valuenow')) > 2000; i++) await max.press('ArrowLeft');
    expect(await max.getAttribute('aria-valuenow')).toBe('2000');
    expect(new URL((await request).url()).searchParams.get('calories_min')).toBe('0');
    await page.waitForURL(/calories_max=2000/);
    const min = page.getByRole('slider', { name: 'Calorías mínimas' });
    await min.press('PageUp'); // +10 steps: 1000
    await page.waitForURL(/calories_min=1000/);
    await expect.poll(foundCount).toBe(0);
    await page.getByText('No se encontraron platos').waitFor();
  });

  it('narrows by calories by dragging the thumbs, and searches when each is let go', async () => {
    await openFlexMenu();
    await openFilters();
    const track = (await page.getByRole('group', { name: 'Calorías por plato' }).boundingBox())!;
    const y = track.y + track.height / 2;
    // The max thumb sits at the right end (its centre 14 px in), the min thumb at the left.
    const maxRequest = page.waitForRequest((r) => r.url().includes('calories_max=1500'));
    await page.mouse.move(track.x + track.width - 14, y);
    await page.mouse.down();
    await page.mouse.move(track.x + 14 + (track.width - 28) * 0.6, y, { steps: 8 });
    await page.mouse.up();
    expect(new URL((await maxRequest).url()).searchParams.get('calories_min')).toBe('0');
    await page.mouse.move(track.x + 14, y);
    await page.mouse.down();
    await page.mouse.move(track.x + 14 + (track.width - 28) * 0.28, y, { steps: 8 });
    await page.mouse.up();
    await page.waitForURL(/calories_min=700&calories_max=1500/);
    await page.getByText('700 – 1500 kcal').waitFor();
  });

  it('moves the nearer thumb to a tap on the track, and searches', async () => {
    await openFlexMenu();
    await openFilters();
    const track = (await page.getByRole('group', { name: 'Calorías por plato' }).boundingBox())!;
    // A tap a third of the way along: nearer the min thumb (at 0) than the max one (at 2500).
    await page.touchscreen.tap(track.x + track.width / 3, track.y + track.height / 2);
    await page.waitForURL(/calories_min=800&calories_max=2500/);
    await page.getByText('Desde 800 kcal').waitFor();
    expect(await page.getByRole('slider', { name: 'Calorías mínimas' }).getAttribute('aria-valuenow')).toBe('800');
  });

  it('opens a plate with its macros, cooking method and a collapsible ingredient list', async () => {
    await openFlexMenu('?ingredients=lomo%20de%20res&meal_type=lunch');
    await page
      .getByRole('button', { name: /Lomo saltado/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Lomo saltado' });
    await dialog.waitFor();
    const text = (await dialog.textContent())!;
    for (const part of [
      'kcal',
      'Proteína',
      'Carbohidratos',
      'Grasa',
      'Método de cocción',
      'Salteado',
      'Ingredientes (8)',
      'Ají amarillo',
      '1 taza',
    ]) {
      expect(text).toContain(part);
    }
    await dialog.getByRole('button', { name: /Ingredientes/ }).click();
    await dialog.getByText('1 taza').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: /Ingredientes/ }).click();
    await dialog.getByText('1 taza').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the empty state and the search error', async () => {
    await openFlexMenu('?ingredients=zzzz');
    await page.getByText('No se encontraron platos').waitFor();
    expect(await foundCount()).toBe(0);

    await page.route('**/api/diet-plates/search**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/flex-menu?ingredients=pollo');
    await page.getByText('Error al buscar platos. Por favor, intenta de nuevo.').waitFor({ timeout: 20_000 });
    await page.unroute('**/api/diet-plates/search**');
  });
});
