/**
 * npm run bench:day [runs=1] — issue 29's Lima day, scripted in Debian's Chromium at 390x844
 * against the built app on a fresh local server: a person in Lima (lose weight, weekly plan) logs
 * a breakfast, a dish for lunch, a packaged snack, a dinner, a walk and a weigh-in from
 * /daily-summary, the way the screen offers it (the '+' button, the meal type, 'Describe tu
 * comida'). It counts taps, typed entries and seconds, from the first tap to the last entry shown
 * on the day. What the app does not understand is done the way a person would: a word the parser
 * leaves out is searched in 'Buscar alimento', and a field the form asks for is typed after the
 * form asks. Run `npm run build` first. The figures before and after issue 29: docs/day-bench.md.
 */
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { snapshotDist } from './support/dist.ts';
import { startServer } from './support/server.ts';
import { api, newUser, signInContext } from './support/session.ts';

const runs = Number(process.argv[2] ?? 1);

type Counter = { taps: number; typed: number; notes: string[] };

type Meal = {
  type: 'Desayuno' | 'Almuerzo' | 'Snack' | 'Cena';
  /** What the person types in 'Describe tu comida'. */
  text: string;
  /** What the person searches in 'Buscar alimento' for a word the parser did not know (else the word itself). */
  searches?: Record<string, string>;
};

/** The Lima day: what a person there eats on an ordinary weekday. */
const MEALS: Meal[] = [
  { type: 'Desayuno', text: 'pan con palta y café con leche' },
  { type: 'Almuerzo', text: 'lomo saltado', searches: { saltado: 'lomo saltado' } },
  { type: 'Snack', text: 'un paquete de galletas soda', searches: { 'un paquete de galletas soda': 'galletas' } },
  { type: 'Cena', text: 'sopa de pollo con fideos' },
];

async function day(page: Page, count: Counter) {
  const tap = async (target: Locator) => {
    await target.waitFor();
    count.taps += 1;
    await target.click();
  };
  const type = async (target: Locator, text: string) => {
    await target.waitFor();
    count.typed += 1;
    await target.fill(text);
  };
  const meals = page.getByTestId('meal-log');
  const open = async (what: 'Comida' | 'Ejercicio' | 'Peso') => {
    await tap(page.getByRole('button', { name: 'Registrar', exact: true }));
    await tap(page.getByRole('dialog', { name: '¿Qué quieres registrar?' }).getByRole('button', { name: what }));
  };

  for (const meal of MEALS) {
    const before = await meals.count();
    await open('Comida');
    const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
    const chip = sheet.getByRole('radio', { name: meal.type, exact: true });
    await chip.waitFor();
    if (!(await chip.isChecked())) await tap(chip.locator('xpath=ancestor::label[1]'));
    await type(sheet.getByLabel('Describe tu comida'), meal.text);
    await tap(sheet.getByRole('button', { name: 'Añadir', exact: true }));
    // The parser's answer: foods in the list, words it did not know, or both.
    const items = sheet.getByTestId('draft-item');
    const unknown = sheet.getByText(/^No reconocimos:/);
    await items.first().or(unknown).first().waitFor();
    await page.waitForTimeout(200);
    const found = await items.count();
    const missed =
      (await unknown.count()) > 0 ? [...(await unknown.innerText()).matchAll(/«([^»]+)»/g)].map((m) => m[1]!) : [];
    // Nothing understood at all: the whole description is what the person goes to search.
    const toSearch = found === 0 && missed.length === 0 ? [meal.text] : missed;
    if (toSearch.length > 0)
      count.notes.push(`${meal.type}: '${meal.text}' gave ${found} food(s), not known: ${toSearch.join(', ')}`);
    for (const word of toSearch) {
      const search = meal.searches?.[word] ?? word;
      await type(sheet.getByLabel('Buscar alimento'), search);
      const result = sheet.getByTestId('food-result').first().getByRole('button').first();
      try {
        // The search answers after its 250 ms debounce; the list is read once it stops changing.
        await page.waitForTimeout(400);
        await sheet.locator('section[aria-label="Resultados"]:not([aria-busy])').waitFor({ timeout: 10_000 });
        await result.waitFor({ timeout: 5000 });
      } catch {
        count.notes.push(`${meal.type}: 'Buscar alimento' found nothing for '${search}'`);
        continue;
      }
      await tap(result);
      await page.waitForTimeout(100);
    }
    await tap(sheet.getByRole('button', { name: /^Registrar \d[\d.]* kcal$/ }));
    await sheet.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="meal-log"]').length > n, before);
  }

  // The walk: 40 minutes.
  await open('Ejercicio');
  const workout = page.getByRole('dialog', { name: 'Añadir ejercicio' });
  await type(workout.getByLabel('Descripción'), 'Caminata');
  await type(workout.getByLabel('Duración'), '40');
  await tap(workout.getByRole('button', { name: 'Registrar ejercicio' }));
  // A form that needs the burned calories says so; the person then types them.
  const shown = page.getByTestId('exercise-log').first();
  const asked = workout.getByLabel('Calorías quemadas').and(workout.locator('[aria-invalid="true"]'));
  await shown.or(asked).waitFor();
  if ((await shown.count()) === 0) {
    count.notes.push('Ejercicio: the form asked for the burned calories');
    await type(workout.getByLabel('Calorías quemadas'), '160');
    await tap(workout.getByRole('button', { name: 'Registrar ejercicio' }));
    await shown.waitFor();
  }

  // The weigh-in: 71,8 kg.
  await tap(page.getByRole('button', { name: /Peso de hoy/ }));
  const weight = page.getByRole('dialog', { name: 'Registrar peso' });
  await type(weight.getByLabel('Peso'), '71,8');
  await tap(weight.getByRole('button', { name: 'Guardar peso' }));
  await weight.waitFor({ state: 'detached' });
  await page.getByText('71,8').first().waitFor();
}

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();
try {
  const results: { count: Counter; seconds: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const session = await newUser(server.baseURL, { recommendation: 'strict' });
    await api(session, 'POST', '/diet-plates/strict');
    const context = await phoneContext(browser, server.baseURL);
    await signInContext(context, session);
    const page = await context.newPage();
    await page.goto('/daily-summary');
    await page.getByRole('heading', { name: 'Comidas' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const count: Counter = { taps: 0, typed: 0, notes: [] };
    const start = performance.now();
    await day(page, count);
    results.push({ count, seconds: (performance.now() - start) / 1000 });
    await context.close();
  }
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  const median = seconds[Math.floor(seconds.length / 2)]!;
  const { count } = results[0]!;
  console.log(`The Lima day at 390x844 (${runs} run${runs === 1 ? '' : 's'}): breakfast, a dish for lunch, a packaged`);
  console.log('snack, dinner, a walk and a weigh-in, logged from /daily-summary.\n');
  console.log('| taps | typed entries | seconds (median) | runs (s) |');
  console.log('|---|---|---|---|');
  console.log(
    `| ${count.taps} | ${count.typed} | ${median.toFixed(1)} | ${seconds.map((s) => s.toFixed(1)).join(', ')} |`,
  );
  if (count.notes.length)
    console.log(`\nWhere the app did not follow:\n${count.notes.map((n) => `- ${n}`).join('\n')}`);
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
