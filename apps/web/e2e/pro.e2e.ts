/**
 * The nutritionist (issue 33) in a real browser against the real server, two people at once: a
 * professional makes their profile and an invite at 1280x800; a client opens the link signed out,
 * signs in, comes back to the consent screen at 390x844 and accepts; /profile's 'Mi nutricionista'
 * names the professional and 'Dejar de compartir' ends the link after a confirmation; the used code
 * then says so in Spanish.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPhoneFriendly } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { completeOnboardingOnPage, signInContext } from './support/session.ts';
import { signIn } from './support/sign-in.ts';

const rig = useRig();
const PRO_NAME = 'Lic. María Quispe';

async function proWithInvite(): Promise<{ page: Page; code: string; url: string }> {
  const pro = await rig.newUser();
  const context = await rig.desktop();
  await signInContext(context, pro);
  const page = await context.newPage();
  await page.goto('/pro');
  await page.getByLabel('Tu nombre profesional').fill(PRO_NAME);
  await page.getByLabel('N.º de colegiatura (opcional)').fill('CNP 12345');
  await page.getByRole('button', { name: 'Crear mi perfil profesional' }).click();
  await page.getByRole('heading', { name: 'Tus clientes' }).waitFor();
  await page.getByRole('button', { name: 'Invitar cliente' }).click();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  expect(url.endsWith(`/nutricionista/${code}`)).toBe(true);
  const whatsapp = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp!)).toContain(url);
  return { page, code, url };
}

describe('the nutritionist and their client (issue 33)', () => {
  it('a client signed out opens the link, signs in, accepts, and later stops sharing', async () => {
    const { code } = await proWithInvite();

    const page = await (await rig.phone()).newPage();
    await page.goto(`/nutricionista/${code}`);
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn(page, rig.server.baseURL);
    // Back on the consent screen, before any onboarding.
    await page.waitForURL((u) => u.pathname === `/nutricionista/${code}`);
    await page.getByRole('heading', { name: `¿Compartir tu diario con ${PRO_NAME}?` }).waitFor();
    const text = await page.locator('main').textContent();
    for (const seen of ['Tus comidas', 'Tu ejercicio', 'Tu peso', 'Tus objetivos', 'Tu progreso'])
      expect(text).toContain(seen);
    expect(text).toContain('Nunca verá tu número de teléfono ni tus pagos.');
    expect(text).toContain('Ajustar tus objetivos de calorías y macros');
    await expectPhoneFriendly(page);
    await page.getByRole('button', { name: 'Aceptar y compartir' }).click();
    await page.getByRole('heading', { name: `Ahora compartes tu diario con ${PRO_NAME}` }).waitFor();

    await completeOnboardingOnPage(page, rig.server.baseURL);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Mi nutricionista', exact: true });
    await card.getByTestId('my-nutritionist-name').waitFor();
    expect(await card.getByTestId('my-nutritionist-name').textContent()).toBe(PRO_NAME);
    await card.getByRole('button', { name: 'Dejar de compartir' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Dejar de compartir' }).click();
    await card.getByLabel('Código de tu nutricionista').waitFor();

    // The code was single use.
    await page.goto(`/nutricionista/${code}`);
    expect(await page.getByRole('alert').textContent()).toContain('Este código ya se usó o venció');
  });

  it('an unknown code says so in Spanish', async () => {
    const client = await rig.newUser();
    const page = await rig.pageAs(client);
    await page.goto('/nutricionista/ZZZZZZZZ');
    expect(await page.getByRole('alert').textContent()).toContain('Este código no existe.');
    await expectPhoneFriendly(page);
  });
});
