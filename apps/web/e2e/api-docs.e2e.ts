/** The API docs page renders in the browser from the server's own files, under the app's CSP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('/api/docs', () => {
  it('lists the API with its Spanish summaries, asking nothing of any other host', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.baseURL) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs/');
    await page.getByRole('heading', { name: /API de NutriCoach/ }).waitFor();
    await page.getByText('Envía un código de 6 dígitos al teléfono').waitFor();
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/api-docs.png` });
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
