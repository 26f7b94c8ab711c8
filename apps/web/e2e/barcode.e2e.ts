/**
 * 'Escanear código' (issue 30) in a real browser at 390x844 against the real server, with a local
 * fake of Open Food Facts: a fake rear camera (a canvas drawing an EAN-13, as getUserMedia's stream)
 * read by the WebAssembly decoder served from our own origin; a scan becomes a logged item in four
 * taps; a camera refused leaves the typing field; a camera that stops sending frames is reopened;
 * an unknown code opens 'Crear alimento' with the code, and the next scan finds that food.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenFoodFacts } from '../../server/src/test-support/fake-open-food-facts.ts';
import { useRig } from './support/rig.ts';
import { openDailySummary } from './support/screens.ts';
import { fakeCamera } from './support/fake-camera.ts';
import { api, type Session, todayInLima } from './support/session.ts';

const off = await startFakeOpenFoodFacts();
afterAll(() => off.close());
const rig = useRig({ OFF_API_BASE: off.base });

async function openMealSheet(page: Page) {
  await page.getByRole('button', { name: 'Añadir comida' }).click();
  const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
  await sheet.getByLabel('Describe tu comida').waitFor();
  return sheet;
}

type Log = { meal_type: string; calories: number; items: { food_id: string; name: string; grams: number }[] };
const dayLogs = async (s: Session) =>
  (await api<{ logs: Log[] }>(s, 'GET', `/summaries/daily?date=${todayInLima()}`)).logs;

/** 'Crear alimento' filled as a label reads (per 100 g: kcal, fat, carbs, protein) and saved. */
async function saveLabel(form: Locator, name: string, [kcal, fat, carbs, protein]: string[]) {
  await form.getByLabel('Nombre').fill(name);
  const labelRow = (label: string) => form.getByTestId('nutrition-label').getByLabel(label, { exact: true });
  await labelRow('Calorías').fill(kcal!);
  await labelRow('Grasas').fill(fat!);
  await labelRow('Carbohidratos').fill(carbs!);
  await labelRow('Proteínas').fill(protein!);
  await form.getByRole('button', { name: 'Guardar alimento' }).click();
}

describe("'Escanear código'", () => {
  it('reads a package with the rear camera and logs it: four taps from the day to the logged item', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { codes: ['3017620422003'] });
    const wasm: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.wasm')) wasm.push(`${res.status()} ${new URL(res.url()).origin}`);
    });
    await openDailySummary(page);

    const started = Date.now();
    let taps = 0;
    const tap = async (target: ReturnType<Page['getByRole']> | ReturnType<Page['getByText']>) => {
      await target.click();
      taps += 1;
    };
    await tap(page.getByRole('button', { name: 'Añadir comida' }));
    const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
    await tap(sheet.getByText('Desayuno', { exact: true }));
    await tap(sheet.getByRole('button', { name: 'Escanear código' }));
    // The camera reads the code by itself: the product is in the meal, with its licence line.
    const row = sheet.getByTestId('draft-item');
    await row.first().waitFor({ timeout: 20_000 });
    expect(await row.first().innerText()).toMatch(/Nutella[\s\S]*Datos de Open Food Facts \(ODbL\)[\s\S]*81 kcal/);
    await tap(sheet.getByRole('button', { name: 'Registrar 81 kcal' }));
    await sheet.waitFor({ state: 'detached' });
    const seconds = (Date.now() - started) / 1000;

    // The day shows the meal with the licence line of its data.
    const meal = page.getByTestId('meal-log').filter({ hasText: 'Nutella' });
    await expect.poll(() => meal.innerText()).toContain('Datos de Open Food Facts (ODbL)');
    const [logged] = await dayLogs(s);
    expect(logged).toMatchObject({ meal_type: 'breakfast', calories: 81 });
    expect(logged!.items).toEqual([
      expect.objectContaining({ food_id: 'off-3017620422003', name: 'Nutella', grams: 15 }),
    ]);
    expect(taps).toBe(4);
    // The decoder came from our own origin (no CDN), and Open Food Facts was asked once.
    expect(wasm).toEqual([`200 ${rig.server.baseURL}`]);
    expect(off.requests.filter((r) => r.code === '3017620422003')).toHaveLength(1);
    console.log(`scan to logged item: ${taps} taps, ${seconds.toFixed(1)} s (fake camera, 390x844)`);
  });

  it('with the camera refused, says so in Spanish and the typed digits find the product', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { denied: true });
    const sheet = await openMealSheet(await openDailySummary(page));
    await sheet.getByText('Almuerzo', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Escanear código' }).click();
    const scanner = page.getByRole('dialog', { name: 'Escanear código' });
    await expect
      .poll(() => scanner.getByRole('alert').innerText())
      .toBe(
        'No tenemos permiso para usar la cámara. Puedes darlo en los ajustes del navegador, o escribir los números del código aquí abajo.',
      );
    // A wrong digit is caught on the phone.
    await scanner.getByLabel('O escribe los números del código').fill('7751271021556');
    await scanner.getByRole('button', { name: 'Buscar' }).click();
    await scanner.getByText('El código no es válido: revisa los números (tiene 8, 12 o 13)').waitFor();
    await scanner.getByLabel('O escribe los números del código').fill('7751271021555');
    await scanner.getByRole('button', { name: 'Buscar' }).click();
    await scanner.waitFor({ state: 'detached' });
    expect(await sheet.getByTestId('draft-item').first().innerText()).toContain('Galletas de soda');
  });

  it('reopens a camera that stops sending frames, then reads the code', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { codes: ['', '5449000000996'], stallFirst: true });
    const sheet = await openMealSheet(await openDailySummary(page));
    await sheet.getByText('Cena', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Escanear código' }).click();
    const row = sheet.getByTestId('draft-item');
    await row.first().waitFor({ timeout: 20_000 });
    expect(await row.first().innerText()).toContain('Coca-Cola');
    expect(await page.evaluate(() => (window as unknown as { __cameraOpenings: number }).__cameraOpenings)).toBe(2);
  });

  it("offers 'Crear alimento' with the code for an unknown package; the next scan finds the food created", async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { codes: ['7750000000014'] });
    const sheet = await openMealSheet(await openDailySummary(page));
    await sheet.getByText('Almuerzo', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Escanear código' }).click();
    const scanner = page.getByRole('dialog', { name: 'Escanear código' });
    const notFound = scanner.getByTestId('barcode-not-found');
    await notFound.waitFor({ timeout: 20_000 });
    expect(await notFound.innerText()).toContain('No encontramos el código 7750000000014: créalo con su etiqueta');
    await notFound.getByRole('button', { name: 'Crear alimento' }).click();
    const form = page.getByRole('dialog', { name: 'Crear alimento' });
    expect(await form.getByLabel('Código de barras (opcional)').inputValue()).toBe('7750000000014');
    await saveLabel(form, 'Cancha serrana', ['380', '5', '75', '8']);
    await form.waitFor({ state: 'hidden' });
    expect(await sheet.getByTestId('draft-item').first().innerText()).toContain('Cancha serrana');

    // The next scan of the same package finds it, without asking Open Food Facts again.
    const asked = off.requests.length;
    await sheet.getByRole('button', { name: 'Escanear código' }).click();
    await expect.poll(() => sheet.getByTestId('draft-item').count(), { timeout: 20_000 }).toBe(2);
    expect(await sheet.getByTestId('draft-item').nth(1).innerText()).toContain('Cancha serrana');
    expect(off.requests.length).toBe(asked);
  });

  it("adds a scanned product to a recipe in 'Crear receta'", async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { codes: ['7751271021555'] });
    const sheet = await openMealSheet(await openDailySummary(page));
    await sheet.getByRole('button', { name: 'Crear receta' }).click();
    const form = page.getByRole('dialog', { name: 'Crear receta' });
    await form.getByRole('button', { name: 'Escanear código' }).click();
    await form.getByText('Galletas de soda').first().waitFor({ timeout: 20_000 });
  });

  it("creates an unknown package from 'Crear receta' and adds it as an ingredient", async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await fakeCamera(page, { codes: ['7750000000021'] });
    const sheet = await openMealSheet(await openDailySummary(page));
    await sheet.getByRole('button', { name: 'Crear receta' }).click();
    const recipe = page.getByRole('dialog', { name: 'Crear receta' });
    await recipe.getByRole('button', { name: 'Escanear código' }).click();
    const notFound = page.getByRole('dialog', { name: 'Escanear código' }).getByTestId('barcode-not-found');
    await notFound.waitFor({ timeout: 20_000 });
    await notFound.getByRole('button', { name: 'Crear alimento' }).click();
    const food = page.getByRole('dialog', { name: 'Crear alimento' });
    expect(await food.getByLabel('Código de barras (opcional)').inputValue()).toBe('7750000000021');
    await saveLabel(food, 'Harina de maíz morado', ['360', '2', '76', '8']);
    await food.waitFor({ state: 'hidden' });
    await recipe.getByText('Harina de maíz morado').first().waitFor();
  });
});
