/**
 * Logging a meal in seconds (issue 15) in the browser: '✓ Lo comí' on /strict-menu, the daily
 * summary's plan banner (one tap), and a /flex-menu plate logged with a portion. With
 * SPEC_SCREENSHOTS=1, screenshots at 390x844 and 1280x800 go to docs/screenshots/ (issue-15-*.png);
 * without it the run leaves the checkout as it was.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectPhoneFriendly } from './support/layout.ts';
import { useRig } from './support/rig.ts';
import { apiAsPage, type ApiCall, todayInLima as today } from './support/session.ts';
import { DRAW_OFFSCREEN } from './support/screenshots.ts';

const SHOTS = path.resolve('docs/screenshots');

const rig = useRig();
let page: Page;
let api: ApiCall;

type PlanMealJson = { name: string; calories: number; status: string };
type LogJson = { description: string; calories: number; plan_meal: string | null; meal_type: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  page = await rig.signedInPage({ recommendation: 'strict' });
  api = await apiAsPage(page, rig.server.baseURL);
  await api('POST', '/diet-plates/strict');
});

async function todaysPlan(): Promise<Record<string, PlanMealJson>> {
  const json = (await api('GET', '/diet-plates/strict')) as {
    data: { week_start: string; meals: Record<string, PlanMealJson>[] };
  };
  const plan = json.data;
  const index = Math.round((Date.parse(today()) - Date.parse(plan.week_start)) / 86_400_000);
  return plan.meals[index]!;
}

async function todaysLogs(): Promise<LogJson[]> {
  return ((await api('GET', `/summaries/daily?date=${today()}`)) as { logs: LogJson[] }).logs;
}

const activeDay = () => page.locator('[aria-roledescription="día"]:not([inert])');
const shot = async (name: string, target: Page = page, fullPage = false) => {
  if (process.env.SPEC_SCREENSHOTS)
    await target.screenshot({ path: `${SHOTS}/issue-15-${name}.png`, fullPage, style: DRAW_OFFSCREEN });
};

describe("'✓ Lo comí' and plates logged in one or two taps, at 390x844", () => {
  it("logs a plan meal from /strict-menu, which /daily-summary then shows with the plan's name and kcal", async () => {
    const dinner = (await todaysPlan()).dinner!;
    await page.goto('/strict-menu');
    const button = activeDay().getByRole('button', { name: `Lo comí: Cena, ${dinner.name}`, exact: true });
    await button.waitFor();
    // Every meal of today with a plate offers it.
    expect(
      await activeDay()
        .getByRole('button', { name: /^Lo comí: / })
        .count(),
    ).toBe(5);
    await expectPhoneFriendly(page);
    // Viewport shots: a full-page one would paint the sticky top bar in the middle of the list.
    await activeDay().locator('li').first().scrollIntoViewIfNeeded();
    await shot('strict-menu-phone');

    const response = page.waitForResponse((r) => r.url().endsWith('/api/diet-plates/strict/log'));
    await button.click();
    expect((await response).status()).toBe(201);
    const dinnerRow = activeDay().locator('li').filter({ hasText: dinner.name });
    await dinnerRow.getByText('Registrado', { exact: true }).waitFor();
    expect(
      await activeDay()
        .getByRole('button', { name: /^Lo comí: Cena/ })
        .count(),
    ).toBe(0);
    await dinnerRow.scrollIntoViewIfNeeded();
    await shot('strict-menu-logged-phone');

    const [log] = (await todaysLogs()).filter((l) => l.plan_meal === 'dinner');
    expect(log).toMatchObject({ description: dinner.name, meal_type: 'dinner' });
    expect(Math.abs(log!.calories - dinner.calories)).toBeLessThanOrEqual(Math.max(5, dinner.calories * 0.03));

    await page.goto('/daily-summary');
    const item = page.locator('main li').filter({ hasText: dinner.name });
    await item.first().waitFor();
    expect(await item.first().textContent()).toContain(`${Math.round(log!.calories)}`);
  });

  it('cannot log the same plan meal twice: after a reload it reads Registrado, and a 409 is shown as such', async () => {
    const dinner = (await todaysPlan()).dinner!;
    await page.goto('/strict-menu');
    await activeDay().locator('li').filter({ hasText: dinner.name }).getByText('Registrado').waitFor();
    expect(
      await activeDay()
        .getByRole('button', { name: /^Lo comí: Cena/ })
        .count(),
    ).toBe(0);

    await expect(api('POST', '/diet-plates/strict/log', { date: today(), meal_type: 'dinner' })).rejects.toThrow(
      /-> 409 .*Ya registraste esta comida del plan/,
    );

    // A screen whose summary is out of date still offers the button: the server's 409 turns it to Registrado.
    await page.route('**/api/summaries/daily?**', async (route) => {
      try {
        const res = await route.fetch();
        await route.fulfill({ response: res, json: { ...(await res.json()), logs: [] } });
      } catch {
        // The page moved on (or the route was removed) while the summary was on its way.
      }
    });
    await page.goto('/strict-menu');
    const stale = activeDay().getByRole('button', { name: /^Lo comí: Cena/ });
    await stale.waitFor();
    await stale.click();
    await activeDay().getByText('Ya registraste esta comida del plan').waitFor();
    await activeDay().locator('li').filter({ hasText: dinner.name }).getByText('Registrado').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect((await todaysLogs()).filter((l) => l.plan_meal === 'dinner')).toHaveLength(1);
  });

  it("logs today's next plan meal from the daily summary's banner in one tap", async () => {
    await page.goto('/daily-summary');
    const button = page.getByTestId('plan-ate-it');
    await button.waitFor();
    const label = (await button.getAttribute('aria-label'))!;
    const [, mealLabel, name] = label.match(/^Lo comí: ([^,]+), (.+)$/)!;
    const planMeal = Object.values(await todaysPlan()).find((m) => m.name === name)!;
    expect(
      await page
        .getByText(`${Math.round(planMeal.calories)} kcal`)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectPhoneFriendly(page);
    await shot('banner-phone');

    const before = (await todaysLogs()).length;
    await button.click(); // the one tap
    const status = page.getByRole('status').filter({ hasText: `Registrado: ${name},` });
    await status.waitFor();
    await page.locator('main li').filter({ hasText: name }).first().waitFor();
    expect((await todaysLogs()).length).toBe(before + 1);
    // The banner moved on: it offers another meal, or says the day's plan is all logged.
    await expect
      .poll(async () =>
        (await page.getByTestId('plan-ate-it').count()) === 0
          ? 'done'
          : await page.getByTestId('plan-ate-it').getAttribute('aria-label'),
      )
      .not.toBe(label);
    expect(mealLabel).toBeTruthy();
    await shot('banner-after-phone');
  });

  it('says so once every meal of the plan today is logged', async () => {
    const logged = new Set((await todaysLogs()).map((log) => log.plan_meal));
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack_1', 'snack_2'])
      if (!logged.has(meal)) await api('POST', '/diet-plates/strict/log', { date: today(), meal_type: meal });
    await page.goto('/daily-summary');
    await page.getByText('Registraste todas las comidas de tu plan de hoy').waitFor();
    expect(await page.getByTestId('plan-ate-it').count()).toBe(0);
    await expectPhoneFriendly(page);
    await shot('banner-done-phone');
  });

  it('logs a /flex-menu plate with a chosen portion: 1½ plates are about 1.5 times its kcal', async () => {
    await page.goto('/flex-menu');
    await page.getByText(/platos? encontrados?$/).waitFor();
    await page.locator('main ul > li > button').first().click();
    const dialog = page.getByRole('dialog');
    const section = dialog.getByRole('region', { name: 'Registrar esta comida' });
    await section.waitFor();
    const plateKcal = Number((await dialog.locator('p.text-3xl').first().textContent())!.match(/\d+/)![0]);
    await section.getByText('1½', { exact: true }).click();
    await section.getByText('Cena', { exact: true }).click();
    await page.waitForTimeout(300); // the sheet's rise
    await section.scrollIntoViewIfNeeded();
    await expectPhoneFriendly(page);
    await shot('plate-log-phone');

    const response = page.waitForResponse((r) => r.url().endsWith('/api/logs/nutrition'));
    await section.getByRole('button', { name: /^Registrar · / }).click();
    const log = (await (await response).json()) as LogJson;
    expect(log.meal_type).toBe('dinner');
    expect(Math.abs(log.calories - 1.5 * plateKcal)).toBeLessThanOrEqual(Math.max(8, 1.5 * plateKcal * 0.05));
    await section
      .getByRole('status')
      .filter({ hasText: `Registrado: ${Math.round(log.calories)} kcal en Cena` })
      .waitFor();
    await page.waitForTimeout(200); // the button's colour change
    await shot('plate-logged-phone');
    await page.keyboard.press('Escape');
    await page.goto('/daily-summary');
    await page.locator('main li').filter({ hasText: log.description }).first().waitFor();
  });
});

describe('the same at 1280x800', () => {
  it('shows the strict menu buttons, the banner and the plate logging section on a wide screen', async () => {
    const wide = await (await rig.desktop({ storageState: await page.context().storageState() })).newPage();
    await wide.goto('/strict-menu');
    await wide.locator('[aria-roledescription="día"]:not([inert])').getByText('Registrado').first().waitFor();
    await expectPhoneFriendly(wide);
    await shot('strict-menu-desktop', wide, true);

    await wide.goto('/daily-summary');
    await wide.getByText('Registraste todas las comidas de tu plan de hoy').waitFor();
    await expectPhoneFriendly(wide);
    await shot('banner-done-desktop', wide);

    await wide.goto('/flex-menu');
    await wide.locator('main ul > li > button').first().click();
    await wide.getByRole('dialog').getByRole('region', { name: 'Registrar esta comida' }).waitFor();
    await wide.waitForTimeout(300);
    await expectPhoneFriendly(wide);
    await shot('plate-log-desktop', wide);
  });
});
