/**
 * /strava (docs/product.md §2.18) in a real browser against the real server with the Strava sandbox, at a
 * phone's size: connect through the sandbox's authorize page, see a synced workout on the daily
 * summary, in km once the user prefers km for runs and rides (issue 9), disconnect after confirming;
 * a refused authorization and a stale state.
 * STRAVA_SCREENSHOTS=1 also saves the screens at 390x844 and 1280x800 into screenshots/strava.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRig } from './support/rig.ts';
import { api, type Session, sessionOf } from './support/session.ts';
import { watch } from './support/watch.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const limaHour = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Lima', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
);
const TZ = limaHour >= 3 ? 'America/Lima' : 'Europe/Madrid';

const SHOTS = process.env.STRAVA_SCREENSHOTS ? path.resolve('screenshots/strava') : null;

const rig = useRig();

beforeAll(() => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

const call = <T>(session: Session, method: string, url: string) => api<T>(session, method, url, undefined, TZ);

/**
 * Signs in through the login screen, then finishes the onboarding through the API with the
 * session the app stored, so the shell opens. Returns the page and its session.
 */
async function signedInPage(): Promise<{ page: Page; session: Session }> {
  const page = await rig.signedInPage({}, { timezoneId: TZ });
  return { page, session: await sessionOf(page, rig.server.baseURL) };
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Conectar con Strava' });
const badge = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Tu cuenta de Strava' }).getByText(text, { exact: true });

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, style: DRAW_OFFSCREEN });
}

describe('/strava', () => {
  it('connects through the sandbox, shows the synced workout on the daily summary in minutes or km, and disconnects after confirming', async () => {
    const { page, session } = await signedInPage();
    const expectOn = watch(page);

    await page.goto('/strava');
    await expectOn(connectButton(page).waitFor({ timeout: 15_000 }));
    expect(await badge(page, 'No conectado').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Qué hace la sincronización' }).isVisible()).toBe(true);
    await shot(page, 'phone-01-not-connected');
    await shot(page, 'phone-01-not-connected-full', true);

    await connectButton(page).click();
    await page.waitForURL(/\/api\/strava\/sandbox\/authorize/);
    await page.getByRole('link', { name: 'Autorizar' }).click();

    // Back on /strava with ?code: one exchange, the import count, then a clean address.
    const result = page.getByTestId('strava-return');
    await expectOn(
      result.getByText(/^Conectado: importamos \d+ actividades de los últimos 30 días$/).waitFor({ timeout: 20_000 }),
    );
    await page.waitForURL((url) => url.pathname === '/strava' && url.search === '');
    await badge(page, 'Conectado').waitFor();
    const status = await call<{ connected: boolean; athlete_id: string }>(session, 'GET', '/strava/status');
    expect(status.connected).toBe(true);
    expect(await page.getByText(`N.º ${status.athlete_id}`).isVisible()).toBe(true);
    await shot(page, 'phone-02-connected');
    await shot(page, 'phone-02-connected-full', true);

    if (SHOTS) {
      const desktop = await (await rig.desktop({ timezoneId: TZ })).newPage();
      await desktop.goto('/login');
      await desktop.evaluate(
        (v) => localStorage.setItem('auth-storage', v),
        await page.evaluate(() => localStorage.getItem('auth-storage')!),
      );
      await desktop.goto('/strava');
      await badge(desktop, 'Conectado').waitFor({ timeout: 15_000 });
      await shot(desktop, 'desktop-connected');
    }

    // Issue 9: runs and rides in km. Two pills of at least 44 px that save as soon as one is tapped.
    const units = page.getByRole('group', { name: 'Mostrar carreras y ciclismo en' });
    expect(await units.getByRole('radio', { name: 'Minutos' }).isChecked()).toBe(true);
    for (const pill of await units.locator('label').all())
      expect((await pill.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await units.getByText('Kilómetros', { exact: true }).click();
    await expectOn(page.getByText('Guardado', { exact: true }).waitFor({ timeout: 15_000 }));
    expect(await units.getByRole('radio', { name: 'Kilómetros' }).isChecked()).toBe(true);
    expect((await call<{ units: string }>(session, 'GET', '/strava/status')).units).toBe('kilometers');
    await units.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'phone-02b-connected-km');

    // The sandbox's run of today (6.2 km in 35 minutes) now reads in km on the daily summary.
    await page.getByRole('link', { name: 'Ver mis ejercicios' }).click();
    await page.waitForURL(/\/daily-summary$/);
    const synced = page.getByTestId('exercise-log').filter({ hasText: 'Sincronizado con Strava' });
    const run = synced.filter({ hasText: 'Carrera matutina' });
    await expectOn(run.waitFor({ timeout: 15_000 }));
    expect(await run.innerText()).toContain('6,2 km');
    await run.scrollIntoViewIfNeeded();
    await shot(page, 'phone-03-daily-summary-synced');

    // Back to minutes without reloading: the summary the app had cached is read again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/strava');
    await units.getByText('Minutos', { exact: true }).click();
    await expectOn(page.getByText('Guardado', { exact: true }).waitFor({ timeout: 15_000 }));
    await page.getByRole('link', { name: 'Ver mis ejercicios' }).click();
    await page.waitForURL(/\/daily-summary$/);
    await expectOn(run.getByText('35 min', { exact: true }).waitFor({ timeout: 15_000 }));

    await page.goto('/strava');
    await page.getByRole('button', { name: 'Desconectar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Desconectar Strava?' });
    await dialog.waitFor();
    await shot(page, 'phone-04-confirm-disconnect');
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await badge(page, 'No conectado').waitFor();
    expect(await connectButton(page).isVisible()).toBe(true);
    expect(
      await page.getByText('Desconectaste Strava. Tus ejercicios ya sincronizados siguen en tu registro.').isVisible(),
    ).toBe(true);
    expect((await call<{ connected: boolean }>(session, 'GET', '/strava/status')).connected).toBe(false);
    await shot(page, 'phone-05-disconnected');

    // Synced workouts stay after disconnecting.
    await page.goto('/daily-summary');
    await expectOn(synced.first().waitFor({ timeout: 15_000 }));
  });

  it("'Cancelar' on Strava's page comes back with a calm note; a stale state shows the server's message", async () => {
    const { page } = await signedInPage();
    const expectOn = watch(page);

    await page.goto('/strava');
    await expectOn(connectButton(page).waitFor({ timeout: 15_000 }));
    await connectButton(page).click();
    await page.waitForURL(/\/api\/strava\/sandbox\/authorize/);
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expectOn(page.getByTestId('strava-return').getByText('No se conectó Strava').waitFor({ timeout: 15_000 }));
    await page.waitForURL((url) => url.pathname === '/strava' && url.search === '');
    // The status is read again once the address is clean: wait for it rather than sample it.
    await badge(page, 'No conectado').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await shot(page, 'phone-06-denied');

    await page.goto('/strava?code=sandbox-stale&state=not-a-valid-state');
    await expectOn(
      page
        .getByRole('alert')
        .getByText('La conexión con Strava venció o no es válida. Vuelve a intentarlo.')
        .waitFor({ timeout: 15_000 }),
    );
    await badge(page, 'No conectado').waitFor();
    await shot(page, 'phone-07-stale-state');
  });
});
