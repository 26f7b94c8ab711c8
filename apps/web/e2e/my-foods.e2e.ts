/**
 * Own foods and recipes in a real browser against the real server (issue 28 §4), at 390x844:
 * 'Crear alimento' from a label and 'Crear receta' from 'Añadir comida', each logged at once;
 * 'Guardar como receta' on a logged meal; 'Mis alimentos y recetas' (list, edit, delete, empty);
 * and a food created offline. SPEC_SCREENSHOTS=1 writes the screenshots of docs/own-foods-and-recipes.md.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoHorizontalOverflow, expectPhoneFriendly } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { openDailySummary } from './support/screens.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { api, type Session, todayInLima } from './support/session.ts';

const rig = useRig();

type Log = { _id: string; description: string; calories: number; items: { food_id: string; name: string }[] };
const dayLogs = async (s: Session) =>
  (await api<{ logs: Log[] }>(s, 'GET', `/summaries/daily?date=${todayInLima()}`)).logs;

async function openMealSheet(page: Page) {
  await page.getByRole('button', { name: 'Añadir comida' }).click();
  const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
  await sheet.getByLabel('Describe tu comida').waitFor();
  return sheet;
}

/** Types a figure into the nutrition label's row named `row`. */
const labelRow = (form: Locator, row: string) => form.getByTestId('nutrition-label').getByLabel(row, { exact: true });

describe('creating a food from its label', () => {
  it('refuses a label that cannot be right, then saves it per serving, adds it to the meal and logs it', async () => {
    const s = await rig.newUser();
    const page = await openDailySummary(await rig.pageAs(s));
    const sheet = await openMealSheet(page);
    await sheet.getByText('Snack', { exact: true }).click();
    await sheet.getByLabel('Buscar alimento').fill('barra de granola');
    await sheet.getByRole('button', { name: 'Crear alimento' }).click();

    const form = page.getByRole('dialog', { name: 'Crear alimento' });
    await form.getByLabel('Nombre').waitFor();
    // The name starts with what was searched.
    expect(await form.getByLabel('Nombre').inputValue()).toBe('barra de granola');
    await form.getByLabel('Nombre').fill('Barra de granola Nature');
    await form.getByLabel('Marca (opcional)').fill('Costa');
    await form.getByText('Por porción', { exact: true }).click();
    await form.getByLabel('Porción', { exact: true }).fill('barra');
    await form.getByLabel('Pesa').fill('40');
    // kJ typed where kcal go: far more energy from the macros than stated is refused, in Spanish.
    await labelRow(form, 'Calorías').fill('18');
    await labelRow(form, 'Grasas').fill('6');
    await labelRow(form, 'Carbohidratos').fill('28');
    await labelRow(form, 'de los cuales fibra').fill('2');
    await labelRow(form, 'Proteínas').fill('3');
    await form.getByRole('button', { name: 'Guardar alimento' }).click();
    await expect
      .poll(() => form.getByRole('alert').first().innerText())
      .toMatch(/^Revisa la etiqueta: .* mucho más que las 18 kcal que escribiste/);
    await labelRow(form, 'Calorías').fill('180');
    await expect.poll(() => form.getByTestId('per-100').innerText()).toContain('Por 100 g: 450 kcal');
    await shootBothSizes(page, 'issue-28-create-food', { target: form });
    await expectNoHorizontalOverflow(page);
    await form.getByRole('button', { name: 'Guardar alimento' }).click();

    // Back in the meal, the new food is its row, one serving (40 g, 180 kcal).
    await form.waitFor({ state: 'hidden' });
    const row = sheet.getByTestId('draft-item');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Barra de granola Nature[\s\S]*180 kcal/);
    await sheet.getByRole('button', { name: 'Registrar 180 kcal' }).click();
    await sheet.waitFor({ state: 'hidden' });
    const [log] = await dayLogs(s);
    expect(log).toMatchObject({ description: 'Barra de granola Nature', calories: 180 });

    // Found by its brand in the search next time.
    const again = await openMealSheet(page);
    await again.getByLabel('Buscar alimento').fill('costa');
    await expect.poll(() => again.getByTestId('food-result').first().innerText()).toContain('Barra de granola Nature');
  });

  it('offline, says it needs the network and keeps what was typed; back online it saves, and edits from the list', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await page.goto('/mis-alimentos');
    await page.getByText('Aún no tienes alimentos ni recetas propios').waitFor();
    await page.getByRole('button', { name: 'Crear alimento' }).click();
    const form = page.getByRole('dialog', { name: 'Crear alimento' });
    await form.getByLabel('Nombre').fill('Yogur griego');
    await labelRow(form, 'Calorías').fill('97');
    await labelRow(form, 'Grasas').fill('5');
    await labelRow(form, 'Carbohidratos').fill('3,6');
    await labelRow(form, 'Proteínas').fill('9');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Guardar alimento' }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toBe(
        'Sin conexión: para guardar un alimento o una receta necesitas internet. Lo que escribiste se mantiene aquí.',
      );
    expect(await form.getByLabel('Nombre').inputValue()).toBe('Yogur griego');
    await page.context().setOffline(false);
    await form.getByRole('button', { name: 'Guardar alimento' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = page.getByTestId('own-food').filter({ hasText: 'Yogur griego' });
    expect(await row.innerText()).toContain('1 porción de 100 g: 97 kcal');

    // Edited from the list: the form shows the label as it was typed.
    await page.getByRole('button', { name: 'Editar Yogur griego' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar alimento' });
    expect(await labelRow(edit, 'Carbohidratos').inputValue()).toBe('3,6');
    await labelRow(edit, 'Calorías').fill('100');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('1 porción de 100 g: 100 kcal');
  });
});

describe('creating a recipe', () => {
  it('adds ingredients through the search, shows the total and per serving as it is typed, and logs a serving', async () => {
    const s = await rig.newUser();
    await api(s, 'POST', '/my-foods', {
      name: 'Salsa de maní de la casa',
      basis: 'per_100g',
      calories: 400,
      protein: 15,
      carbs: 20,
      fat: 30,
    });
    const page = await openDailySummary(await rig.pageAs(s));
    const sheet = await openMealSheet(page);
    await sheet.getByText('Almuerzo', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Crear receta' }).click();
    const form = page.getByRole('dialog', { name: 'Crear receta' });
    await form.getByLabel('Nombre de la receta').fill('Pollo al maní de la tía');
    await form.getByLabel('Porciones').fill('4');

    const addIngredient = async (query: string, name: RegExp) => {
      await form.getByLabel('Buscar ingrediente').fill(query);
      await form.getByRole('button', { name }).first().click();
    };
    await addIngredient('pollo cocido', /Pollo cocido/);
    await addIngredient('salsa de maní', /Salsa de maní de la casa/);
    const ingredients = form.getByTestId('ingredient');
    await expect.poll(() => ingredients.count()).toBe(2);
    // 600 g of chicken and 100 g of the sauce.
    await form.getByRole('combobox', { name: /^Porción de Pollo cocido/ }).selectOption('g');
    await form.getByLabel(/^Cantidad de Pollo cocido/).fill('600');
    await form.getByRole('combobox', { name: 'Porción de Salsa de maní de la casa' }).selectOption('g');
    await form.getByLabel('Cantidad de Salsa de maní de la casa').fill('100');
    const chicken = await api<{ foods: { name: string; calories: number }[] }>(
      s,
      'GET',
      '/foods/search?q=pollo%20cocido',
    );
    const chickenKcal = Math.round((chicken.foods[0]!.calories * 600) / 100);
    const total = chickenKcal + 400;
    const fmt = (n: number) => n.toLocaleString('es');
    await expect.poll(() => form.getByTestId('recipe-total').innerText()).toBe(`${fmt(total)} kcal`);
    // Per serving: the 700 g over 4 servings, 175 g each.
    await expect.poll(() => form.getByTestId('recipe-figures').innerText()).toContain('Por porción (175 g)');
    await form.getByLabel('Porciones').fill('2');
    await expect.poll(() => form.getByTestId('recipe-figures').innerText()).toContain('Por porción (350 g)');
    const perServing = await form.getByTestId('recipe-per-serving').innerText();
    await shootBothSizes(page, 'issue-28-create-recipe', { target: form.getByTestId('recipe-figures') });
    await expectNoHorizontalOverflow(page);
    await form.getByRole('button', { name: 'Guardar receta' }).click();
    await form.waitFor({ state: 'hidden' });

    const row = sheet.getByTestId('draft-item');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Pollo al maní de la tía');
    expect(await row.innerText()).toContain(perServing);
    await sheet.getByRole('button', { name: /^Registrar .* kcal$/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    const [log] = await dayLogs(s);
    expect(`${fmt(log!.calories)} kcal`).toBe(perServing);

    // 'Describe tu comida' knows it too.
    const again = await openMealSheet(page);
    await again.getByLabel('Describe tu comida').fill('una porción de pollo al maní de la tía');
    await again.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect.poll(() => again.getByTestId('draft-item').first().innerText()).toContain('Pollo al maní de la tía');
    await shootBothSizes(page, 'issue-28-log-recipe', { target: again });
  });
});

describe("'Guardar como receta' and 'Mis alimentos y recetas'", () => {
  it('saves a logged meal as a recipe, lists it, edits it, and deletes it after asking; the meal never changes', async () => {
    const s = await rig.newUser();
    const logged = await api<Log>(s, 'POST', '/logs/nutrition', {
      nutrition_log: {
        date: todayInLima(),
        meal_type: 'breakfast',
        items: [
          { food_id: 'huevo-duro', portion_id: 'unidad', quantity: 2 },
          { food_id: 'palta', grams: 80 },
        ],
      },
    });
    const page = await openDailySummary(await rig.pageAs(s));
    await page.getByRole('button', { name: /^Guardar como receta desayuno/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar como receta' });
    await dialog.getByLabel('Nombre de la receta').fill('Desayuno de campeones');
    await dialog.getByLabel('Porciones').fill('1');
    await shootBothSizes(page, 'issue-28-save-as-recipe', { target: dialog });
    await dialog.getByRole('button', { name: 'Guardar receta' }).click();
    await expect
      .poll(() => dialog.getByRole('status').innerText())
      .toContain(`Guardaste «Desayuno de campeones»: ${logged.calories.toLocaleString('es')} kcal por porción`);
    await dialog.getByRole('link', { name: 'Ver mis recetas' }).click();

    await page.getByRole('heading', { name: 'Mis alimentos y recetas' }).waitFor();
    const recipe = page.getByTestId('own-recipe').filter({ hasText: 'Desayuno de campeones' });
    await recipe.waitFor();
    expect(await recipe.innerText()).toContain(`${logged.calories.toLocaleString('es')} kcal cada una`);
    await shootBothSizes(page, 'issue-28-my-foods');
    await expectPhoneFriendly(page);

    // Edit: two servings instead of one.
    await page.getByRole('button', { name: 'Editar Desayuno de campeones' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar receta' });
    await expect.poll(() => edit.getByTestId('ingredient').count()).toBe(2);
    await edit.getByLabel('Porciones').fill('2');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await edit.waitFor({ state: 'hidden' });
    // Half the meal each: a serving is priced as logging '1 porción' prices it (to the kcal).
    const [halved] = (await api<{ recipes: { per_serving: { calories: number } }[] }>(s, 'GET', '/recipes')).recipes;
    expect(Math.abs(halved!.per_serving.calories - logged.calories / 2)).toBeLessThanOrEqual(1);
    await expect
      .poll(() => recipe.innerText())
      .toContain(`2 porciones de 90 g: ${halved!.per_serving.calories.toLocaleString('es')} kcal cada una`);

    // Delete, asked first; cancelling keeps it.
    await page.getByRole('button', { name: 'Eliminar Desayuno de campeones' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta receta?' });
    expect(await confirm.innerText()).toContain('Las comidas que ya registraste con ella no cambian.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await recipe.waitFor();
    await page.getByRole('button', { name: 'Eliminar Desayuno de campeones' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Aún no tienes alimentos ni recetas propios').waitFor();
    await shootBothSizes(page, 'issue-28-my-foods-empty');

    const [meal] = await dayLogs(s);
    expect(meal).toMatchObject({ _id: logged._id, calories: logged.calories, description: logged.description });
  });

  it('opens from the menu, and says so when the list cannot load', async () => {
    const s = await rig.newUser();
    const page = await rig.pageAs(s);
    await page.route('**/api/recipes', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openDailySummary(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Mis alimentos y recetas' }).click();
    await page.getByText('No pudimos cargar tus alimentos y recetas.').waitFor();
    await page.unroute('**/api/recipes');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Aún no tienes alimentos ni recetas propios').waitFor();
  });
});
