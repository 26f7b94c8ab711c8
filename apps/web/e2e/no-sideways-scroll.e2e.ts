/**
 * Issue 29: nothing scrolls sideways on any screen at 360x740, the narrowest phone we design for,
 * and no screen shows a word docs/glossary.md says we do not write.
 * Every screen is visited as a user sees it: signed out (login's two steps, the one-time link,
 * /restriction), each stage of the onboarding walked through, and every screen of the shell for a
 * strict and a flexible user, on today and on a past day with meals, with the menu drawer and the
 * add sheets open. A screen fails when the page is wider than the screen, and the message names
 * what sticks out (the past day's long date pushed the '+' off a 390 px screen).
 */
import { addDays } from '@nutricoach/core/rules/week';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { avoidedWords, wordsIn } from '../../../scripts/glossary.ts';
import { paths } from '../src/config/paths.ts';
import { expectNoHorizontalOverflow, expectPhoneFriendly } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { api, HABIT_ANSWERS, type Session, todayInLima } from './support/session.ts';
import { requestCode } from './support/sign-in.ts';

const NARROW = { width: 360, height: 740 };

const rig = useRig();

const AVOIDED = avoidedWords();

/** A lunch with a long description, on a date: what every screen that lists meals must wrap. */
const longLunch = (date: string) => ({
  nutrition_log: {
    date,
    meal_type: 'lunch',
    description: 'Lomo saltado con arroz blanco, papas fritas y una ensalada de palta con tomate',
    calories: 1190,
    protein: 52,
    fat: 48,
    carbs: 130,
  },
});

/**
 * Every screen of the shell but those walked on their own (the daily summary, and the flexible
 * user's plate search): read from the app's paths, so that a new screen is walked too.
 */
const WALKED_APART = new Set(['/login', '/restriction', '/', '/daily-summary', '/flex-menu']);
const OTHER_SHELL_SCREENS = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !WALKED_APART.has(path));

/**
 * Waits for the screen to settle (its calls answered, its charts drawn), then measures it; and
 * reads it, its visible text and its labels for screen readers, for docs/glossary.md's words we
 * do not write ('Country selector' was the phone picker's label).
 */
async function expectNoSidewaysScroll(page: Page, name: string, ready?: Locator) {
  if (ready) await ready.first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await expectNoHorizontalOverflow(page, `${name} at 360 px`);
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    ),
  ]);
  const found = texts.flatMap((text) => wordsIn(text, AVOIDED).map((word) => `'${word}' in «${text.slice(0, 60)}»`));
  expect(found, `${name}: words docs/glossary.md says we do not write`).toEqual([]);
}

const tap = async (option: Locator) => {
  if (!(await option.isChecked())) await option.locator('xpath=ancestor::label[1]').click();
};

describe('nothing scrolls sideways at 360x740 (issue 29)', () => {
  it('signed out: both steps of /login, /auth without a token and /restriction', async () => {
    const page = await (await rig.phone({ viewport: NARROW })).newPage();
    await page.goto('/login');
    await expectNoSidewaysScroll(page, '/login, the phone', page.getByRole('button', { name: 'Continuar' }));
    await requestCode(page, '912345678');
    await expectNoSidewaysScroll(page, '/login, the code', page.getByRole('button', { name: 'Verificar' }));
    await page.goto('/auth');
    await expectNoSidewaysScroll(page, '/auth', page.getByText('Token no proporcionado'));
    await page.goto('/restriction');
    await expectNoSidewaysScroll(page, '/restriction', page.getByRole('checkbox', { name: 'Gluten' }));
  });

  it('every stage of the onboarding, each question included', async () => {
    const page = await rig.signedInPage(false, { viewport: NARROW });
    const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
    const pick = (name: string) =>
      tap(page.getByRole('radio', { name, exact: true }).or(page.getByRole('checkbox', { name, exact: true })));

    await expectNoSidewaysScroll(page, 'welcome', page.getByRole('heading', { name: 'Solo toma 1 minuto' }));
    await page.getByRole('button', { name: 'Empezar' }).click();
    await page.getByLabel('¿Cómo te llamas?').fill('Lucía Fernanda');
    await tap(page.getByRole('radio', { name: 'Mujer' }));
    await page.getByLabel('Edad').fill('45');
    await page.getByLabel('Estatura').fill('163');
    await page.getByLabel('Peso actual').fill('82,5');
    await page.getByLabel('Peso meta').fill('68');
    await expectNoSidewaysScroll(page, 'personal data');
    await next();
    const answers = [...HABIT_ANSWERS, 'Plan semanal estricto', 'Medio'];
    for (const [i, answer] of answers.entries()) {
      await page.getByText(/^Pregunta \d+ de \d+$/).waitFor();
      await expectNoSidewaysScroll(page, `question ${i + 1}`);
      await pick(answer);
      if (i < answers.length - 1) await next();
    }
    await page.getByRole('button', { name: 'Ver recomendaciones' }).click();
    await expectNoSidewaysScroll(page, 'the plan', page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }));
    await page.getByRole('button', { name: 'Comenzar Fase 1: Impulso' }).click();
    await page.getByRole('heading', { name: 'Recomendadas para ti' }).waitFor();
    await tap(page.getByRole('region', { name: 'Recomendadas para ti' }).getByRole('radio').first());
    await page.getByRole('button', { name: 'Ver más opciones' }).click();
    await expectNoSidewaysScroll(page, 'the diets');
    await page.getByRole('button', { name: '¡Comenzar mi transformación!' }).click();
    await page.waitForURL('**/restriction');
    await expectNoSidewaysScroll(page, '/restriction', page.getByRole('checkbox', { name: 'Gluten' }));
  });

  const signedIn = (session: Session) => rig.pageAs(session, { viewport: NARROW });

  describe('the shell, for a strict user with a plan and meals on today and a past day', () => {
    let strict: Session;
    const today = todayInLima();
    // Six days back: each day of the week is also tried, through the picker's arrow.
    const past = addDays(today, -6);

    beforeAll(async () => {
      strict = await rig.newUser({ recommendation: 'strict' });
      for (const date of [past, today]) {
        await api(strict, 'POST', '/logs/nutrition', longLunch(date));
        await api(strict, 'POST', '/logs/training', {
          training_log: {
            date,
            description: 'Caminata por el malecón',
            duration: 12500,
            units: 'steps',
            calories: 380,
          },
        });
      }
      await api(strict, 'POST', '/diet-plates/strict');
    });

    it('/daily-summary on today and on each day of the past week', async () => {
      const page = await signedIn(strict);
      await page.goto('/daily-summary');
      await expectNoSidewaysScroll(page, '/daily-summary today', page.getByTestId('meal-log'));
      for (let back = 1; back <= 7; back++) {
        await page.getByRole('button', { name: 'Día anterior', exact: true }).click();
        await page.waitForURL(`**/daily-summary?date=${addDays(today, -back)}`);
        await expectNoSidewaysScroll(page, `/daily-summary ${addDays(today, -back)}`, page.locator('main h1'));
      }
    });

    it("the add menu, 'Añadir comida' and the menu drawer", async () => {
      const page = await signedIn(strict);
      await page.goto(`/daily-summary?date=${past}`);
      await page.getByTestId('meal-log').waitFor();
      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expectNoSidewaysScroll(page, 'the add menu', page.getByRole('dialog', { name: '¿Qué quieres registrar?' }));
      await page.getByRole('dialog').getByRole('button', { name: 'Comida' }).click();
      await expectNoSidewaysScroll(page, "'Añadir comida'", page.getByLabel('Describe tu comida'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expectNoSidewaysScroll(page, 'the menu drawer', page.getByRole('button', { name: 'Cerrar sesión' }));
    });

    // Each screen's title, to check that no two share one once all are walked.
    const titles = new Map<string, string>();
    const half = Math.ceil(OTHER_SHELL_SCREENS.length / 2);
    for (const [part, routes] of [
      ['first', OTHER_SHELL_SCREENS.slice(0, half)],
      ['second', OTHER_SHELL_SCREENS.slice(half)],
    ] as const) {
      it(`the ${part} half of the menu's other screens (${routes.join(', ')})`, async () => {
        const page = await signedIn(strict);
        for (const route of routes) {
          await page.goto(route);
          await expectNoSidewaysScroll(page, route, page.locator('main h1'));
          titles.set(route, `${await page.locator('main h1').innerText()} | ${await page.title()}`);
        }
      });
    }

    it('titles no two screens alike', () => {
      // Two screens with one title leave the user guessing which is which ('Nivel de compromiso' twice).
      expect(titles.size).toBe(OTHER_SHELL_SCREENS.length);
      const repeated = [...titles].filter(([, t]) => [...titles.values()].filter((o) => o === t).length > 1);
      expect(repeated, 'screens that share a title').toEqual([]);
    });
  });

  it("the nutritionist's screens with a client's data, on both sides (issue 33)", async () => {
    // Long names, a long meal, a comment with a long word, targets and messages both ways: all wrap.
    const pro = await rig.newUser();
    await api(pro, 'POST', '/pro/profile', {
      name: 'Lic. María Fernanda Quispe Huamán de la Cruz',
      license_number: 'CNP 1234567890',
      country: 'pe',
    });
    const invite = async () => (await api<{ invite: { code: string } }>(pro, 'POST', '/pro/invites')).invite.code;
    const client = await rig.newUser();
    await api(client, 'POST', '/user/professional', { code: await invite() });
    const date = todayInLima();
    const meal = await api<{ _id: string }>(client, 'POST', '/logs/nutrition', longLunch(date));
    const base = `/pro/clients/${client.userId}`;
    const long = 'Superextraordinariamente-bien-equilibrado-este-almuerzo-con-verduras';
    await api(pro, 'POST', `${base}/comments`, { date, nutrition_log_id: meal._id, text: `${long}. Sigue así.` });
    await api(pro, 'POST', `${base}/comments`, { date, text: `Hoy: ${long}.` });
    await api(pro, 'PUT', `${base}/targets`, {
      calories: 1500,
      protein: 115,
      carbs: 150,
      fat: 50,
      reason: `Bajamos un poco para acercarte a tu meta: ${long}`,
    });
    await api(pro, 'POST', `${base}/messages`, { text: `Hola, ¿cómo vas? ${long}` });
    await api(client, 'POST', '/user/professional/messages', { text: `¡Muy bien! ${long}` });

    const proPage = await signedIn(pro);
    await proPage.goto('/pro');
    await expectNoSidewaysScroll(proPage, '/pro with a client', proPage.getByTestId('pro-client'));
    await expectPhoneFriendly(proPage);
    await proPage.getByRole('button', { name: 'Invitar cliente' }).click();
    await expectNoSidewaysScroll(proPage, "/pro, 'Invitar cliente'", proPage.getByTestId('invite-url'));
    await proPage.goto(`/pro/clientes/${client.userId}`);
    await expectNoSidewaysScroll(proPage, '/pro/clientes/:id', proPage.getByTestId('meal-log'));
    await expectPhoneFriendly(proPage);

    const clientPage = await signedIn(client);
    await clientPage.goto('/daily-summary');
    await expectNoSidewaysScroll(
      clientPage,
      "/daily-summary with the nutritionist's comments",
      clientPage.getByTestId('nutritionist-comment'),
    );
    await clientPage.goto('/objectives');
    await expectNoSidewaysScroll(
      clientPage,
      "/objectives with the nutritionist's targets",
      clientPage.getByText('Objetivos de tu nutricionista'),
    );
    await clientPage.goto('/mi-nutricionista');
    await expectNoSidewaysScroll(clientPage, '/mi-nutricionista with messages', clientPage.getByText('¡Muy bien!'));
    await expectPhoneFriendly(clientPage);
    await clientPage.goto('/profile');
    await expectNoSidewaysScroll(
      clientPage,
      "/profile's 'Mi nutricionista'",
      clientPage.getByTestId('my-nutritionist-name'),
    );

    const someoneElse = await signedIn(await rig.newUser());
    await someoneElse.goto(`/nutricionista/${await invite()}`);
    await expectNoSidewaysScroll(
      someoneElse,
      '/nutricionista/:code',
      someoneElse.getByRole('button', { name: 'Aceptar y compartir' }),
    );
    await expectPhoneFriendly(someoneElse);
  });

  it("a flexible user's plate search, and a new user's empty day", async () => {
    const page = await signedIn(await rig.newUser({ recommendation: 'flex' }));
    await page.goto('/flex-menu');
    await expectNoSidewaysScroll(page, '/flex-menu', page.getByText(/platos? encontrados?$/));
    await page.goto('/daily-summary');
    await expectNoSidewaysScroll(page, '/daily-summary, a new user', page.getByText('No hay comidas registradas hoy'));
  });
});
