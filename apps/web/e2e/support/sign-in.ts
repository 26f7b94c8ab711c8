import type { Page } from 'playwright-core';
import { latestCode } from './server.ts';

let counter = 0;
/** A distinct Peruvian mobile per call: national digits and E.164. */
export function newPhone() {
  counter += 1;
  const national = `9${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(2, '0')}`;
  return { national, e164: `+51${national}` };
}

export async function requestCode(page: Page, national: string) {
  await page.goto('/login');
  const phoneInput = page.locator('input[type="tel"]');
  await phoneInput.click();
  await phoneInput.pressSequentially(national);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByText(/Ingresa el código de 6 dígitos enviado a/).waitFor();
}

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Signs in through the real two-step login, reading the code from the dev outbox (the sixth digit sends it). */
export async function signIn(page: Page, baseURL: string, phone = newPhone()) {
  await requestCode(page, phone.national);
  await typeCode(page, await latestCode(baseURL, phone.e164));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return phone;
}
