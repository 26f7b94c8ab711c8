/**
 * The WhatsApp coach's simulator (issue 16) in the browser: a whole conversation at /dev/chat as a
 * signed-up phone (help, a meal drafted and confirmed, weight, a walk, the summary, undo), then the
 * chat's logs in the daily summary with their chat mark. With SPEC_SCREENSHOTS=1 the conversation
 * is saved at 390x844 into docs/screenshots/issue-16-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import type { Session } from './support/session.ts';

const SHOTS = path.resolve('docs/screenshots');
const save = process.env.SPEC_SCREENSHOTS === '1';

const rig = useRig();
let page: Page;
let session: Session;
let phone: string;

beforeAll(async () => {
  ({ phone, ...session } = await rig.newUser());
  page = await (await rig.phone()).newPage();
  if (save) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

async function say(text: string): Promise<string> {
  const before = await page.getByTestId('chat-reply').count();
  await page.getByLabel('Mensaje').fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect.poll(() => page.getByTestId('chat-reply').count(), { timeout: 10_000 }).toBe(before + 1);
  return (await page.getByTestId('chat-reply').last().innerText()).trim();
}

describe('/dev/chat', () => {
  it('holds a whole conversation with the coach as a signed-up phone', async () => {
    await page.goto(`/dev/chat?phone=${encodeURIComponent(phone)}`);
    await expect.poll(() => page.getByLabel('Escribes como').inputValue()).toBe(phone);

    expect(await say('Hola coach')).toMatch(/^Puedo registrar por ti:/);
    const draft = await say('almuerzo: 2 huevos revueltos y una taza de arroz');
    expect(draft).toMatch(/^Almuerzo:\n• Huevos revueltos/);
    expect(draft).toContain('Responde SÍ para registrarlo o corrígeme.');
    if (save) await page.screenshot({ path: path.join(SHOTS, 'issue-16-chat-draft-phone.png') });
    expect(await say('sí')).toMatch(/^Registré tu almuerzo: \d+ kcal\./);
    expect(await say('peso 77,5')).toMatch(/^Registré tu peso de hoy: 77,5 kg\./);
    expect(await say('caminé 30 min')).toMatch(/^Registré caminata, 30 min: \d+ kcal quemadas\./);
    expect(await say('corrí 5 km')).toMatch(/^Registré carrera, 5 km/);
    if (save) await page.screenshot({ path: path.join(SHOTS, 'issue-16-chat-logged-phone.png') });
    expect(await say('deshacer')).toMatch(/^Listo, borré tu carrera/);
    const summary = await say('¿cuánto me queda?');
    expect(summary).toMatch(/^Hoy llevas \d+ kcal de [\d.]+ kcal/);
    expect(summary).toMatch(/Puntos de hoy: \d+\/10\./);
    if (save) await page.screenshot({ path: path.join(SHOTS, 'issue-16-chat-summary-phone.png') });
    expect(await page.getByTestId('chat-sent').count()).toBe(8);
  }, 60_000);

  it("shows the chat's logs in the daily summary with the chat mark", async () => {
    const app = await rig.pageAs(session);
    await app.goto('/daily-summary');
    await expect.poll(() => app.getByTestId('chat-mark').count(), { timeout: 15_000 }).toBe(2); // the lunch and the walk
    await expect.poll(() => app.getByText('Caminata').count()).toBeGreaterThan(0);
    expect(await app.getByText('Carrera').count()).toBe(0); // undone
    if (save) {
      await app.getByTestId('chat-mark').first().scrollIntoViewIfNeeded();
      await app.screenshot({ path: path.join(SHOTS, 'issue-16-daily-summary-chat-mark-phone.png') });
    }
    await app.close();
  }, 60_000);
});
