/**
 * /profile and /objectives (docs/product.md §2.15, §2.16) in a real browser against the real server at 390x844:
 * every section's change is kept after a reload, and every save failure says what docs/product.md §8 says.
 * The sections run in order on one user, as a person would change them.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { apiAsPage } from './support/session.ts';

const rig = useRig();
let page: Page;

const apiAsUser = async (method: 'GET' | 'PUT', apiPath: string, body?: unknown) =>
  (await apiAsPage(page, rig.server.baseURL))(method, apiPath, body);

const ANA = { name: 'Ana Torres', weight: 78.5 };

beforeAll(async () => {
  page = await rig.signedInPage({ personalInfo: ANA });
});
afterEach(async () => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

async function openProfile() {
  await page.goto('/profile');
  for (const name of [
    'Tus datos',
    'Personalidad de tu coach',
    'Recordatorios',
    'Horario de recordatorios',
    'Dieta',
    'Déficit calórico',
  ]) {
    await page.getByRole('heading', { name, exact: true }).waitFor();
  }
  // Sections that show their shape while their data loads say so (aria-busy) until it has come.
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
}

const card = (title: string) => page.getByRole('region', { name: title, exact: true });

/** Taps an option card (its native input is visually hidden). */
async function tap(option: Locator) {
  await option.locator('xpath=ancestor::label[1]').click();
}

const saved = (apiPath: string, method = 'PUT') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/api${apiPath}` && r.request().method() === method);

/** The next saves of this call answer 500, for real, in the browser. */
async function failSaves(apiPath: string) {
  await page.route(`**/api${apiPath}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error interno"}' })
      : route.fallback(),
  );
}

const isChecked = (locator: Locator) => locator.isChecked();
const alertIn = (section: Locator) => section.getByRole('alert');

describe('/profile at 390x844', () => {
  it('shows the personal data, read-only', async () => {
    await openProfile();
    const data = card('Tus datos');
    const text = await data.textContent();
    for (const value of ['Ana Torres', '34 años', 'Mujer', '165 cm', '78,5 kg']) expect(text).toContain(value);
    expect(await data.locator('input, button').count()).toBe(0);
    // Nothing wider than the phone, and every control at least 44 px high (the reminder cells 44 x 44).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll('main button, main label:has(input)')]
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.height < 44 || box.width < 44).length,
    );
    expect(small).toBe(0);
  });

  it('keeps the first card the same height while its data loads: nothing under it moves when the data comes', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/user/info', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/profile');
    const data = card('Tus datos');
    const coach = card('Personalidad de tu coach');
    await data.locator('[aria-busy="true"]').waitFor();
    await coach.locator('fieldset:not([disabled])').waitFor();
    const before = { data: await data.boundingBox(), coach: await coach.boundingBox() };
    answer();
    await data.getByText('34 años').waitFor();
    const after = { data: await data.boundingBox(), coach: await coach.boundingBox() };
    expect(Math.abs(after.data!.height - before.data!.height)).toBeLessThan(1);
    expect(Math.abs(after.coach!.y - before.coach!.y)).toBeLessThan(1);
  });

  it('changes the coach personality, keeps it after a reload, and says so when the save fails', async () => {
    await openProfile();
    const coach = card('Personalidad de tu coach');
    const response = saved('/preferences/intensity');
    await tap(coach.getByRole('radio', { name: 'Divertido' }));
    expect((await response).status()).toBe(200);
    await coach.getByText('Guardado').waitFor();

    await openProfile();
    expect(await isChecked(coach.getByRole('radio', { name: 'Divertido' }))).toBe(true);

    await failSaves('/preferences/intensity');
    await tap(coach.getByRole('radio', { name: 'Analítico' }));
    expect(await alertIn(coach).textContent()).toBe('Error al actualizar la intensidad');
    await expect.poll(() => isChecked(coach.getByRole('radio', { name: 'Divertido' }))).toBe(true);
  });

  it('turns a weekday reminder on, keeps it after a reload, and puts it back when the save fails', async () => {
    await openProfile();
    const reminders = card('Recordatorios');
    const saturdayWeight = reminders.getByRole('checkbox', { name: 'Peso el sábado' });
    expect(await isChecked(saturdayWeight)).toBe(false); // weekends start without it
    expect(await isChecked(reminders.getByRole('checkbox', { name: 'Peso el lunes' }))).toBe(true);
    const response = saved('/preferences/reminders');
    await tap(saturdayWeight);
    expect((await response).status()).toBe(200);

    await openProfile();
    expect(await isChecked(saturdayWeight)).toBe(true);

    await failSaves('/preferences/reminders');
    const tuesdayDinner = reminders.getByRole('checkbox', { name: 'Cena el martes' });
    await tap(tuesdayDinner);
    expect(await alertIn(reminders).textContent()).toBe('Error al actualizar las preferencias');
    await expect.poll(() => isChecked(tuesdayDinner)).toBe(true);
  });

  it('edits a reminder time: Enter saves (kept after a reload), Escape cancels, a failed save is undone', async () => {
    await openProfile();
    const weekdays = card('Horario de recordatorios').getByRole('group', { name: 'Lunes a viernes' });
    await weekdays.getByRole('button', { name: 'Desayuno: 08:00. Cambiar hora' }).click();
    const response = saved('/preferences/reminders-schedule');
    await weekdays.getByLabel('Hora de desayuno').fill('09:15');
    await weekdays.getByLabel('Hora de desayuno').press('Enter');
    expect((await response).status()).toBe(200);
    await weekdays.getByRole('button', { name: 'Desayuno: 09:15. Cambiar hora' }).waitFor();

    await openProfile();
    await weekdays.getByRole('button', { name: 'Desayuno: 09:15. Cambiar hora' }).waitFor();

    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('reminders-schedule')) puts += 1;
    });
    await weekdays.getByRole('button', { name: 'Almuerzo: 13:00. Cambiar hora' }).click();
    await weekdays.getByLabel('Hora de almuerzo').fill('14:30');
    await weekdays.getByLabel('Hora de almuerzo').press('Escape');
    await weekdays.getByRole('button', { name: 'Almuerzo: 13:00. Cambiar hora' }).waitFor();
    expect(puts).toBe(0);

    await failSaves('/preferences/reminders-schedule');
    const weekend = card('Horario de recordatorios').getByRole('group', { name: 'Sábado y domingo' });
    await weekend.getByRole('button', { name: 'Cena: 20:30. Cambiar hora' }).click();
    await weekend.getByLabel('Hora de cena').fill('21:45');
    await weekend.getByLabel('Hora de cena').press('Enter');
    expect(await alertIn(card('Horario de recordatorios')).textContent()).toBe(
      'No se pudo guardar los cambios. Por favor, intenta de nuevo.',
    );
    await weekend.getByRole('button', { name: 'Cena: 20:30. Cambiar hora' }).waitFor();
  });

  it('changes the physiological condition (shown to her), keeps it, and says so when the save fails', async () => {
    await openProfile();
    const condition = card('Condición fisiológica');
    // 34 years old: pregnancy and postpartum, no menopause (core's ages).
    expect(await condition.getByRole('radio').count()).toBe(3);
    expect(await isChecked(condition.getByRole('radio', { name: 'Ninguna' }))).toBe(true);
    const response = saved('/user/diet-condition');
    await tap(condition.getByRole('radio', { name: 'Posparto' }));
    expect((await response).status()).toBe(200);

    await openProfile();
    await expect.poll(() => isChecked(condition.getByRole('radio', { name: 'Posparto' }))).toBe(true);

    await failSaves('/user/diet-condition');
    await tap(condition.getByRole('radio', { name: 'Embarazo' }));
    expect(await alertIn(condition).textContent()).toBe('Error al actualizar la condición fisiológica');
    await expect.poll(() => isChecked(condition.getByRole('radio', { name: 'Posparto' }))).toBe(true);
  });

  it('switches to the strict menu: the sidebar entry changes at once and the budget appears with medium', async () => {
    await openProfile();
    const menuType = card('Tipo de menú');
    expect(await isChecked(menuType.getByRole('radio', { name: 'Flexible' }))).toBe(true);
    expect(await card('Presupuesto').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Menú de alimentos' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menú' }).waitFor({ state: 'hidden' });

    const response = saved('/preferences/recommendation-type');
    await tap(menuType.getByRole('radio', { name: 'Estricto' }));
    expect((await response).status()).toBe(200);
    const budget = card('Presupuesto');
    await budget.waitFor();
    await expect.poll(() => isChecked(budget.getByRole('radio', { name: 'Medio' }))).toBe(true);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Plan semanal' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Menú de alimentos' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await openProfile();
    expect(await isChecked(menuType.getByRole('radio', { name: 'Estricto' }))).toBe(true);
    await budget.waitFor();
  });

  it('changes the budget and keeps it; a failed budget save keeps the choice and shows nothing', async () => {
    await openProfile();
    const budget = card('Presupuesto');
    await budget.waitFor();
    const response = saved('/preferences/budget-level');
    await tap(budget.getByRole('radio', { name: 'Alto' }));
    expect((await response).status()).toBe(200);

    await openProfile();
    await expect.poll(() => isChecked(budget.getByRole('radio', { name: 'Alto' }))).toBe(true);

    await failSaves('/preferences/budget-level');
    const failed = saved('/preferences/budget-level');
    await tap(budget.getByRole('radio', { name: 'Bajo' }));
    expect((await failed).status()).toBe(500);
    await page.waitForTimeout(300);
    expect(await isChecked(budget.getByRole('radio', { name: 'Bajo' }))).toBe(true);
    expect(await alertIn(budget).count()).toBe(0);
  });

  it('says so when the menu type cannot be saved, and keeps the stored one', async () => {
    await openProfile();
    const menuType = card('Tipo de menú');
    await failSaves('/preferences/recommendation-type');
    await tap(menuType.getByRole('radio', { name: 'Flexible' }));
    expect(await alertIn(menuType).textContent()).toBe('Error al actualizar el tipo de recomendación');
    await expect.poll(() => isChecked(menuType.getByRole('radio', { name: 'Estricto' }))).toBe(true);
    await card('Presupuesto').waitFor();
  });

  it('changes the deficit after a confirmation, keeps it, and shows the error in the dialog when it fails', async () => {
    await openProfile();
    const deficit = card('Déficit calórico');
    const { deficit: before } = (await apiAsUser('GET', '/user/objective')) as { deficit: number };
    const next = before === 30 ? 10 : 30;
    const label = next === 30 ? '30 %, Alto' : '10 %, Ligero';
    await tap(deficit.getByRole('radio', { name: label }));
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toContain(`${next} %`);
    const response = saved('/user/deficit');
    await dialog.getByRole('button', { name: 'Cambiar déficit' }).click();
    expect((await response).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    await openProfile();
    expect(await isChecked(deficit.getByRole('radio', { name: label }))).toBe(true);

    await failSaves('/user/deficit');
    await tap(deficit.getByRole('radio', { name: '20 %, Medio' }));
    await dialog.getByRole('button', { name: 'Cambiar déficit' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Error al actualizar la configuración');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await isChecked(deficit.getByRole('radio', { name: label }))).toBe(true);
  });

  it('changes the diet after a confirmation (the button waits for another diet), and keeps it', async () => {
    await openProfile();
    const diet = card('Dieta');
    const change = diet.getByRole('button', { name: 'Cambiar dieta' });
    expect(await isChecked(diet.getByRole('radio', { name: 'Balanceada inteligente' }))).toBe(true);
    expect(await change.isDisabled()).toBe(true);
    await tap(diet.getByRole('radio', { name: 'Keto clásica' }));
    expect(await change.isDisabled()).toBe(false);

    await failSaves('/user/diet-type');
    await change.click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cambiar tu dieta a «Keto clásica»?' });
    await dialog.getByRole('button', { name: 'Cambiar dieta' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Error al actualizar la configuración');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const response = saved('/user/diet-type');
    await dialog.getByRole('button', { name: 'Cambiar dieta' }).click();
    expect((await response).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    expect(await change.isDisabled()).toBe(true);

    await openProfile();
    expect(await isChecked(diet.getByRole('radio', { name: 'Keto clásica' }))).toBe(true);
    expect(await diet.textContent()).toContain('Tu dieta actual es Keto clásica');
  });

  it('changes the objective once; a second change within 30 days gets the 30-day text', async () => {
    await openProfile();
    const objective = card('Objetivo');
    const dialog = page.getByRole('alertdialog');

    await failSaves('/user/objective');
    await tap(objective.getByRole('radio', { name: 'Mantener mi peso' }));
    await dialog.getByRole('button', { name: 'Cambiar objetivo' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Error al actualizar la configuración');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const response = saved('/user/objective');
    await dialog.getByRole('button', { name: 'Cambiar objetivo' }).click();
    expect((await response).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    // Keto is not a diet for keeping one's weight: the section lists that objective's diets.
    const diet = card('Dieta');
    await diet.getByRole('radio', { name: 'Mediterránea limpia' }).waitFor();
    expect(await diet.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await diet.getByRole('button', { name: 'Cambiar dieta' }).isDisabled()).toBe(true);

    await openProfile();
    expect(await isChecked(objective.getByRole('radio', { name: 'Mantener mi peso' }))).toBe(true);

    const refused = saved('/user/objective');
    await tap(objective.getByRole('radio', { name: 'Bajar de peso' }));
    await dialog.getByRole('button', { name: 'Cambiar objetivo' }).click();
    expect((await refused).status()).toBe(409);
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Solo puedes cambiar tu objetivo cada 30 días. Por favor, espera antes de realizar otro cambio.',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isChecked(objective.getByRole('radio', { name: 'Mantener mi peso' }))).toBe(true);
  });

  it('says the personal data could not load', async () => {
    await page.route('**/api/user/info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/profile');
    const data = card('Tus datos');
    await data.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await data.getByRole('alert').textContent()).toBe('Error al cargar la información del usuario');
    // Without the gender the condition section is not offered.
    expect(await card('Condición fisiológica').count()).toBe(0);
  });
});

describe('/profile for a man at 390x844', () => {
  it('does not offer the physiological condition, nor the budget on a flexible menu', async () => {
    const ana = page;
    try {
      page = await rig.signedInPage({
        personalInfo: { name: 'Luis Ramos', age: 41, gender: 'male', height: 178, weight: 92 },
      });
      await openProfile();
      expect(await card('Tus datos').textContent()).toContain('Hombre');
      expect(await isChecked(card('Tipo de menú').getByRole('radio', { name: 'Flexible' }))).toBe(true);
      expect(await card('Condición fisiológica').count()).toBe(0);
      expect(await card('Presupuesto').count()).toBe(0);
    } finally {
      page = ana;
    }
  });
});

describe('/objectives at 390x844', () => {
  it('changes the diet and the deficit, each after a confirmation, and keeps them', async () => {
    await page.goto('/objectives');
    await page.getByRole('heading', { name: 'Objetivos', level: 1 }).waitFor();
    const diet = card('Dieta');
    await diet.getByRole('radio', { name: 'Mediterránea limpia' }).waitFor();
    await tap(diet.getByRole('radio', { name: 'Mediterránea limpia' }));
    await diet.getByRole('button', { name: 'Cambiar dieta' }).click();
    const dialog = page.getByRole('alertdialog');
    let response = saved('/user/diet-type');
    await dialog.getByRole('button', { name: 'Cambiar dieta' }).click();
    expect((await response).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    const deficit = card('Déficit calórico');
    await tap(deficit.getByRole('radio', { name: '0 %, Sin déficit' }));
    response = saved('/user/deficit');
    await dialog.getByRole('button', { name: 'Cambiar déficit' }).click();
    expect((await response).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await diet.getByRole('radio', { name: 'Mediterránea limpia' }).waitFor();
    expect(await isChecked(diet.getByRole('radio', { name: 'Mediterránea limpia' }))).toBe(true);
    expect(await isChecked(deficit.getByRole('radio', { name: '0 %, Sin déficit' }))).toBe(true);
    const stored = (await apiAsUser('GET', '/user/objective')) as { diet_type: string; deficit: number };
    expect(stored).toMatchObject({ diet_type: 'clean_mediterranean', deficit: 0 });
  });
});
