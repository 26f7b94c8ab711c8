/**
 * npm run bench:logging [runs=3] — issue 15's speed targets, in Debian's Chromium at 390x844
 * against the built app on a fresh local server: how many interactions (taps, and typing a text
 * counts as one) each way of logging a meal takes from /daily-summary, and how long from the
 * first interaction to the meal shown in the day's list. Run `npm run build` first.
 *   1. re-logging yesterday's breakfast ('Copiar desayuno de ayer');      target ≤ 2 taps
 *   2. logging a meal of the weekly plan (the banner's '✓ Lo comí');       target 1 tap
 *   3. a new meal of 3 foods typed in 'Describe tu comida';               target ≤ 5 interactions
 */
import { addDays } from '@nutricoach/core/rules/week';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { snapshotDist } from './support/dist.ts';
import { api, newUser, type Session, signInContext, todayInLima } from './support/session.ts';
import { startServer } from './support/server.ts';

const runs = Number(process.argv[2] ?? 3);

type Scenario = {
  name: string;
  target: number;
  /** A user with what the scenario needs. */
  setUp: (baseURL: string) => Promise<Session>;
  /** The user's interactions, each through `act`; resolves when the meal is in the list. */
  run: (page: Page, act: (target: Locator, text?: string) => Promise<void>) => Promise<void>;
};

const mealRows = (page: Page) => page.getByTestId('meal-log');

const scenarios: Scenario[] = [
  {
    name: "re-log yesterday's breakfast",
    target: 2,
    setUp: async (baseURL) => {
      const s = await newUser(baseURL);
      await api(s, 'POST', '/logs/nutrition', {
        nutrition_log: {
          date: addDays(todayInLima(), -1),
          meal_type: 'breakfast',
          items: [
            { food_id: 'avena', grams: 50 },
            { food_id: 'platano', portion_id: 'unidad', quantity: 1 },
          ],
        },
      });
      return s;
    },
    run: async (page, act) => {
      await act(page.getByRole('button', { name: /^Copiar desayuno de ayer/ }));
      await mealRows(page).first().waitFor();
    },
  },
  {
    name: 'log a meal of the plan',
    target: 1,
    setUp: async (baseURL) => {
      const s = await newUser(baseURL, { recommendation: 'strict' });
      await api(s, 'POST', '/diet-plates/strict');
      return s;
    },
    run: async (page, act) => {
      await act(page.getByTestId('plan-ate-it'));
      await mealRows(page).first().waitFor();
    },
  },
  {
    name: 'a new meal of 3 foods, typed',
    target: 5,
    setUp: (baseURL) => newUser(baseURL),
    run: async (page, act) => {
      await act(page.getByRole('button', { name: 'Registrar', exact: true }));
      await act(page.getByRole('dialog', { name: '¿Qué quieres registrar?' }).getByRole('button', { name: 'Comida' }));
      const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
      await act(sheet.getByLabel('Describe tu comida'), '2 huevos revueltos, una taza de arroz y media palta');
      await act(sheet.getByRole('button', { name: 'Añadir', exact: true }));
      await sheet.getByTestId('draft-item').nth(2).waitFor();
      await act(sheet.getByRole('button', { name: /^Registrar \d+ kcal$/ }));
      await mealRows(page).first().waitFor();
    },
  },
];

async function measure(browser: Browser, baseURL: string, scenario: Scenario) {
  const session = await scenario.setUp(baseURL);
  const context = await phoneContext(browser, baseURL);
  await signInContext(context, session);
  const page = await context.newPage();
  await page.goto('/daily-summary');
  await page.getByRole('heading', { name: 'Comidas' }).waitFor({ timeout: 15_000 });
  await page.getByText('No hay comidas registradas hoy').waitFor();
  // The screen is read and idle, as when a person looks at it before tapping.
  await page.waitForLoadState('networkidle');
  let interactions = 0;
  let start = 0;
  const act = async (target: Locator, text?: string) => {
    await target.waitFor();
    if (interactions++ === 0) start = performance.now();
    if (text === undefined) await target.click();
    else await target.fill(text);
  };
  await scenario.run(page, act);
  const ms = performance.now() - start;
  await context.close();
  return { interactions, ms };
}

const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await launchBrowser();
try {
  const rows: string[] = [];
  for (const scenario of scenarios) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, server.baseURL, scenario));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const interactions = Math.max(...results.map((r) => r.interactions));
    const ok = interactions <= scenario.target ? 'yes' : 'NO';
    rows.push(
      `| ${scenario.name} | ${interactions} | ≤ ${scenario.target} | ${ok} | ${Math.round(times[Math.floor(times.length / 2)]!)} ms | ${times.map((t) => Math.round(t)).join(', ')} |`,
    );
  }
  console.log(
    `Logging speed at 390x844, ${runs} runs each (median time from the first interaction to the meal in the list)\n`,
  );
  console.log('| how | interactions | target | met | median | runs (ms) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
