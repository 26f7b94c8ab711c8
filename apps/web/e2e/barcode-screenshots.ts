/**
 * node --import tsx apps/web/e2e/barcode-screenshots.ts [out=docs/screenshots] — 'Escanear código'
 * (issue 30) at 390x844 and 1280x800, to look at: the scanner with the fake camera on a package,
 * the camera refused, an unknown code, and the meal with the scanned product. Run `npm run build`
 * first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startFakeOpenFoodFacts } from '../../server/src/test-support/fake-open-food-facts.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { snapshotDist } from './support/dist.ts';
import { type Camera, fakeCamera } from './support/fake-camera.ts';
import { openDailySummary } from './support/screens.ts';
import { startServer } from './support/server.ts';
import { newUser, signInContext } from './support/session.ts';

const out = path.resolve(process.argv[2] ?? 'docs/screenshots');
mkdirSync(out, { recursive: true });
const off = await startFakeOpenFoodFacts();
const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir, OFF_API_BASE: off.base });
const browser = await launchBrowser();

async function scannerPage(size: { width: number; height: number }, camera: Camera): Promise<Page> {
  const phone = size.width < 1000;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: size,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    isMobile: phone,
    hasTouch: phone,
  });
  await signInContext(context, await newUser(server.baseURL));
  const page = await context.newPage();
  await fakeCamera(page, camera);
  await openDailySummary(page);
  await page.getByRole('button', { name: 'Añadir comida' }).click();
  const sheet = page.getByRole('dialog', { name: 'Añadir comida' });
  await sheet.getByText('Desayuno', { exact: true }).click();
  await sheet.getByRole('button', { name: 'Escanear código' }).click();
  return page;
}

try {
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    // A package whose last digit is wrong: drawn, read, refused, so the scanner keeps looking.
    const looking = await scannerPage(size, { codes: ['3017620422004'] });
    await looking.getByText('Apunta al código de barras del envase').waitFor();
    await looking.waitForTimeout(800);
    await looking.screenshot({ path: path.join(out, `issue-30-scanner-${name}.png`) });

    const found = await scannerPage(size, { codes: ['3017620422003'] });
    const sheet = found.getByRole('dialog', { name: 'Añadir comida' });
    await sheet.getByTestId('draft-item').first().waitFor({ timeout: 20_000 });
    await sheet.getByTestId('draft-item').first().scrollIntoViewIfNeeded();
    await found.waitForTimeout(500);
    await found.screenshot({ path: path.join(out, `issue-30-scanned-product-${name}.png`) });
  }
  const denied = await scannerPage(PHONE, { denied: true });
  await denied.getByText('No tenemos permiso para usar la cámara', { exact: false }).waitFor();
  await denied.screenshot({ path: path.join(out, 'issue-30-camera-refused-phone.png') });

  const unknown = await scannerPage(PHONE, { codes: ['8480000123459'] });
  await unknown.getByTestId('barcode-not-found').waitFor({ timeout: 20_000 });
  await unknown.screenshot({ path: path.join(out, 'issue-30-no-energy-phone.png') });
  await unknown.getByRole('button', { name: 'Crear alimento' }).click();
  await unknown.getByRole('dialog', { name: 'Crear alimento' }).waitFor();
  await unknown.waitForTimeout(600);
  await unknown.screenshot({ path: path.join(out, 'issue-30-create-prefilled-phone.png') });
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
  await off.close();
  dist.remove();
}
