import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { apiAsPage } from './support/session.ts';

const rig = useRig();
let page: Page;

beforeAll(async () => {
  page = await rig.signedInPage();
});

async function openFoodTable() {
  await page.goto('/food-table');
  await page.getByRole('heading', { name: 'Tabla de alimentos' }).waitFor();
  await page.getByRole('button', { name: /^Permitidos/ }).waitFor();
}

/** Finds a food through the search box (groups with matches open by themselves). */
async function findFood(query: string, id: string): Promise<Locator> {
  await page.getByPlaceholder(/Buscar alimento/).fill(query);
  const row = page.locator(`[data-food-id="${id}"]`);
  await row.waitFor();
  return row;
}

const pressed = (row: Locator, name: string) =>
  row.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('the food table at 390x844', () => {
  it('shows the four groups collapsed, and a group lists its foods by category when opened', async () => {
    await openFoodTable();
    for (const label of ['Permitidos', 'Ocasionales', 'Con moderación', 'No permitidos']) {
      const trigger = page.getByRole('button', { name: new RegExp(`^${label}`) });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    }
    expect(await page.locator('[data-food-id]').count()).toBe(0);
    await page.getByRole('button', { name: /^Permitidos/ }).click();
    await page.getByRole('heading', { name: /Carnes/ }).waitFor();
    expect(await page.locator('[data-food-id]').count()).toBeGreaterThan(100);
  });

  it('rates a food, keeps it after a reload, and clears it by clicking the active choice', async () => {
    await openFoodTable();
    let row = await findFood('aguacate', 'palta');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/food-table/palta') && r.request().method() === 'PUT',
    );
    await row.getByRole('button', { name: 'Me gusta', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await pressed(row, 'Me gusta')).toBe('true');

    await page.reload();
    row = await findFood('palta', 'palta');
    expect(await pressed(row, 'Me gusta')).toBe('true');
    expect(await pressed(row, 'No me gusta')).toBe('false');

    await row.getByRole('button', { name: 'Soy alérgico', exact: true }).click();
    // Shown before the server answers; the page draws it just after the click, later on a busy machine.
    await expect.poll(() => pressed(row, 'Soy alérgico')).toBe('true');
    expect(await pressed(row, 'Me gusta')).toBe('false');
    const cleared = page.waitForResponse(
      (r) => r.url().includes('/api/food-table/palta') && r.request().method() === 'PUT',
    );
    await row.getByRole('button', { name: 'Soy alérgico', exact: true }).click();
    await cleared;
    await expect.poll(() => pressed(row, 'Soy alérgico')).toBe('false');

    await page.reload();
    row = await findFood('palta', 'palta');
    for (const name of ['Me gusta', 'No me gusta', 'Soy alérgico']) expect(await pressed(row, name)).toBe('false');
  });

  it('shows a food’s description and nutrition per 100 g', async () => {
    await openFoodTable();
    const row = await findFood('palta', 'palta');
    await row.getByRole('button', { name: /ver información nutricional/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Palta' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('Información nutricional por 100 g');
    expect(text).toMatch(/Calorías\s*160\s*kcal/);
    expect(text).toContain('aguacate');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('disables the taste buttons of a not-allowed food, with the tooltip', async () => {
    await (await apiAsPage(page, rig.server.baseURL))('PUT', '/user/diet-type', { diet_type: 'classic_keto' });
    // The tooltip's code arrives late, as on a slow phone: the tap below comes before it and must not be lost.
    await page.route('**/assets/not-allowed-hint-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openFoodTable();
    await page.getByRole('button', { name: /^No permitidos/ }).click();
    const row = page.locator('[data-food-id="arroz-blanco"]');
    await row.waitFor();
    for (const name of ['Me gusta', 'No me gusta', 'Soy alérgico']) {
      expect(await row.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    }
    await row.getByRole('group').click(); // a tap shows the tooltip on a phone
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('No se pueden calificar alimentos no permitidos');
    await page.unroute('**/assets/not-allowed-hint-*.js');
  });

  it('puts the taste back as the server has it when saving fails', async () => {
    await openFoodTable();
    const row = await findFood('palta', 'palta'); // allowed in keto too
    await page.route('**/api/food-table/palta', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await row.getByRole('button', { name: 'No me gusta', exact: true }).click();
    await page.getByText('No se pudo guardar tu preferencia').waitFor();
    await expect.poll(() => pressed(row, 'No me gusta')).toBe('false');
    await page.unroute('**/api/food-table/palta');
  });

  it('says so when the table cannot load', async () => {
    await page.route('**/api/food-table/all', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/food-table');
    await page.getByText('No se pudo cargar la tabla de alimentos.').waitFor({ timeout: 20_000 });
    await page.unroute('**/api/food-table/all');
  });
});
