/**
 * /subscription and /referrals (docs/product.md §2.14, §2.17) in a real browser against the real server with the
 * sandbox payments provider, at 390x844. TRIAL_DAYS=0: every new user's trial is already over.
 * One story, in order: Ana is held to /subscription and /referrals, pays the monthly plan through the
 * sandbox checkout and gets the app back; Bruno applies her code (+7 days at once) and later pays,
 * which completes her referral (+7 days for her); then Ana cancels through the billing portal and
 * keeps her access until the period ends.
 * SUBSCRIPTION_SCREENSHOTS=1 also saves the screens at 390x844 and 1280x800 into screenshots/subscription.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { completeOnboardingOnPage, sessionOf } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

// A trial of 0 days: every new user's trial is already over.
const rig = useRig({ TRIAL_DAYS: '0' });
let ana: Page;
let bruno: Page;
let anaCode = '';

const SHOTS = process.env.SUBSCRIPTION_SCREENSHOTS ? path.resolve('screenshots/subscription') : null;

/** Saves the page at 390x844 and, opened again at 1280x800 with the same session, the same address. */
async function shoot(page: Page, name: string, { desktop = true } = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/phone-${name}.png` });
  await page.screenshot({ path: `${SHOTS}/phone-${name}-full.png`, fullPage: true, style: DRAW_OFFSCREEN });
  if (!desktop) return;
  const storage = await page.context().storageState();
  const context = await rig.desktop({ storageState: storage });
  const wide = await context.newPage();
  await wide.goto(new URL(page.url()).pathname);
  await wide.getByRole('heading', { level: 1 }).waitFor();
  await wide.waitForTimeout(800);
  await wide.screenshot({ path: `${SHOTS}/desktop-${name}.png`, fullPage: true, style: DRAW_OFFSCREEN });
  await context.close();
}

async function completeOnboarding(page: Page) {
  await completeOnboardingOnPage(page, rig.server.baseURL, { personalInfo: { name: 'Ana Torres' } });
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });
const currentPlan = (page: Page) => page.getByRole('region', { name: /^Tu plan actual/ });

async function openSubscription(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('heading', { name: 'Suscripción', level: 1 }).waitFor();
  await page.getByText('Tu plan actual').waitFor();
}

/** 'Contratar Plan' on a plan card, then 'Pagar' on the sandbox checkout page, back to /subscription. */
async function pay(page: Page, planName: string) {
  await openSubscription(page);
  const button = planCard(page, planName).getByRole('button', { name: 'Contratar Plan' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.waitForURL('**/api/payments/sandbox/checkout/**');
  await page.getByRole('heading', { name: planName }).waitFor();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.waitForURL((url) => url.pathname === '/subscription');
  await page.getByText('¡Pago confirmado!').waitFor();
}

async function referralNumbers(page: Page) {
  const region = page.getByRole('region', { name: 'Tus estadísticas' });
  await region.getByRole('definition').first().waitFor();
  await expect.poll(() => region.locator('.animate-pulse').count()).toBe(0);
  return region.getByRole('definition').allTextContents();
}

beforeAll(async () => {
  [ana, bruno] = await Promise.all([rig.phone(), rig.phone()].map(async (context) => (await context).newPage()));
  await signIn(ana, rig.server.baseURL);
});

describe('an expired user', () => {
  it('is held to /subscription, which shows the expired trial and both plans to hire', async () => {
    for (const to of ['/daily-summary', '/profile', '/weekly-summary']) {
      await ana.goto(to);
      await ana.waitForURL('**/subscription');
    }
    await ana.getByText('Tu plan actual').waitFor();
    const card = currentPlan(ana);
    await card.getByText('Expirada').waitFor();
    await card.getByText('Período de prueba').waitFor();
    expect(await card.textContent()).toMatch(/Tu prueba gratis terminó el\s*\d{2}\/\d{2}\/\d{4}/);
    for (const name of ['Plan mensual', 'Plan trimestral']) {
      await planCard(ana, name).getByRole('button', { name: 'Contratar Plan' }).waitFor();
    }
    expect(await planCard(ana, 'Plan mensual').textContent()).toContain('$14.99');
    expect(await planCard(ana, 'Plan trimestral').textContent()).toContain('Ahorra 11 %');
    await ana.getByText('Tu suscripción ha expirado').waitFor();
    await shoot(ana, 'subscription-expired');
  });

  it('may open /referrals, where her own code is ready to share', async () => {
    await ana.goto('/referrals');
    await ana.getByRole('heading', { name: 'Referidos', level: 1 }).waitFor();
    const code = ana.getByRole('region', { name: 'Tu código de referido' }).getByText(/^[A-Z0-9]{8}$/);
    await code.waitFor();
    anaCode = (await code.textContent())!;
    expect(new URL(ana.url()).pathname).toBe('/referrals');
    expect(await referralNumbers(ana)).toEqual(['0', '0', '0']);
    await ana.getByText('8 caracteres (letras y números)').waitFor();
    await shoot(ana, 'referrals-empty');
  });

  it('comes back from a cancelled checkout with nothing charged', async () => {
    await openSubscription(ana);
    const button = planCard(ana, 'Plan trimestral').getByRole('button', { name: 'Contratar Plan' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await ana.waitForURL('**/api/payments/sandbox/checkout/**');
    await ana.getByRole('button', { name: 'Cancelar' }).click();
    await ana.waitForURL((url) => url.pathname === '/subscription');
    await ana.getByText('Pago cancelado').waitFor();
    await currentPlan(ana).getByText('Expirada').waitFor();
  });

  it('pays the monthly plan through the sandbox and gets the whole app back', async () => {
    await pay(ana, 'Plan mensual');
    // The screen reads ?status=success, then drops it from the address (an effect, after the paint).
    await expect.poll(() => new URL(ana.url()).search).toBe('');
    const card = currentPlan(ana);
    await card.getByText('Activa').waitFor();
    expect(await card.getByText('Período de prueba').count()).toBe(0);
    expect(await card.textContent()).toContain('Plan mensual');
    await planCard(ana, 'Plan mensual').getByRole('button', { name: 'Gestionar Plan' }).waitFor();
    await planCard(ana, 'Plan trimestral').getByRole('button', { name: 'Contratar Plan' }).waitFor();
    await ana.getByText(/^Próxima facturación: \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await shoot(ana, 'subscription-paid');

    await completeOnboarding(ana);
    await ana.goto('/daily-summary');
    await ana.getByRole('heading', { name: 'Resumen diario', level: 1 }).waitFor();
    expect(new URL(ana.url()).pathname).toBe('/daily-summary');
    await ana.getByText(/^Próxima facturación: \d{2}\/\d{2}\/\d{4}$/).waitFor();
    const bar = ana.getByRole('navigation', { name: 'Navegación inferior' });
    expect(await bar.getByRole('link', { name: 'Perfil' }).getAttribute('aria-disabled')).toBeNull();
    await ana.goto('/profile');
    await ana.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
  });
});

describe('a friend with her code', () => {
  it('gets 7 free days at once and the top bar shows them', async () => {
    await signIn(bruno, rig.server.baseURL);
    await bruno.goto('/referrals');
    await bruno.getByText('Tu suscripción ha expirado').waitFor();
    const input = bruno.getByLabel('Código de referido', { exact: true });
    await input.fill(anaCode.toLowerCase().slice(0, 7));
    expect(await input.inputValue()).toBe(anaCode.slice(0, 7));
    expect(await bruno.getByRole('button', { name: 'Aplicar' }).isDisabled()).toBe(true);
    await input.fill(anaCode.toLowerCase());
    expect(await input.inputValue()).toBe(anaCode);
    await bruno.getByRole('button', { name: 'Aplicar' }).click();
    const dialog = bruno.getByRole('alertdialog', { name: '¡Felicitaciones!' });
    await dialog.getByText('Hemos ampliado tu plan por 7 días gratis.').waitFor();
    await shoot(bruno, 'referrals-applied', { desktop: false });
    await dialog.getByRole('button', { name: '¡Genial!' }).click();
    await bruno.getByText('Periodo de prueba - 7 días restantes').waitFor();
    await bruno.getByText(`Ya usaste el código ${anaCode}`).waitFor();
    // No longer held to /subscription: his onboarding, not finished yet, comes next.
    await bruno.goto('/daily-summary');
    await bruno.waitForURL('**/select-style/default');
    await bruno.getByRole('heading', { name: 'Solo toma 1 minuto' }).waitFor();
  });

  it("is told why a second code, or his friend's own code, is refused", async () => {
    // The input is gone once a code was used; the server still refuses a second one.
    const res = await fetch(`${rig.server.baseURL}/api/referrals/apply-code`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await sessionOf(bruno, rig.server.baseURL)).token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ referral_code: anaCode }),
    });
    expect(res.status).toBe(409);

    await ana.goto('/referrals');
    await ana.getByLabel('Código de referido', { exact: true }).fill(anaCode);
    await ana.getByRole('button', { name: 'Aplicar' }).click();
    const dialog = ana.getByRole('alertdialog', { name: 'Error al aplicar código' });
    await dialog.getByText('No puedes usar tu propio código').waitFor();
    await shoot(ana, 'referrals-error', { desktop: false });
    await dialog.getByRole('button', { name: 'Entendido' }).click();
  });

  it('shows up pending in her stats, then completed with her 7 days once he pays', async () => {
    await ana.goto('/referrals');
    expect(await referralNumbers(ana)).toEqual(['1', '0', '0']);
    const history = ana.getByRole('region', { name: 'Amigos invitados' });
    await history.getByText('Pendiente').waitFor();

    await pay(bruno, 'Plan trimestral');
    await currentPlan(bruno).getByText('Activa').waitFor();
    await planCard(bruno, 'Plan trimestral').getByRole('button', { name: 'Gestionar Plan' }).waitFor();

    await ana.reload();
    await expect.poll(() => referralNumbers(ana)).toEqual(['1', '1', '7']);
    await history.getByText('Completado').waitFor();
    await history.getByText('+7 días para ti', { exact: false }).waitFor();
    await shoot(ana, 'referrals-stats');
  });
});

describe('a paying user who cancels', () => {
  it('cancels through the billing portal and keeps her access until the period ends', async () => {
    await openSubscription(ana);
    const section = ana.getByRole('region', { name: 'Cancelar suscripción' });
    await section.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await ana.waitForURL('**/api/payments/sandbox/portal/**');
    await ana.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await ana.waitForURL((url) => url.pathname === '/subscription');
    await ana.getByText('Tu suscripción fue cancelada').waitFor();
    await ana
      .getByText(/^Seguirás teniendo acceso hasta el \d{2}\/\d{2}\/\d{4} y no se te volverá a cobrar\.$/)
      .waitFor();
    await currentPlan(ana).getByText('Activa').waitFor();
    await shoot(ana, 'subscription-canceled', { desktop: false });

    await ana.goto('/daily-summary');
    await ana.getByRole('heading', { name: 'Resumen diario', level: 1 }).waitFor();
    expect(new URL(ana.url()).pathname).toBe('/daily-summary');
  });
});
