import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A trial of 0 days: every new user's trial is already over.
  [server, browser] = await Promise.all([startServer({ TRIAL_DAYS: '0' }), launchBrowser()]);
  page = await (await phoneContext(browser, server.baseURL)).newPage();
  await signIn(page, server.baseURL);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an expired trial', () => {
  it('is kept to /subscription', async () => {
    for (const path of ['/daily-summary', '/profile', '/food-table']) {
      await page.goto(path);
      await page.waitForURL('**/subscription');
    }
  });

  it('may still open /referrals', async () => {
    await page.goto('/referrals');
    await page.getByRole('heading', { name: 'Referidos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/referrals');
  });

  it('sees the bottom-bar items other than Referidos greyed and blocked', async () => {
    await page.goto('/subscription');
    const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
    for (const label of ['Inicio', 'Perfil']) {
      expect(
        await bar
          .getByText(label)
          .locator('xpath=ancestor-or-self::*[@aria-disabled][1]')
          .getAttribute('aria-disabled'),
      ).toBe('true');
    }
    expect(await bar.getByRole('link', { name: 'Referidos' }).getAttribute('aria-disabled')).toBeNull();
    await bar.getByText('Inicio').click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/subscription');
  });
});
