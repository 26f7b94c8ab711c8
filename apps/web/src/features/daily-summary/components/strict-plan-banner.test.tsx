import { PLAN_DAYS } from '@nutricoach/core/constants/strict-plan';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daySummaryWith, planMealLog, strictMeal } from '@/testing/strict-plan';
import { type FakeRequest, mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import type { ComponentProps } from 'react';
import { StrictPlanBanner } from './strict-plan-banner';

// Wednesday 18 November 2026, 13:00: lunch time. Only Date is faked, so queries still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 13));
});
afterEach(() => vi.useRealTimers());

const meal = (name: string, calories: number) => strictMeal(name, { calories });
const plan = {
  week_start: '2026-11-16',
  week_end: '2026-11-22',
  meals: PLAN_DAYS.map((day) => ({
    day,
    breakfast: meal('Avena con fruta', 380),
    lunch: meal('Ají de gallina ligero', 612.4),
    dinner: meal('Sopa de quinua', 450),
    snack_1: meal('Yogur', 120),
    snack_2: meal('Manzana', 95),
  })),
  relaxed: [],
};
const log = (plan_meal: string, calories = 600, description = 'x') =>
  planMealLog(plan_meal, {
    meal_type: plan_meal === 'lunch' ? 'lunch' : 'snack',
    description,
    calories,
    created_at: '2026-11-18T18:00:00.000Z',
  });
const summary = (plan_meals: string[]) =>
  daySummaryWith(
    plan_meals.map((m) => log(m)),
    1600,
  );

function render(handlers: Parameters<typeof mockApi>[0], props: Partial<ComponentProps<typeof StrictPlanBanner>> = {}) {
  signInForTest();
  const api = mockApi({
    'GET /diet-plates/strict-generated': { body: { data: { is_generated: true, recommendation_type: 'strict' } } },
    'GET /diet-plates/strict': { body: { data: plan } },
    ...handlers,
  });
  renderWithProviders(<StrictPlanBanner recommendationType="strict" {...props} />);
  return api;
}

describe("the daily summary's plan banner (issue 15)", () => {
  it('reminds a strict user without a plan to generate it', async () => {
    signInForTest();
    mockApi({
      'GET /diet-plates/strict-generated': { body: { data: { is_generated: false, recommendation_type: 'strict' } } },
    });
    renderWithProviders(<StrictPlanBanner recommendationType="strict" />);
    const link = await screen.findByRole('link', { name: 'Recuerda generar tu plan semanal aquí' });
    expect(link.getAttribute('href')).toBe('/strict-menu');
  });

  it("shows today's next plan meal with its kcal, and logs it in one tap", async () => {
    let logged: string[] = ['breakfast', 'snack_1'];
    const api = render({
      'GET /summaries/daily': () => ({ body: summary(logged) }),
      'POST /diet-plates/strict/log': (request: FakeRequest) => {
        logged = [...logged, 'lunch'];
        const body = request.body as { date: string; meal_type: string };
        return { status: 201, body: log(body.meal_type, 605, 'Ají de gallina ligero') };
      },
    });
    const button = await screen.findByTestId('plan-ate-it');
    expect(button.getAttribute('aria-label')).toBe('Lo comí: Almuerzo, Ají de gallina ligero');
    expect(screen.getByText('612 kcal')).toBeTruthy();
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Registrado: Ají de gallina ligero, 605 kcal');
    // The day's summary now holds lunch: the next meal of the day takes its place.
    expect((await screen.findByRole('button', { name: 'Lo comí: Snack 2, Manzana' })).dataset.testid).toBe(
      'plan-ate-it',
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ date: '2026-11-18', meal_type: 'lunch' });
  });

  it('says so in one line once every meal of the plan today is logged', async () => {
    render({
      'GET /summaries/daily': { body: summary(['breakfast', 'snack_1', 'lunch', 'snack_2', 'dinner']) },
    });
    expect(await screen.findByText('Registraste todas las comidas de tu plan de hoy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver plan' }).getAttribute('href')).toBe('/strict-menu');
    expect(screen.queryByTestId('plan-ate-it')).toBeNull();
  });

  it('says in Spanish when the log fails', async () => {
    render({
      'GET /summaries/daily': { body: summary([]) },
      'POST /diet-plates/strict/log': { status: 404, body: { message: 'No tienes un plan para la semana de ese día' } },
    });
    fireEvent.click(await screen.findByTestId('plan-ate-it'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error al registrar la comida: No tienes un plan para la semana de ese día',
    );
  });

  it("does not offer the plan's meal the person already logged on their own, and says so once the day is done (issue 29)", async () => {
    const ownDinner = { ...log('dinner', 700, 'Pollo a la brasa'), _id: 'own', meal_type: 'dinner', plan_meal: null };
    const logs = [...['breakfast', 'snack_1', 'lunch', 'snack_2'].map((m) => log(m)), ownDinner];
    vi.setSystemTime(new Date(2026, 10, 18, 20));
    render({ 'GET /summaries/daily': { body: { ...summary([]), logs } } });
    expect(await screen.findByText('Registraste todas las comidas de hoy')).toBeTruthy();
    expect(screen.queryByTestId('plan-ate-it')).toBeNull();
  });

  it("offers 'Comí otra cosa', which opens the meal on the plan meal's type (issue 29)", async () => {
    const ateSomethingElse = vi.fn();
    render(
      { 'GET /summaries/daily': { body: summary(['breakfast', 'snack_1', 'lunch']) } },
      {
        onAteSomethingElse: ateSomethingElse,
      },
    );
    await screen.findByRole('button', { name: 'Lo comí: Snack 2, Manzana' });
    fireEvent.click(screen.getByRole('button', { name: 'Comí otra cosa' }));
    expect(ateSomethingElse).toHaveBeenCalledWith('snack');
  });

  it("offers no plan meal on another day's page: its meals are today's (issue 29)", async () => {
    const api = render({ 'GET /summaries/daily': { body: summary([]) } }, { isToday: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('plan-ate-it')).toBeNull();
    expect(screen.queryByText(/Plan de hoy/)).toBeNull();
    expect(api.requests.some((r) => r.path === '/diet-plates/strict')).toBe(false);
  });

  it('hides silently when the plan cannot be read, and for a flex user', async () => {
    render({ 'GET /diet-plates/strict': { status: 500, body: {} }, 'GET /summaries/daily': { body: summary([]) } });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('plan-ate-it')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
