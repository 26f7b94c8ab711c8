/** The app's sheets and menu as a person opens them: by their buttons, found by role and name. */
import type { Locator, Page } from 'playwright-core';

/**
 * The daily summary's 'Registrar' button, then one entry of '¿Qué quieres registrar?': the sheet
 * that entry opens ('Añadir comida', 'Añadir ejercicio', 'Registrar peso').
 */
export async function openRegisterSheet(page: Page, entry: 'Comida' | 'Ejercicio' | 'Peso'): Promise<Locator> {
  const titles = { Comida: 'Añadir comida', Ejercicio: 'Añadir ejercicio', Peso: 'Registrar peso' };
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await page.getByRole('dialog', { name: '¿Qué quieres registrar?' }).getByRole('button', { name: entry }).click();
  const sheet = page.getByRole('dialog', { name: titles[entry] });
  await sheet.waitFor();
  return sheet;
}

export type TypedMeal = {
  meal: string;
  description: string;
  calories: string;
  protein: string;
  fat: string;
  carbs: string;
};

/** In 'Añadir comida': the meal, then 'Prefiero escribir calorías y macros' and the figures typed in, then sent. */
export async function logTypedMeal(sheet: Locator, meal: TypedMeal) {
  await sheet.getByText(meal.meal, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Prefiero escribir calorías y macros' }).click();
  await sheet.getByLabel('Descripción', { exact: true }).fill(meal.description);
  await sheet.getByLabel('Calorías').fill(meal.calories);
  await sheet.getByLabel('Proteína').fill(meal.protein);
  await sheet.getByLabel('Grasa').fill(meal.fat);
  await sheet.getByLabel('Carbohidratos').fill(meal.carbs);
  await sheet.getByRole('button', { name: 'Registrar comida' }).click();
}

/** The side menu ('Abrir menú'), once its first entry shows. */
export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('link', { name: 'Resumen diario' }).waitFor();
  return menu;
}
