/**
 * A user whose trial is over, in a real browser against the real server: held to /subscription
 * (and /referrals), and still able to take their data away and delete the account from
 * /subscription, since /profile is closed to them (docs/account-data.md). With SPEC_SCREENSHOTS=1
 * the 'Tu cuenta' card and the delete dialog on /subscription are saved at 390x844 and 1280x800
 * into docs/screenshots/issue-19-expired-account-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { useRig } from './support/rig.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { signIn } from './support/sign-in.ts';

// A trial of 0 days: every new user's trial is already over.
const rig = useRig({ TRIAL_DAYS: '0' });
let page: Page;
let phone: { national: string; e164: string };

beforeAll(async () => {
  page = await (await rig.phone()).newPage();
  phone = await signIn(page, rig.server.baseURL);
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

describe("an expired trial's data (docs/account-data.md)", () => {
  it("downloads the user's data from /subscription, since /profile is closed to them", async () => {
    // Her referral code is some of her data: /referrals makes it.
    await page.goto('/referrals');
    const code = page.getByRole('region', { name: 'Tu código de referido' }).getByText(/^[A-Z0-9]{8}$/);
    const myCode = (await code.textContent())!;

    await page.goto('/profile');
    await page.waitForURL('**/subscription');
    const account = page.getByRole('region', { name: 'Tu cuenta' });
    await account.waitFor();
    // No horizontal overflow on a phone or a desktop.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize(PHONE);
    await shootBothSizes(page, 'issue-19-expired-account-card', { target: account });

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      account.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^nutricoach-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(data.profile.phone).toBe(phone.e164);
    expect(data.referrals.my_code).toBe(myCode);
    expect(data.subscription).toMatchObject({ status: 'expired' });

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      account.getByRole('button', { name: 'Registros en CSV' }).click(),
    ]);
    const header = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    expect(header).toMatch(/^fecha,tipo,comida,descripción,calorías/);
    expect(await account.getByRole('alert').count()).toBe(0);
  });

  it('deletes the account from /subscription: signed out on /login, and the same phone is a new user', async () => {
    await page.goto('/subscription');
    const account = page.getByRole('region', { name: 'Tu cuenta' });
    await account.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Escribe «Eliminar mi cuenta» para confirmar').fill('eliminar mi cuenta');
    expect(await confirm.isDisabled()).toBe(false);
    await shootBothSizes(page, 'issue-19-expired-account-delete-typed');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token);
    await confirm.click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.isAuthenticated),
    ).toBe(false);
    // The old session no longer opens anything.
    const res = await fetch(`${rig.server.baseURL}/api/user/export`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);

    // Signing in again with the phone makes a new account: her old referral code is gone.
    await signIn(page, rig.server.baseURL, phone);
    await page.waitForURL('**/subscription');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Tu cuenta' }).getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(data.profile.phone).toBe(phone.e164);
    expect(data.referrals.my_code).toBeNull();
  });
});
