import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { latestCode, outboxCount } from './support/server.ts';
import { completeOnboardingOnPage } from './support/session.ts';
import { newPhone, requestCode, signIn, typeCode } from './support/sign-in.ts';

const rig = useRig({ COACH_WHATSAPP_NUMBER: '51912345678' });
let page: Page;

async function freshPage() {
  page = await (await rig.phone()).newPage();
  return page;
}

describe('sign-in by phone code', () => {
  it('sends an unauthenticated visitor to /login', async () => {
    await freshPage();
    await page.goto('/daily-summary');
    await page.waitForURL('**/login');
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    // The screen names the tab (set by the screen, not left in the page as an element).
    await expect.poll(() => page.title()).toBe('Iniciar sesión · NutriCoach');
    expect(await page.locator('body title').count()).toBe(0);
  });

  it('signs a new user in with the code read from the outbox and opens the onboarding', async () => {
    await freshPage();
    const phone = newPhone();
    await requestCode(page, phone.national);
    expect(await page.getByText('Ingresa el código de 6 dígitos enviado a').textContent()).toMatch(/\+51/);
    const verify = page.getByRole('button', { name: 'Verificar' });
    expect(await verify.isDisabled()).toBe(true);
    // The sixth digit sends the code: no tap on 'Verificar' (issue 29).
    await typeCode(page, await latestCode(rig.server.baseURL, phone.e164));
    await page.waitForURL('**/select-style/default');
  });

  it("shows the server's message for a wrong code", async () => {
    await freshPage();
    const phone = newPhone();
    await requestCode(page, phone.national);
    const code = await latestCode(rig.server.baseURL, phone.e164);
    await typeCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByText('Código incorrecto. Te quedan 4 intentos.').waitFor();
    expect(page.url()).toContain('/login');
  });

  it("sends a new code with 'Reenviar código'", async () => {
    await freshPage();
    const phone = newPhone();
    await requestCode(page, phone.national);
    expect(await outboxCount(rig.server.baseURL, phone.e164)).toBe(1);
    await new Promise((r) => setTimeout(r, 1100)); // the rig allows a new code after 1 s
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.poll(() => outboxCount(rig.server.baseURL, phone.e164)).toBe(2);
    // The new code signs in.
    await typeCode(page, await latestCode(rig.server.baseURL, phone.e164));
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it("goes back to the phone step with 'Cambiar número'", async () => {
    await freshPage();
    await requestCode(page, newPhone().national);
    await page.getByRole('button', { name: 'Cambiar número' }).click();
    await page.getByRole('button', { name: 'Continuar' }).waitFor();
  });
});

/** Signs a new user in and finishes the onboarding through the API, so the shell opens. */
async function signInOnboarded() {
  await signIn(page, rig.server.baseURL);
  await completeOnboardingOnPage(page, rig.server.baseURL);
}

describe('the session', () => {
  it('survives a reload and shows the shell; an authenticated user at /login goes to /daily-summary', async () => {
    await freshPage();
    await signInOnboarded();
    await page.goto('/daily-summary');
    await page.getByText('Periodo de prueba - 7 días restantes').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/daily-summary');
    await page.goto('/login');
    await page.waitForURL('**/daily-summary');
  });

  it("opens the coach chat from 'Chatear con Coach' in a new tab, with the server's number", async () => {
    await freshPage();
    await signInOnboarded();
    await page.goto('/daily-summary');
    await page.getByRole('button', { name: /menú/i }).click();
    const chat = page.getByRole('link', { name: 'Chatear con Coach' });
    // The server's number, with 'Hola coach' prefilled: the coach answers it with what it can log.
    await expect.poll(() => chat.getAttribute('href')).toBe('https://wa.me/51912345678?text=Hola%20coach');
    expect(await chat.getAttribute('target')).toBe('_blank');
  });

  it("ends with 'Cerrar sesión'", async () => {
    await freshPage();
    await signInOnboarded();
    await page.goto('/daily-summary');
    await page.getByRole('button', { name: /menú/i }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
    expect(stored === null || !JSON.parse(stored).state.isAuthenticated).toBe(true);
    await page.goto('/daily-summary');
    await page.waitForURL('**/login');
  });

  it('sends the user to /login when the API answers 401', async () => {
    await freshPage();
    await signInOnboarded();
    await page.goto('/daily-summary');
    await page.getByRole('heading', { name: 'Resumen diario' }).waitFor();
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!);
      stored.state.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });
    await page.reload();
    await page.waitForURL('**/login');
  });
});

describe('the data folder', () => {
  it('cannot be opened by a second server while the first runs', async () => {
    const { spawnServer, freePort } = await import('./support/server.ts');
    const started = Date.now();
    const second = spawnServer({ DATA_DIR: rig.server.dataDir, PORT: String(await freePort()) });
    let stderr = '';
    second.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((r) => second.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toMatch(/is in use by another running process/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
