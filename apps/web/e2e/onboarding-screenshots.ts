/**
 * node --import tsx apps/web/e2e/onboarding-screenshots.ts — walks the onboarding on a fresh
 * server at 390x844 and 1280x800 and saves a screenshot of every stage into
 * ./screenshots/onboarding, to look at them. Also prints the time from 'Ver recomendaciones' to
 * the plan screen and the JavaScript (gzip) a signed-in phone downloads to open /select-style and
 * /restriction with an empty cache. Run `npm run build` first.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { desktopContext, launchBrowser, PHONE, phoneContext } from './support/browser.ts';
import { startServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const out = path.resolve('screenshots/onboarding');
mkdirSync(out, { recursive: true });

const tap = async (option: Locator) => {
  if (!(await option.isChecked())) await option.locator('xpath=ancestor::label[1]').click();
};

async function walk(page: Page, label: string, medical: boolean) {
  const shot = async (name: string, fullPage = false) => {
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${out}/${label}-${name}.png`, fullPage, style: DRAW_OFFSCREEN });
  };
  const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
  const pick = async (name: string) =>
    tap(page.getByRole('radio', { name, exact: true }).or(page.getByRole('checkbox', { name, exact: true })));

  await page.getByRole('heading', { name: 'Solo toma 1 minuto' }).waitFor();
  await shot('01-welcome');
  await page.getByRole('button', { name: 'Empezar' }).click();
  await page.getByLabel('¿Cómo te llamas?').waitFor();
  await page.getByLabel('Peso actual').fill('300,55');
  await next();
  await shot('02-personal-errors', true);
  await page.getByLabel('¿Cómo te llamas?').fill(medical ? 'Jorge' : 'Lucía');
  await tap(page.getByRole('radio', { name: medical ? 'Hombre' : 'Mujer' }));
  await page.getByLabel('Edad').fill(medical ? '48' : '45');
  await page.getByLabel('Estatura').fill(medical ? '175' : '163');
  await page.getByLabel('Peso actual').fill(medical ? '96' : '82,5');
  await page.getByLabel('Peso meta').fill(medical ? '84' : '68');
  await shot('03-personal-filled');
  await next();
  await page.getByText('Pregunta 1 de').waitFor();
  await shot('04-question-1');
  for (const answer of ['Progresivo y constante', 'Aceptable', 'A veces', 'Cardio', 'Por rachas']) {
    await pick(answer);
    await next();
  }
  await pick('Desayuno');
  await pick('Cena');
  await shot('05-question-meals', true);
  await next();
  await pick(medical ? 'Diabetes tipo 2' : 'Ninguna');
  await shot('06-question-medical', true);
  await next();
  if (!medical) {
    await page.getByRole('heading', { name: '¿Estás en alguna de estas etapas?' }).waitFor();
    await shot('07-question-physiological');
    await pick('Ninguna');
    await next();
  }
  await tap(page.getByRole('radio', { name: 'Plan semanal estricto' }));
  await next();
  await pick('Medio');
  await shot('08-question-budget');

  const started = Date.now();
  await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
  if (medical) {
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    await page.getByText('Proteína').first().waitFor();
    console.log(`${label}: 'Ver recomendaciones' -> medical diet screen ${Date.now() - started} ms`);
    await shot('09-medical-diet', true);
    return;
  }
  await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).waitFor();
  console.log(`${label}: 'Ver recomendaciones' -> plan screen ${Date.now() - started} ms`);
  await shot('09-plan');
  await shot('09-plan-full', true);
  await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).click();
  await page.getByRole('heading', { name: 'Recomendadas para ti' }).waitFor();
  await shot('10-diets');
  await tap(page.getByRole('region', { name: 'Recomendadas para ti' }).getByRole('radio').first());
  await shot('11-diets-selected');
  await page.getByRole('button', { name: 'Ver más opciones' }).click();
  await shot('12-diets-all', true);
  await page.getByRole('button', { name: '¡Comenzar mi transformación!' }).click();
  await page.waitForURL('**/restriction');
  await shot('13-restriction');
  await tap(page.getByRole('checkbox', { name: 'Gluten' }));
  await tap(page.getByRole('checkbox', { name: 'Otra' }));
  await page.getByLabel('¿Cuál otra alergia?').fill('Fresas');
  await tap(page.getByRole('radio', { name: 'Vegano' }));
  await shot('14-restriction-filled', true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
}

const dist = path.resolve('apps/web/dist');

type StorageState = Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
const gzipKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0) / 1024;

/** A chunk and everything it imports statically (what must download before it runs). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
  for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    staticClosure(path.join('/assets', dep), seen);
  return seen;
}

/**
 * Opens `route` signed in, with an empty cache: the JS (gzip) fetched until `heading` shows, and
 * all of it once the network is idle (what loads in the background, such as the next screen).
 */
async function initialJs(route: string, heading: string, storageState: StorageState) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE, storageState });
  const page = await context.newPage();
  const files: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  });
  await page.goto(route);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  // Needed to show the screen: the entry chunk and the route's chunk with their static imports.
  const entry = files.find((f) => /\/index-[^/]+\.js$/.test(f))!;
  const routeChunk = files.find((f) => path.basename(f).startsWith(`${route.split('/')[1]}-`))!;
  const needed = [...new Set([...staticClosure(entry), ...staticClosure(routeChunk)])];
  console.log(
    `${route}: ${gzipKb(needed).toFixed(1)} kB gzip JS in ${needed.length} files to show '${heading}'; ` +
      `${gzipKb(files).toFixed(1)} kB in ${files.length} files once idle (with what loads in the background)`,
  );
}

const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
try {
  {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE, locale: 'es-PE' });
    const page = await context.newPage();
    await signIn(page, server.baseURL);
    const state = await context.storageState();
    await context.close();
    await initialJs('/select-style/default', 'Solo toma 1 minuto', state);
    await initialJs('/restriction', 'Alergias y estilo de alimentación', state);
  }
  if (process.argv.includes('--bundle-only')) process.exit(0);

  for (const label of ['phone', 'desktop'] as const) {
    for (const medical of [false, true]) {
      const context = await (label === 'phone' ? phoneContext : desktopContext)(browser, server.baseURL);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`${label} page error:`, error));
      page.on('console', (message) => message.type() === 'error' && console.error(`${label} console:`, message.text()));
      await signIn(page, server.baseURL);
      await walk(page, medical ? `${label}-medical` : label, medical);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
