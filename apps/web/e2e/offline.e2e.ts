/**
 * The installable app (issue 17) in Debian's Chromium: the manifest and its icons, and the
 * service worker that opens the app and the last known daily summary without a network.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, signInContext, snapshotDist, todayInLima } from './daily-summary-user.ts';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let dist: ReturnType<typeof snapshotDist> | undefined;

beforeAll(async () => {
  if (!process.env.WEB_DIST_DIR) dist = snapshotDist();
  [server, browser] = await Promise.all([
    startServer({ WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? dist!.dir }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dist?.remove();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('the installable app', () => {
  it('has a Spanish manifest with 192, 512 and maskable icons, standalone', async () => {
    const res = await fetch(`${server.baseURL}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'NutriCoach', lang: 'es', display: 'standalone', theme_color: '#138a4b' });
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await fetch(`${server.baseURL}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await png.arrayBuffer());
      // The PNG's IHDR width: the size the manifest says.
      const width = new DataView(bytes.buffer).getUint32(16);
      expect(`${width}x${width}`).toBe(icon.sizes);
    }
    // The service worker is never kept stale by a cache.
    expect((await fetch(`${server.baseURL}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('opens the last known daily summary without a network after one visit', async () => {
    const s = await newUser(server.baseURL);
    await api(s, 'POST', '/logs/nutrition', {
      nutrition_log: { date: todayInLima(), meal_type: 'breakfast', items: [{ food_id: 'avena', grams: 50 }] },
    });
    context = await phoneContext(browser, server.baseURL, { serviceWorkers: 'allow' });
    await signInContext(context, s);
    const page = await context.newPage();
    await page.goto('/daily-summary');
    await page.getByTestId('meal-log').waitFor({ timeout: 15_000 });
    // The service worker installs with its precache; from the next load on it controls the page
    // and keeps the day's answer.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByTestId('meal-log').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByTestId('meal-log')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${(await page.locator('body').innerText()).slice(0, 400)}`);
      });
    expect(await page.getByTestId('meal-log').innerText()).toContain('Avena en hojuelas');
    expect(await page.getByRole('heading', { name: 'Resumen diario' }).isVisible()).toBe(true);
  });
});
