/**
 * node --import tsx apps/web/e2e/onboarding-bench.ts [runs=7] — the time from the tap on 'Ver
 * recomendaciones' to the first frame painted with the plan, measured inside the page (click
 * listener to requestAnimationFrame after the plan's button appears), against the built app on a
 * fresh local server, at a phone's size; with each API call's duration. Run `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { startServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';

const runs = Number(process.argv[2] ?? 7);
const tap = async (option: Locator) => {
  if (!(await option.isChecked())) await option.locator('xpath=ancestor::label[1]').click();
};

async function toLastQuestion(page: Page) {
  await page.getByRole('button', { name: 'Empezar' }).click();
  await page.getByLabel('¿Cómo te llamas?').fill('Ana');
  await tap(page.getByRole('radio', { name: 'Mujer' }));
  await page.getByLabel('Edad').fill('30');
  await page.getByLabel('Estatura').fill('165');
  await page.getByLabel('Peso actual').fill('80');
  await page.getByLabel('Peso meta').fill('70');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByText('Pregunta 1 de 9').waitFor();
  const answers = [
    ['Progresivo y constante'],
    ['Aceptable'],
    ['A veces'],
    ['Cardio'],
    ['Por rachas'],
    ['Desayuno', 'Cena'],
    ['Ninguna'],
    ['Ninguna'],
  ];
  for (const labels of answers) {
    for (const name of labels)
      await tap(page.getByRole('radio', { name, exact: true }).or(page.getByRole('checkbox', { name, exact: true })));
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await tap(page.getByRole('radio', { name: 'Menú flexible' }));
}

const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
const totals: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(browser, server.baseURL);
    const page = await context.newPage();
    await signIn(page, server.baseURL);
    await toLastQuestion(page);
    await page.evaluate(() => {
      const w = window as unknown as { t0: number; t1: number };
      document.addEventListener('click', () => (w.t0 = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Comenzar Fase 1'))) {
          observer.disconnect();
          requestAnimationFrame(() => (w.t1 = performance.now()));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();
    await page.waitForTimeout(150);
    const run = await page.evaluate(() => {
      const w = window as unknown as { t0: number; t1: number };
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= w.t0 && e.name.includes('/api/'))
        .map((e) => `${e.name.replace(/.*\/api/, '')} ${Math.round(e.duration)} ms`);
      return { total: Math.round(w.t1 - w.t0), calls };
    });
    totals.push(run.total);
    console.log(`${run.total} ms  (${run.calls.join(', ')})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
totals.sort((a, b) => a - b);
console.log(
  `'Ver recomendaciones' -> plan painted: median ${totals[Math.floor(totals.length / 2)]} ms, min ${totals[0]}, max ${totals.at(-1)} (${runs} runs)`,
);
