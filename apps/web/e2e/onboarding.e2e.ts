/** The onboarding of docs/product.md §2.5 in a real browser against the real server, at a phone's size. */
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

/** Set to a folder to save screenshots of /restriction opened again (390x844). */
const SHOTS = process.env.ONBOARDING_SHOTS;

const rig = useRig();
let page: Page;

type Person = { name: string; gender: 'Mujer' | 'Hombre'; age: number; height: number; weight: string; goal: string };

/** A new user, signed in, on the welcome screen. */
async function freshUser() {
  page = await rig.signedInPage(false);
  await page.waitForURL('**/select-style/default');
  await page.getByRole('heading', { name: 'Solo toma 1 minuto' }).waitFor();
}

/** Taps an option card (the native input inside is visually hidden) unless it is already chosen. */
async function tap(option: Locator) {
  if (!(await option.isChecked())) await option.locator('xpath=ancestor::label[1]').click();
}

async function fillPersonalData(person: Person) {
  await page.getByRole('button', { name: 'Empezar' }).click();
  await page.getByLabel('¿Cómo te llamas?').fill(person.name);
  await tap(page.getByRole('radio', { name: person.gender }));
  await page.getByLabel('Edad').fill(String(person.age));
  await page.getByLabel('Estatura').fill(String(person.height));
  await page.getByLabel('Peso actual').fill(person.weight);
  await page.getByLabel('Peso meta').fill(person.goal);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByText(/^Pregunta 1 de \d+$/).waitFor();
}

const progress = async () => (await page.getByText(/^Pregunta \d+ de \d+$/).textContent())!;

/** Picks the options of the current question (exact labels), then Siguiente. */
async function answer(...labels: string[]) {
  const before = await progress();
  for (const label of labels) {
    const option = page
      .getByRole('radio', { name: label, exact: true })
      .or(page.getByRole('checkbox', { name: label, exact: true }));
    await tap(option);
  }
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForFunction((text) => !document.body.innerText.includes(text), before);
}

/** Answers everything before the medical question. */
async function answerHabits() {
  await answer('Progresivo y constante');
  await answer('Aceptable');
  await answer('A veces');
  await answer('Cardio');
  await answer('Por rachas');
  await answer('Desayuno', 'Almuerzo', 'Cena');
}

/** The accessible names of the current question's options, in order. */
const optionLabels = async () => {
  const names: string[] = [];
  for (const radio of await page.getByRole('radio').all()) {
    names.push(
      await radio.evaluate(
        (input) => (input as HTMLInputElement).labels![0].querySelector('.font-semibold')!.textContent!,
      ),
    );
  }
  return names;
};

async function session() {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.token as string);
}

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${rig.server.baseURL}/api${path}`, {
    headers: { Authorization: `Bearer ${await session()}` },
  });
  return (await res.json()) as T;
}

describe('onboarding', () => {
  it('takes a woman through the plan, the diets and /restriction to the daily summary', async () => {
    await freshUser();
    await fillPersonalData({ name: 'Lucía', gender: 'Mujer', age: 30, height: 165, weight: '80', goal: '68,5' });
    expect(await progress()).toBe('Pregunta 1 de 9');
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await answerHabits();
    await answer('Ninguna'); // medical condition
    await answer('Ninguna'); // physiological stage
    await tap(page.getByRole('radio', { name: /Menú flexible/ }));

    const started = Date.now();
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();
    console.log(`'Ver recomendaciones' -> plan screen: ${Date.now() - started} ms`);

    for (const phase of ['Impulso', 'Constancia', 'Ajuste']) await page.getByRole('heading', { name: phase }).waitFor();
    await page.getByText('68,5 kg').waitFor();
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).click();

    await page.getByRole('heading', { name: 'Elige tu dieta' }).waitFor();
    await page
      .getByText(/\d+ kcal/)
      .first()
      .waitFor();
    const start = page.getByRole('button', { name: '¡Comenzar mi transformación!' });
    expect(await start.isDisabled()).toBe(true);
    const recommended = page.getByRole('region', { name: 'Recomendadas para ti' });
    expect(await recommended.getByRole('radio').count()).toBe(2);
    // Bullet icons are drawn (lucide SVGs), not written as words.
    expect(await recommended.locator('li svg').count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'Ver más opciones' }).click();
    expect(await page.getByRole('region', { name: 'Otras dietas' }).getByRole('radio').count()).toBe(8);
    await page.getByRole('button', { name: 'Ocultar' }).waitFor();

    const chosen = recommended.getByRole('radio').first();
    const diet = (await chosen.getAttribute('value'))!;
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/diet-type') && r.request().method() === 'PUT',
    );
    await tap(chosen);
    expect((await saved).ok()).toBe(true);
    await start.click();

    await page.waitForURL('**/restriction');
    const otherText = page.getByLabel('¿Cuál otra alergia?');
    expect(await otherText.isDisabled()).toBe(true);
    await tap(page.getByRole('checkbox', { name: 'Lácteos' }));
    await tap(page.getByRole('checkbox', { name: 'Otra' }));
    await otherText.fill('  fresas ');
    expect(await page.getByRole('radio', { name: /No tengo restricciones/ }).isChecked()).toBe(true);
    await tap(page.getByRole('radio', { name: /Vegetariano/ }));
    const allergies = page.waitForRequest((r) => r.url().endsWith('/api/user/allergies-dislikes'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await allergies).postDataJSON()).toEqual({
      allergies: ['dairy', 'fresas'],
      dislikes: [],
      eating_style: 'vegetarian',
    });

    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    expect(await apiGet('/user/objective')).toMatchObject({
      objective: 'lose_weight',
      diet_type: diet,
      deficit: 20,
      onboarding_completed: true,
    });

    // A finished onboarding does not open again.
    await page.goto('/select-style/default');
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
  });

  it('takes a medical condition to its diet and then home', async () => {
    await freshUser();
    await fillPersonalData({ name: 'Jorge', gender: 'Hombre', age: 48, height: 175, weight: '96', goal: '84' });
    expect(await progress()).toBe('Pregunta 1 de 8');
    await answerHabits();
    await answer('Diabetes tipo 2');
    await tap(page.getByRole('radio', { name: /Menú flexible/ }));
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();

    await page.getByRole('heading', { name: DIET_CATALOG.type_2_diabetes.name }).waitFor();
    await page.getByText('Proteína').first().waitFor();
    expect(await apiGet('/user/objective')).toMatchObject({
      objective: 'medical',
      diet_type: 'type_2_diabetes',
      deficit: 10,
    });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    expect(await apiGet('/user/objective')).toMatchObject({ onboarding_completed: true });
  });

  it('asks the budget right after a strict plan and drops it with flex', async () => {
    await freshUser();
    await fillPersonalData({ name: 'Ana', gender: 'Mujer', age: 60, height: 160, weight: '70', goal: '65' });
    // A woman of 60 is asked the physiological question too, with 'Ninguna' alone (spec 9 always offers it).
    expect(await progress()).toBe('Pregunta 1 de 9');
    await answerHabits();
    await answer('Ninguna');
    await page.getByRole('heading', { name: '¿Estás en alguna de estas etapas?' }).waitFor();
    expect(await optionLabels()).toEqual(['Ninguna']);
    await answer('Ninguna');
    expect(await progress()).toBe('Pregunta 9 de 9');
    await tap(page.getByRole('radio', { name: /Plan semanal estricto/ }));
    expect(await progress()).toBe('Pregunta 9 de 10');
    await answer(); // Siguiente with strict chosen
    expect(await progress()).toBe('Pregunta 10 de 10');
    await page.getByRole('heading', { name: '¿Cuánto quieres invertir en tu comida?' }).waitFor();
    await tap(page.getByRole('radio', { name: /Alto/ }));
    await page.getByRole('button', { name: 'Anterior' }).click();
    await tap(page.getByRole('radio', { name: /Menú flexible/ }));
    expect(await progress()).toBe('Pregunta 9 de 9');
    await page.getByRole('button', { name: 'Ver recomendaciones' }).waitFor();
    await tap(page.getByRole('radio', { name: /Plan semanal estricto/ }));
    await answer();
    // The budget answer went away with 'flex'.
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('offers a woman of 45 pregnancy, postpartum and menopause, and one of 52 only menopause', async () => {
    await freshUser();
    await fillPersonalData({ name: 'Carmen', gender: 'Mujer', age: 45, height: 160, weight: '75', goal: '68' });
    await answerHabits();
    await answer('Ninguna');
    await page.getByRole('heading', { name: '¿Estás en alguna de estas etapas?' }).waitFor();
    expect(await optionLabels()).toEqual(['Embarazo', 'Posparto o lactancia', 'Menopausia', 'Ninguna']);

    // Back to the personal data (Anterior on question 1), now 52.
    for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByLabel('Edad').fill('52');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Pregunta 1 de 9').waitFor();
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: '¿Estás en alguna de estas etapas?' }).waitFor();
    expect(await optionLabels()).toEqual(['Menopausia', 'Ninguna']);
  });

  it("keeps the answers over a reload, steps back with the back button, and 'Editar respuestas' starts again at question 1", async () => {
    await freshUser();
    await fillPersonalData({ name: 'Rosa', gender: 'Mujer', age: 35, height: 158, weight: '72', goal: '64' });
    await answer('Quiero resultados rápidos');
    await answer('Mala');
    await page.reload();
    await page.getByText('Pregunta 3 de 9').waitFor();
    // The phone's back button steps back inside the flow.
    await page.goBack();
    await page.getByText('Pregunta 2 de 9').waitFor();
    expect(await page.getByRole('radio', { name: 'Mala' }).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/select-style/default');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await answer('Mucho');
    await answer('No entreno');
    await answer('Lo cumplo');
    await answer('Almuerzo');
    await answer('Ninguna');
    await answer('Ninguna');
    await tap(page.getByRole('radio', { name: /Menú flexible/ }));
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).click();
    await page.getByRole('heading', { name: 'Elige tu dieta' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Elige tu dieta' }).waitFor();

    await page.getByRole('button', { name: 'Editar respuestas' }).click();
    await page.getByText('Pregunta 1 de 9').waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('brings a user who left after the questionnaire back to the onboarding where they left off', async () => {
    await freshUser();
    await fillPersonalData({ name: 'Marta', gender: 'Mujer', age: 41, height: 162, weight: '82', goal: '70' });
    await answerHabits();
    await answer('Ninguna'); // medical condition
    await answer('Ninguna'); // physiological stage
    await tap(page.getByRole('radio', { name: /Menú flexible/ }));
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();

    // She closes the app and comes back later straight to the daily summary.
    await page.close();
    page = await page.context().newPage();
    await page.goto('/daily-summary');
    await page.waitForURL('**/select-style/default');
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();
    await page.getByRole('heading', { name: 'Impulso' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Resumen diario' }).count()).toBe(0);
    expect(await apiGet('/user/objective')).toMatchObject({ onboarding_completed: false });

    // Any shell screen does the same; /referrals stays open.
    await page.goto('/food-table');
    await page.waitForURL('**/select-style/default');
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();
    await page.goto('/referrals');
    await page.getByRole('heading', { name: 'Referidos', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/referrals');
  });

  it('shows the saved allergies and eating style ticked when /restriction opens again', async () => {
    await freshUser();
    await page.goto('/restriction');
    const otherText = page.getByLabel('¿Cuál otra alergia?');
    await tap(page.getByRole('checkbox', { name: 'Gluten' }));
    await tap(page.getByRole('checkbox', { name: 'Huevo' }));
    await tap(page.getByRole('checkbox', { name: 'Otra' }));
    await otherText.fill('fresas, kiwi');
    await tap(page.getByRole('radio', { name: /Vegano/ }));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/allergies-dislikes') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await saved).ok()).toBe(true);
    await page.waitForURL((url) => url.pathname !== '/restriction');
    expect(await apiGet('/user/allergies-dislikes')).toEqual({
      allergies: ['gluten', 'egg', 'fresas', 'kiwi'],
      dislikes: [],
      eating_style: 'vegan',
    });

    await page.goto('/restriction');
    await page.getByRole('checkbox', { name: 'Gluten' }).waitFor();
    const ticked: string[] = [];
    for (const name of ['Lácteos', 'Gluten', 'Mariscos', 'Frutos secos', 'Huevo', 'Otra']) {
      if (await page.getByRole('checkbox', { name }).isChecked()) ticked.push(name);
    }
    expect(ticked).toEqual(['Gluten', 'Huevo', 'Otra']);
    expect(await otherText.isDisabled()).toBe(false);
    expect(await otherText.inputValue()).toBe('fresas, kiwi');
    expect(await page.getByRole('radio', { name: /Vegano/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /No tengo restricciones/ }).isChecked()).toBe(false);
    if (SHOTS) {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/restriction-saved.png` });
      await page.screenshot({ path: `${SHOTS}/restriction-saved-full.png`, fullPage: true, style: DRAW_OFFSCREEN });
    }
  });
});
