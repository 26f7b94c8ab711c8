/**
 * The app under its security policy, and a tab left open across a deploy: a chunk the server no
 * longer has makes the page reload once, and then shows the error screen rather than looping.
 * The API docs page renders from the server's own files under the same policy.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { useRig } from './support/rig.ts';

const rig = useRig();

describe('the app under its Content-Security-Policy', () => {
  it('renders /login with no policy violation', async () => {
    const context = await rig.phone();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    expect(violations).toEqual([]);
  });
});

describe('the build', () => {
  // `npm run test:e2e` builds with NODE_ENV=development on purpose: the build must still be the
  // production one (issue 17), whatever the shell says.
  it('ships the production builds of React DOM and TanStack Query, even when NODE_ENV=development is set at build time', async () => {
    const context = await rig.phone();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.js')) scripts.push(await res.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // React DOM runs (docs/performance.md), in its production build: that build links its error
    // codes to react.dev; the development build spells its warnings out instead.
    expect(scripts.some((js) => js.includes('react.dev/errors'))).toBe(true);
    expect(scripts.some((js) => js.includes('Each child in a list should have a unique'))).toBe(false);
    // Messages only the development builds carry: TanStack Query's, and React's.
    expect(scripts.some((js) => js.includes('Query data cannot be undefined'))).toBe(false);
    expect(scripts.some((js) => js.includes('while rendering a different component'))).toBe(false);
  });
});

describe('a chunk missing after a deploy', () => {
  it('reloads the page once, then shows the error screen, and recovers with Reintentar', async () => {
    const context = await rig.phone();
    const page = await context.newPage();
    // The entry and the chunks index.html preloads with it (what the new build's page also names).
    const html = await (await fetch(`${rig.server.baseURL}/login`)).text();
    const entry = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => `${rig.server.baseURL}${m[1]}`);
    expect(entry.length).toBeGreaterThan(0);

    // As after a deploy: every lazy chunk the old page would ask for is gone from the server.
    let blocked = 0;
    await context.route(/\/assets\/.*\.js$/, (route) => {
      if (entry.includes(route.request().url())) return route.continue();
      blocked += 1;
      return route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"Recurso no encontrado"}',
      });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor();
    expect(loads).toBe(2); // the visit and exactly one reload
    expect(blocked).toBeGreaterThanOrEqual(2);

    await context.unroute(/\/assets\/.*\.js$/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
  });
});

describe('/api/docs', () => {
  it('lists the API with its Spanish summaries, asking nothing of any other host', async () => {
    const context = await rig.browser.newContext({ baseURL: rig.server.baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    const elsewhere: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(rig.server.baseURL) && !request.url().startsWith('data:'))
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
