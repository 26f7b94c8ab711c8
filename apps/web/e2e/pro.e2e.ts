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
import { openDailySummary } from './support/screens.ts';
import { shootBothSizes } from './support/screenshots.ts';
import { api, completeOnboardingOnPage, type Session, signInContext } from './support/session.ts';
import { signIn } from './support/sign-in.ts';

const rig = useRig();
const PRO_NAME = 'Lic. María Quispe';

async function proWithInvite(): Promise<{ page: Page; code: string; url: string; session: Session }> {
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
  return { page, code, url, session: pro };
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

  it('the whole flow: the client logs a meal; the pro sees it, comments, sets targets and writes; the client sees all of it, answers and stops sharing', async () => {
    const { page: pro, code, session: proSession } = await proWithInvite();

    // The client (onboarded: Ana, 1628 kcal a day) accepts on the consent screen and logs a meal of two foods.
    const clientSession = await rig.newUser();
    const client = await rig.pageAs(clientSession);
    await client.goto(`/nutricionista/${code}`);
    await client.getByRole('button', { name: 'Aceptar y compartir' }).click();
    await client.getByRole('heading', { name: `Ahora compartes tu diario con ${PRO_NAME}` }).waitFor();
    await openDailySummary(client);
    await client.getByRole('button', { name: 'Añadir comida' }).click();
    const sheet = client.getByRole('dialog', { name: 'Añadir comida' });
    await sheet.getByText('Almuerzo', { exact: true }).click();
    await sheet.getByLabel('Describe tu comida').fill('2 huevos revueltos y una taza de arroz');
    await sheet.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect.poll(() => sheet.getByTestId('draft-item').count(), { timeout: 15_000 }).toBe(2);
    await sheet.getByRole('button', { name: /^Registrar \d+ kcal$/ }).click();
    await sheet.waitFor({ state: 'detached' });

    // The pro's list: the client, with the attention the server gives them (a first day of logs is a thin week).
    await pro.goto('/pro');
    const row = pro.getByTestId('pro-client');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const [listed] = (
      await api<{ clients: { name: string; needs_attention: boolean; attention_reasons: string[] }[] }>(
        proSession,
        'GET',
        '/pro/clients',
      )
    ).clients;
    expect(listed!.name).toBe('Ana');
    const rowText = await row.innerText();
    expect(rowText).toContain('Ana');
    expect(rowText.includes('Necesita atención')).toBe(listed!.needs_attention);
    for (const reason of listed!.attention_reasons) expect(rowText).toContain(reason);
    expect(rowText).toContain('Hoy');
    await shootBothSizes(pro, 'pro/pro-clients');
    await pro.setViewportSize({ width: 1280, height: 800 });

    // The client's day, read-only: the meal and its foods; a comment on the meal.
    await row.click();
    await pro.getByRole('heading', { name: 'Ana', level: 1 }).waitFor();
    const day = pro.getByRole('region', { name: 'Su día' });
    const meal = day.getByTestId('meal-log');
    await meal.waitFor();
    const mealText = await meal.innerText();
    expect(mealText).toContain('Huevos revueltos');
    expect(mealText).toContain('Arroz blanco cocido');
    await day.getByRole('button', { name: 'Comentar esta comida' }).click();
    await day.getByLabel('Comentario sobre esta comida').fill('¡Buen almuerzo! Suma una porción de verduras.');
    await day.getByRole('button', { name: 'Comentar', exact: true }).click();
    const proComment = day.getByRole('article', { name: 'Tu comentario' });
    await proComment.waitFor();
    expect(await proComment.innerText()).toContain('¡Buen almuerzo! Suma una porción de verduras.');
    await shootBothSizes(pro, 'pro/pro-client-day-comment', { target: proComment });
    await pro.setViewportSize({ width: 1280, height: 800 });

    // Targets: a figure under the client's floor is the server's Spanish error; then new targets with a reason.
    const targets = pro.getByRole('region', { name: 'Objetivos' });
    await expect.poll(() => targets.getByLabel('Calorías').inputValue(), { timeout: 15_000 }).toBe('1628');
    await targets.getByLabel('Calorías').fill('900');
    await targets.getByLabel('Motivo (tu cliente lo verá)').fill('Probemos menos calorías');
    await targets.getByRole('button', { name: 'Guardar objetivos' }).click();
    expect(await targets.getByRole('alert').innerText()).toContain(
      'Las calorías deben ser al menos 1200 kcal al día: el mínimo de la app para una mujer.',
    );
    const reason = 'Bajamos un poco para acercarte a tu meta sin pasar hambre';
    for (const [label, value] of [
      ['Calorías', '1500'],
      ['Proteína', '115'],
      ['Carbohidratos', '150'],
      ['Grasa', '50'],
    ])
      await targets.getByLabel(label!, { exact: true }).fill(value!);
    await targets.getByLabel('Motivo (tu cliente lo verá)').fill(reason);
    await targets.getByRole('button', { name: 'Guardar objetivos' }).click();
    await targets.getByText('Objetivos guardados').waitFor();
    await expect.poll(() => targets.innerText(), { timeout: 15_000 }).toContain(`puestos por ${PRO_NAME}`);
    expect(await targets.innerText()).toContain(reason);
    await shootBothSizes(pro, 'pro/pro-client-targets', { target: targets });
    await pro.setViewportSize({ width: 1280, height: 800 });

    // The pro writes first.
    const proThread = pro.getByRole('region', { name: 'Mensajes' });
    await proThread.getByLabel('Escribe un mensaje').fill('Hola Ana, ¿cómo te sentiste hoy?');
    await proThread.getByRole('button', { name: 'Enviar mensaje' }).click();
    await proThread.getByText('Hola Ana, ¿cómo te sentiste hoy?').waitFor();

    // The client: the comment under the meal, the new target on the day, who set it and why in /objectives.
    await openDailySummary(client);
    const clientComment = client.getByRole('article', { name: 'Comentario de tu nutricionista' });
    await clientComment.waitFor();
    expect(await clientComment.innerText()).toContain('¡Buen almuerzo! Suma una porción de verduras.');
    expect(await clientComment.innerText()).toContain(PRO_NAME);
    await client.getByText('de 1500 kcal').waitFor();
    await shootBothSizes(client, 'pro/client-day-comment', { target: clientComment });
    await client.goto('/objectives');
    const set = client.getByRole('region', { name: 'Objetivos de tu nutricionista' });
    await set.waitFor();
    const setText = await set.innerText();
    expect(setText).toContain(`${PRO_NAME} los ajustó el`);
    expect(setText).toContain(reason);
    expect(setText).toMatch(/1500\s*kcal/);
    await shootBothSizes(client, 'pro/client-objectives', { target: set });

    // Messages both ways.
    await client.goto('/mi-nutricionista');
    await client.getByText('Hola Ana, ¿cómo te sentiste hoy?').waitFor();
    await client.getByLabel('Escribe un mensaje').fill('¡Muy bien, gracias! Con más energía.');
    await client.getByRole('button', { name: 'Enviar mensaje' }).click();
    await client.getByText('¡Muy bien, gracias! Con más energía.').waitFor();
    await pro.reload();
    await pro.getByRole('region', { name: 'Mensajes' }).getByText('¡Muy bien, gracias! Con más energía.').waitFor();

    // A comment on the whole day (at the foot of the client's day) and private notes (never shown to the client).
    const dayCard = pro.getByRole('region', { name: 'Comentarios del día' });
    await dayCard.getByLabel(/^Comentar el día/).fill('Buen día en general: bebe más agua.');
    await dayCard.getByRole('button', { name: 'Comentar', exact: true }).click();
    await dayCard.getByRole('article', { name: 'Tu comentario' }).getByText('Buen día en general').waitFor();
    const notes = pro.getByRole('region', { name: 'Notas privadas' });
    await notes.getByLabel('Solo tú ves estas notas').fill('Prefiere cenar tarde. Revisar hierro en la próxima cita.');
    await notes.getByRole('button', { name: 'Guardar notas' }).click();
    await notes.getByText('Notas guardadas').waitFor();
    await pro.reload();
    const notesField = pro.getByRole('region', { name: 'Notas privadas' }).getByLabel('Solo tú ves estas notas');
    await expect
      .poll(() => notesField.inputValue(), { timeout: 15_000 })
      .toBe('Prefiere cenar tarde. Revisar hierro en la próxima cita.');
    await openDailySummary(client);
    const atFoot = client.getByRole('region', { name: 'Comentarios de tu nutricionista' });
    expect(await atFoot.innerText()).toContain('Buen día en general: bebe más agua.');
    expect(await client.locator('main').innerText()).not.toContain('Revisar hierro');

    // The client goes back to the app's targets: their day's target is the app's again, and the pro's history says so.
    await client.goto('/objectives');
    await client.getByRole('button', { name: 'Volver a los objetivos de la app' }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: 'Volver a los de la app' }).click();
    await client.getByRole('region', { name: 'Objetivos de tu nutricionista' }).waitFor({ state: 'detached' });
    await openDailySummary(client);
    await client.getByText('de 1628 kcal').waitFor();
    await pro.reload();
    const after = pro.getByRole('region', { name: 'Objetivos' });
    await after.getByText('Ahora usa los objetivos que calcula la app.').waitFor();
    const history = await after.innerText();
    expect(history).toContain('Tú');
    expect(history).toContain('Volviste a los objetivos de la app.');
    expect(history).toContain(reason);

    // The client stops sharing: the pro's page and list lose them.
    await client.goto('/profile');
    const card = client.getByRole('region', { name: 'Mi nutricionista', exact: true });
    await card.getByTestId('my-nutritionist-name').waitFor();
    await shootBothSizes(client, 'pro/client-profile-nutritionist', { target: card });
    await card.getByRole('button', { name: 'Dejar de compartir' }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: 'Dejar de compartir' }).click();
    await card.getByLabel('Código de tu nutricionista').waitFor();
    await pro.reload();
    await pro.getByRole('heading', { name: 'Cliente no encontrado.' }).waitFor();
    await pro.getByRole('link', { name: 'Volver a tus clientes' }).click();
    await pro.getByText('Aún no tienes clientes').waitFor();
    expect(await pro.getByTestId('pro-client').count()).toBe(0);
  });

  it('an unknown code says so in Spanish', async () => {
    const client = await rig.newUser();
    const page = await rig.pageAs(client);
    await page.goto('/nutricionista/ZZZZZZZZ');
    expect(await page.getByRole('alert').textContent()).toContain('Este código no existe.');
    await expectPhoneFriendly(page);
  });
});
