/**
 * Logging a dish of the region from 'Añadir comida' (issue 28 §1), at 390x844 against the real
 * server: the search finds it by its plural name without accents, the dish's own portion (one
 * pupusa, 117 g) is the one offered, two of them log what the dish says. SPEC_SCREENSHOTS=1 writes
 * docs/screenshots/dish-search-* (the results) and dish-logging-* (the meal), at 390x844 and 1280x800.
 */
import { describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { openDailySummary } from './support/screens.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { api, todayInLima } from './support/session.ts';

const rig = useRig();

type Log = {
  meal_type: string;
  calories: number;
  items: { food_id: string; name: string; quantity: number; grams: number; portion: { id: string } }[];
};

describe('logging a dish from the food search', () => {
  it("finds 'pupusas' and 'horchata', logs two pupusas and a glass, and the day counts them", async () => {
    const s = await rig.newUser();
    const page = await openDailySummary(await rig.pageAs(s));
    await page.getByRole('button', { name: 'Añadir comida' }).click();
    const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
    await sheet.getByLabel('Describe tu comida').waitFor();
    await sheet.getByText('Almuerzo', { exact: true }).click();

    const results = sheet.getByTestId('food-result');
    await sheet.getByLabel('Buscar alimento').fill('pupusas');
    await expect.poll(() => results.first().innerText()).toContain('Pupusa de queso');
    await shootBothSizes(page, 'dish-search', { target: results.first() });
    await results.first().click();
    const rows = sheet.getByTestId('draft-item');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.nth(0).innerText()).toContain('Pupusa de queso');
    // One pupusa is the portion offered first; the stepper goes by halves, two taps make two.
    const portion = sheet.getByRole('combobox', { name: 'Porción de Pupusa de queso' });
    expect(await portion.inputValue()).toBe('unidad');
    const more = sheet.getByRole('button', { name: 'Más Pupusa de queso' });
    await more.click();
    expect(await sheet.getByLabel('Cantidad de Pupusa de queso').inputValue()).toBe('1½');
    await more.click();
    expect(await sheet.getByLabel('Cantidad de Pupusa de queso').inputValue()).toBe('2');

    await sheet.getByLabel('Buscar alimento').fill('horchata');
    await expect.poll(() => results.first().innerText()).toContain('Agua de horchata');
    await results.first().click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await sheet.getByRole('combobox', { name: 'Porción de Agua de horchata' }).inputValue()).toBe('vaso');

    await shootBothSizes(page, 'dish-logging', { target: sheet });
    const shown = Number((await sheet.getByTestId('draft-total').innerText()).replace(/\D/g, ''));
    await sheet.getByRole('button', { name: `Registrar ${shown} kcal` }).click();
    await sheet.waitFor({ state: 'detached' });

    const { logs } = await api<{ logs: Log[] }>(s, 'GET', `/summaries/daily?date=${todayInLima()}`);
    expect(logs).toHaveLength(1);
    const [meal] = logs;
    expect(meal!.meal_type).toBe('lunch');
    expect(meal!.items.map((i) => [i.food_id, i.portion.id, i.quantity, i.grams])).toEqual([
      ['pupusa-de-queso', 'unidad', 2, 234],
      ['agua-de-horchata', 'vaso', 1, 258],
    ]);
    // 256 kcal per 100 g (FNDDS 58105100) x 234 g, 87 kcal per 100 ml x 258 ml.
    expect(meal!.calories).toBe(Math.round(2.56 * 234) + Math.round(0.87 * 258));
    expect(meal!.calories).toBe(shown);
    await expect.poll(() => page.getByTestId('meal-log').innerText()).toMatch(/Pupusa de queso, Agua de horchata/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
