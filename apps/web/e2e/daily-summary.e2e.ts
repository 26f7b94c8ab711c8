/** The daily summary of docs/product.md §2.6 in a real browser against the real server, at a phone's size. */
import { addDays } from '@nutricoach/core/rules/week';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { openDailySummary } from './support/screens.ts';
import { api, type Session, todayInLima } from './support/session.ts';
import { logTypedMeal, openRegisterSheet } from './support/sheets.ts';

const rig = useRig();

/** A phone page signed in as `session`, on the daily summary with its data shown. */
const openSummary = async (session: Session, path?: string) => openDailySummary(await rig.pageAs(session), path);

const card = (page: Page, name: RegExp | string) =>
  page.getByRole('button', { name }).or(page.getByRole('link', { name }));
const gauge = (page: Page, label: string) => page.getByRole('img', { name: new RegExp(`^${label}:`) });
const checklistItem = (page: Page, label: string) =>
  page.locator('[data-tour="checklist"] li').filter({ has: page.getByText(label, { exact: true }) });

async function addMeal(s: Session, over: Record<string, unknown> = {}) {
  return api<{ _id: string }>(s, 'POST', '/logs/nutrition', {
    nutrition_log: {
      date: todayInLima(),
      meal_type: 'breakfast',
      description: 'Avena con plátano',
      calories: 420,
      protein: 18,
      fat: 9,
      carbs: 68,
      ...over,
    },
  });
}

describe('daily summary', () => {
  it('sweeps each gauge ring in from the top, then leaves the whole ring in view', async () => {
    const s = await rig.newUser();
    await addMeal(s);
    const page = await openSummary(s);
    // What covers a point of the ring, top first: its circle once the sweep is over, not one of the
    // white covers that turn away (gauge-ring.tsx).
    const onTop = (name: string, where: 'left' | 'right') =>
      gauge(page, name).evaluate((box, side) => {
        const r = box.getBoundingClientRect();
        const x = side === 'left' ? r.left + r.width * 0.05 : r.right - r.width * 0.05;
        for (const element of document.elementsFromPoint(x, r.top + r.height / 2)) {
          if (element.tagName.toLowerCase() === 'circle') return 'ring';
          if (getComputedStyle(element).backgroundColor === 'rgb(255, 255, 255)' && box.contains(element))
            return 'cover';
        }
        return 'nothing';
      }, where);
    for (const name of ['Proteína', 'Grasa', 'Carbohidratos'])
      for (const side of ['left', 'right'] as const)
        await expect.poll(() => onTop(name, side), { timeout: 3000 }).toBe('ring');
  });

  it("follows the phone's time zone: today and x-time-zone are the phone's, a day ahead of UTC's", async () => {
    const s = await rig.newUser();
    // UTC+14: its date is a day ahead of UTC's for 14 hours of every 24 (and of Lima's for 19).
    const zone = 'Pacific/Kiritimati';
    const page = await rig.pageAs(s, { timezoneId: zone });
    const asked = page.waitForRequest((request) => request.url().includes('/summaries/daily?date='));
    await page.goto('/daily-summary');
    const request = await asked;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    expect(new URL(request.url()).searchParams.get('date')).toBe(today);
    expect(request.headers()['x-time-zone']).toBe(zone);
  });

  it('logs a breakfast in the app: the calories card, gauges, checklist and points move', async () => {
    const s = await rig.newUser();
    const page = await openSummary(s);
    const calories = page.locator('[data-tour="cards"] > div > div').first();
    await expect.poll(() => calories.innerText()).toContain('0\nkcal');
    expect(await calories.innerText()).toContain('de 1628 kcal');
    // The onboarding weight is today's and today's login counts: 2 points.
    const points = card(page, /Puntos de hoy/);
    await expect.poll(() => points.innerText()).toMatch(/^Puntos de hoy\n2\n\/10/);
    expect(await gauge(page, 'Proteína').getAttribute('aria-label')).toBe('Proteína: 0 %');
    expect(await checklistItem(page, 'Desayuno').innerText()).toContain('pendiente');

    const sheet = await openRegisterSheet(page, 'Comida');
    await logTypedMeal(sheet, {
      meal: 'Desayuno',
      description: 'Avena con plátano y leche',
      calories: '420',
      protein: '18,5',
      fat: '9',
      carbs: '68',
    });
    await sheet.waitFor({ state: 'detached' });

    await expect.poll(() => calories.innerText()).toContain('420\nkcal');
    await expect.poll(() => gauge(page, 'Proteína').getAttribute('aria-label')).toBe('Proteína: 15 %');
    expect(await gauge(page, 'Grasa').getAttribute('aria-label')).toBe('Grasa: 17 %');
    expect(await gauge(page, 'Carbohidratos').getAttribute('aria-label')).toBe('Carbohidratos: 42 %');
    expect(await page.getByText('19/122 g').isVisible()).toBe(true);
    expect(await checklistItem(page, 'Desayuno').innerText()).toContain('registrado');
    // + breakfast; 420 of 1628 kcal meets no goal.
    await expect.poll(() => points.innerText()).toMatch(/^Puntos de hoy\n3\n\/10/);
    await expect.poll(() => card(page, /Compromiso semanal/).innerText()).toMatch(/\n3\n\/70/);
    const meal = page.getByTestId('meal-log');
    expect(await meal.innerText()).toMatch(
      /DESAYUNO[\s\S]*420[\s\S]*Avena con plátano y leche[\s\S]*18,5 g[\s\S]*9 g[\s\S]*68 g/,
    );

    // Nothing overflows the phone, and every control of the screen is at least 44 px both ways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('main section button, main section a, main section input')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ el }) => el.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);

    // The day detail ticks breakfast and login.
    await points.click();
    const detail = page.getByRole('dialog', { name: 'Detalle del día' });
    await detail.getByText('Acciones').waitFor();
    expect(await detail.innerText()).toMatch(/3\s*\/10/);
    expect(await detail.getByText('Desayuno').locator('..').innerText()).toContain('cumplido');
    expect(await detail.getByText('Cena').locator('..').innerText()).toContain('pendiente');
  });

  it("keeps the add button off the content: nothing sits under it, the carbs gauge's label reads whole", async () => {
    const s = await rig.newUser();
    await addMeal(s);
    const page = await openSummary(s);
    const add = page.getByRole('button', { name: 'Registrar', exact: true });
    expect(await add.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    const box = (await add.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Wherever the page is scrolled to (the gauge low on the screen, where a floating button sat),
    // the label and the numbers of the carbs gauge are the topmost thing at their place.
    const label = page.locator('[data-tour="gauges"]').getByText('Carbohidratos', { exact: true });
    const numbers = page.locator('[data-tour="gauges"]').getByText(/^\d+\/163 g$/);
    for (const bottomGap of [90, 160, 300]) {
      await label.evaluate((el, gap) => {
        const rect = el.getBoundingClientRect();
        window.scrollBy(0, rect.bottom - (window.innerHeight - gap));
      }, bottomGap);
      for (const target of [label, numbers]) {
        const covered = await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const points = [
            [r.left + 2, r.top + r.height / 2],
            [r.left + r.width / 2, r.top + r.height / 2],
            [r.right - 2, r.top + r.height / 2],
          ];
          return points
            .map(([x, y]) => document.elementFromPoint(x!, y!))
            .filter((hit) => hit && hit !== el && !el.contains(hit))
            .map((hit) => hit!.outerHTML.slice(0, 60));
        });
        expect(covered, `${bottomGap}px from the bottom`).toEqual([]);
      }
    }
  });

  it('edits a meal, and a failed save keeps the dialog open with the error', async () => {
    const s = await rig.newUser();
    await addMeal(s);
    const page = await openSummary(s);
    await page.getByRole('button', { name: /^Editar desayuno/ }).click();
    let sheet = page.getByRole('dialog', { name: 'Editar Comida' });
    expect(await sheet.getByLabel('Calorías').inputValue()).toBe('420');
    await sheet.getByLabel('Calorías').fill('510');
    await sheet.getByLabel('Descripción').fill('Avena con plátano y miel');
    await sheet.getByRole('button', { name: 'Guardar cambios' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('meal-log').innerText()).toContain('Avena con plátano y miel');
    expect(await page.getByTestId('meal-log').innerText()).toContain('510');

    // The server fails the next save.
    await page.route('**/api/logs/nutrition/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Error interno' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: /^Editar desayuno/ }).click();
    sheet = page.getByRole('dialog', { name: 'Editar Comida' });
    await sheet.getByLabel('Calorías').fill('999');
    await sheet.getByRole('button', { name: 'Guardar cambios' }).click();
    await sheet.getByRole('alert').filter({ hasText: 'Error al guardar los cambios' }).waitFor();
    expect(await sheet.isVisible()).toBe(true);
    expect(await sheet.getByLabel('Calorías').inputValue()).toBe('999');
    expect(await page.getByTestId('meal-log').innerText()).toContain('510');

    // Back online, the same dialog saves.
    await page.unroute('**/api/logs/nutrition/*');
    await sheet.getByRole('button', { name: 'Guardar cambios' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('meal-log').innerText()).toContain('999');
  });

  it('checks the edit form against core rules before saving', async () => {
    const s = await rig.newUser();
    await addMeal(s);
    const page = await openSummary(s);
    const saves: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && saves.push(r.url()));
    await page.getByRole('button', { name: /^Editar desayuno/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar Comida' });
    await sheet.getByLabel('Descripción').fill('  ');
    await sheet.getByLabel('Proteína').fill('');
    await sheet.getByLabel('Grasa').fill('-3');
    await sheet.getByRole('button', { name: 'Guardar cambios' }).click();
    await sheet.getByText('Escribe qué comiste').waitFor();
    expect(await sheet.getByText('Escribe la proteína').isVisible()).toBe(true);
    expect(await sheet.getByText('La grasa no puede ser negativa').isVisible()).toBe(true);
    expect(saves).toEqual([]);
  });

  it('deletes a meal and a workout only after confirmation', async () => {
    const s = await rig.newUser();
    await addMeal(s);
    await api(s, 'POST', '/logs/training', {
      training_log: { date: todayInLima(), description: 'Caminata', duration: 12000, units: 'steps', calories: 350 },
    });
    const page = await openSummary(s);
    expect(await page.getByTestId('exercise-log').innerText()).toContain('12.000 pasos');

    await page.getByRole('button', { name: /^Eliminar desayuno/ }).click();
    let confirm = page.getByRole('alertdialog', { name: '¿Eliminar este registro de comida?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('meal-log').count()).toBe(1);

    await page.getByRole('button', { name: /^Eliminar desayuno/ }).click();
    confirm = page.getByRole('alertdialog', { name: '¿Eliminar este registro de comida?' });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No hay comidas registradas hoy').waitFor();
    expect(await checklistItem(page, 'Desayuno').innerText()).toContain('pendiente');

    // A failed delete says so and keeps the question open.
    await page.route('**/api/logs/training/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: /^Eliminar Caminata/ }).click();
    confirm = page.getByRole('alertdialog', { name: '¿Eliminar este ejercicio?' });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.getByText('Error al eliminar el registro').waitFor();
    await page.unroute('**/api/logs/training/*');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No hay ejercicios registrados hoy').waitFor();
    const day = await api<{ logs: unknown[]; training: unknown[] }>(s, 'GET', `/summaries/daily?date=${todayInLima()}`);
    expect([day.logs.length, day.training.length]).toEqual([0, 0]);
  });

  it('works out the calories of a workout left without them, from the sport, the time and the weight (issue 29)', async () => {
    const s = await rig.newUser();
    const page = await openSummary(s);
    await page.getByRole('button', { name: 'Añadir ejercicio' }).click();
    const sheet = page.getByRole('dialog', { name: 'Añadir ejercicio' });
    await sheet.getByLabel('Descripción').fill('Caminata en el malecón');
    await sheet.getByLabel('Duración').fill('45');
    // Ana weighs 78 kg: 3.5 MET × 78 kg × 0.75 h.
    await sheet.getByText('Si lo dejas vacío, calculamos unas 205 kcal con tu peso').waitFor();
    await shootBothSizes(page, 'issue-29-workout-calories-worked-out');
    await sheet.getByRole('button', { name: 'Registrar ejercicio' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('exercise-log').innerText()).toMatch(/Caminata en el malecón[\s\S]*205/);
    const [logged] = (
      await api<{ training: { calories: number }[] }>(s, 'GET', `/summaries/daily?date=${todayInLima()}`)
    ).training;
    expect(logged!.calories).toBe(205);
  });

  it('adds a workout in steps and logs the weight; the weight shows on its card and on /weight-summary', async () => {
    const s = await rig.newUser();
    const page = await openSummary(s);
    await page.getByRole('button', { name: 'Añadir ejercicio' }).click();
    const sheet = page.getByRole('dialog', { name: 'Añadir ejercicio' });
    await sheet.getByLabel('Descripción').fill('Caminata en el malecón');
    await sheet.getByText('Pasos', { exact: true }).click();
    await sheet.getByLabel('Duración').fill('8500');
    await sheet.getByLabel('Calorías quemadas').fill('320');
    await sheet.getByRole('button', { name: 'Registrar ejercicio' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('exercise-log').innerText()).toMatch(
      /Caminata en el malecón[\s\S]*320[\s\S]*8\.500 pasos/,
    );
    await expect.poll(() => checklistItem(page, 'Entrenamiento').innerText()).toContain('registrado');

    const weightCard = card(page, /Peso de hoy/);
    expect(await weightCard.innerText()).toMatch(/78\nkg/);
    await weightCard.click();
    const weight = page.getByRole('dialog', { name: 'Registrar peso' });
    await weight.getByLabel('Peso').fill('76,5');
    await weight.getByRole('button', { name: 'Guardar peso' }).click();
    await weight.waitFor({ state: 'detached' });
    await expect.poll(() => weightCard.innerText()).toMatch(/76,5\nkg/);

    await page.goto('/weight-summary');
    await page.getByText(/76,5/).first().waitFor();
  });

  it('shows a past day from the date picker, and today again when the picker is emptied', async () => {
    const s = await rig.newUser();
    const today = todayInLima();
    const yesterday = addDays(today, -1);
    await addMeal(s, { date: yesterday, description: 'Cena de ayer', meal_type: 'dinner' });
    await addMeal(s, { description: 'Desayuno de hoy' });
    const page = await openSummary(s);
    const picker = page.getByLabel('Fecha');
    expect(await picker.getAttribute('max')).toBe(today);
    expect(await picker.inputValue()).toBe(today);

    await picker.fill(yesterday);
    await page.getByText('Cena de ayer', { exact: true }).waitFor();
    expect(await page.getByText('Desayuno de hoy').count()).toBe(0);
    expect(await card(page, /Puntos del día/).count()).toBe(1);
    expect(page.url()).toContain(`date=${yesterday}`);

    // A meal added now belongs to the day shown.
    await page.getByRole('button', { name: 'Añadir comida' }).click();
    await page.getByRole('dialog', { name: 'Añadir comida' }).getByText('Para ayer').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Día siguiente' }).click();
    await page.getByText('Desayuno de hoy').waitFor();
    expect(await page.getByRole('button', { name: 'Día siguiente' }).isDisabled()).toBe(true);

    await picker.fill('');
    await expect.poll(() => page.url()).toMatch(/date=$/);
    expect(await picker.inputValue()).toBe('');
    await page.getByText('Desayuno de hoy').waitFor();
    // A future day in the URL cannot be picked: today is shown.
    await page.goto(`/daily-summary?date=${addDays(today, 3)}`);
    await page.getByText('Desayuno de hoy').waitFor();
  });

  it('offers the add-via-chat links to the coach with a prefilled Spanish text', async () => {
    const s = await rig.newUser();
    const page = await openSummary(s);
    const { coach_whatsapp_number: number } = await api<{ coach_whatsapp_number: string }>(s, 'GET', '/app-config');
    const meal = page.getByRole('link', { name: 'Registrar comida por chat con tu coach' });
    expect(await meal.getAttribute('href')).toBe(
      `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent('Hola coach, quiero registrar mi desayuno: ')}`,
    );
    expect(await meal.getAttribute('target')).toBe('_blank');
    const workout = page.getByRole('link', { name: 'Registrar entrenamiento por chat con tu coach' });
    expect(decodeURIComponent((await workout.getAttribute('href'))!.split('text=')[1]!)).toBe(
      'Hola coach, quiero registrar mi entrenamiento: ',
    );
  });

  it('runs the tour once, lazily, and never again after a reload', async () => {
    const done = await rig.newUser();
    let page = await openSummary(done);
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.reload();
    await page.getByRole('heading', { name: 'Comidas' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.locator('.driver-popover').count()).toBe(0);
    expect(scripts.filter((u) => u.includes('daily-tour'))).toEqual([]);
    await page.context().close();

    const s = await rig.newUser({ tour: true });
    page = await openSummary(s);
    const popover = page.locator('.driver-popover');
    await popover.waitFor();
    expect(await popover.locator('.driver-popover-title').innerText()).toBe('Tu día de un vistazo');
    expect(await popover.locator('.driver-popover-progress-text').innerText()).toBe('1 de 7');
    for (let step = 2; step <= 7; step++) {
      await popover.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expect.poll(() => popover.locator('.driver-popover-progress-text').innerText()).toBe(`${step} de 7`);
    }
    expect(await popover.getByRole('button', { name: 'Anterior' }).isVisible()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/tour-completed') && r.request().method() === 'PUT',
    );
    await popover.getByRole('button', { name: 'Listo' }).click();
    expect((await saved).status()).toBe(200);
    await popover.waitFor({ state: 'detached' });
    expect(await page.evaluate((id) => localStorage.getItem(`nutricoach:tour-completed:${id}`), s.userId)).toBe('true');
    expect(await api(s, 'GET', '/user/tour-completed')).toEqual({ tour_completed: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Comidas' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.locator('.driver-popover').count()).toBe(0);
  });
});
