import { PLAN_DAYS } from '@nutricoach/core/constants/strict-plan';
import type { StrictMeal, StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daySummaryWith, planMealLog, strictMeal } from '@/testing/strict-plan';
import { type FakeRequest, mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { StrictMenuView } from './strict-menu-view';

// Wednesday 18 November 2026: Monday to Wednesday can be logged, Thursday on cannot.
const WEDNESDAY = new Date(2026, 10, 18, 13);

const meal = (name: string, extra: Partial<StrictMeal> = {}) =>
  strictMeal(name, {
    carbs: 50,
    cooking_method: 'Hervido',
    ingredients: [{ name: 'Avena', quantity: 40, equivalence: '½ taza' }],
    steps: ['Hervir.'],
    ...extra,
  });

const plan: StrictPlan = {
  week_start: '2026-11-16',
  week_end: '2026-11-22',
  meals: PLAN_DAYS.map((day) => ({
    day,
    breakfast: meal(`Desayuno de ${day}`),
    lunch: meal(`Almuerzo de ${day}`),
    dinner: meal(`Cena de ${day}`),
    snack_1: meal(`Snack de ${day}`),
    snack_2: meal('Pendiente', { status: 'pending', calories: 0, ingredients: [], steps: [] }),
  })),
  relaxed: [],
};

const planLog = (plan_meal: string, date = '2026-11-18') => planMealLog(plan_meal, { date });

const summaryWith = (planMeals: string[]) => daySummaryWith(planMeals.map((planMeal) => planLog(planMeal)));

const logged = (request: FakeRequest) => {
  const body = request.body as { date: string; meal_type: string };
  return { status: 201, body: planLog(body.meal_type, body.date) };
};

function activeDay() {
  const days = screen.getAllByRole('group', { name: /de 7$/ }).filter((day) => !day.hasAttribute('inert'));
  return days[0]!;
}

function render(handlers: Parameters<typeof mockApi>[0]) {
  signInForTest();
  const api = mockApi({ 'GET /diet-plates/strict': { body: { data: plan } }, ...handlers });
  renderWithProviders(<StrictMenuView today={WEDNESDAY} />);
  return api;
}

describe("'✓ Lo comí' on the weekly plan (issue 15)", () => {
  it('offers it on each meal with a plate today, and shows the meals the day’s summary holds as registered', async () => {
    const api = render({ 'GET /summaries/daily': { body: summaryWith(['lunch']) } });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    const day = activeDay();
    await within(day).findByText('Registrado');
    expect(within(day).queryByRole('button', { name: /^Lo comí: Almuerzo/ })).toBeNull();
    for (const name of ['Desayuno', 'Cena', 'Snack 1'])
      expect(within(day).getByRole('button', { name: new RegExp(`^Lo comí: ${name}, `) })).toBeTruthy();
    // The pending snack has nothing to log.
    expect(within(day).queryByRole('button', { name: /^Lo comí: Snack 2/ })).toBeNull();
    expect(api.requests.find((r) => r.path === '/summaries/daily')).toBeTruthy();
  });

  it('logs the meal of that day in one tap, then reads it as registered', async () => {
    const api = render({
      'GET /summaries/daily': { body: summaryWith([]) },
      'POST /diet-plates/strict/log': logged,
    });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(
      await within(activeDay()).findByRole('button', { name: 'Lo comí: Desayuno, Desayuno de wednesday' }),
    );
    await within(activeDay()).findByText('Registrado');
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ date: '2026-11-18', meal_type: 'breakfast' });
  });

  it('logs a past day of the week with its own date, and offers nothing on a future day', async () => {
    const api = render({ 'GET /summaries/daily': { body: summaryWith([]) }, 'POST /diet-plates/strict/log': logged });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    await screen.findByRole('heading', { name: 'Jueves 19 nov' });
    expect(within(activeDay()).queryAllByRole('button', { name: /^Lo comí/ })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lunes 16 nov' }));
    await screen.findByRole('heading', { name: 'Lunes 16 nov' });
    fireEvent.click(await within(activeDay()).findByRole('button', { name: /^Lo comí: Cena/ }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ date: '2026-11-16', meal_type: 'dinner' });
  });

  it('shows a 409 "already logged" as registered, with the server’s words', async () => {
    render({
      'GET /summaries/daily': { body: summaryWith([]) },
      'POST /diet-plates/strict/log': {
        status: 409,
        body: { message: 'Ya registraste esta comida del plan', code: 'PLAN_MEAL_ALREADY_LOGGED' },
      },
    });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(await within(activeDay()).findByRole('button', { name: /^Lo comí: Cena/ }));
    expect((await within(activeDay()).findByRole('status')).textContent).toBe('Ya registraste esta comida del plan');
    expect(within(activeDay()).getByText('Registrado')).toBeTruthy();
    expect(within(activeDay()).queryByRole('button', { name: /^Lo comí: Cena/ })).toBeNull();
  });

  it('says in Spanish when logging fails, and the button stays to try again', async () => {
    render({
      'GET /summaries/daily': { body: summaryWith([]) },
      'POST /diet-plates/strict/log': { status: 500, body: { message: 'Internal Server Error' } },
    });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(await within(activeDay()).findByRole('button', { name: /^Lo comí: Cena/ }));
    expect((await within(activeDay()).findByRole('alert')).textContent).toBe('Error al registrar la comida');
    expect(within(activeDay()).getByRole('button', { name: /^Lo comí: Cena/ })).toBeTruthy();
  });

  it('gives the server’s reason for a pending meal (409)', async () => {
    render({
      'GET /summaries/daily': { status: 500, body: {} },
      'POST /diet-plates/strict/log': {
        status: 409,
        body: {
          message: 'Esa comida del plan está pendiente: no hay un plato que registrar',
          code: 'PLAN_MEAL_PENDING',
        },
      },
    });
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    // An unreadable summary does not hide the button: the server knows whether it was logged.
    fireEvent.click(await within(activeDay()).findByRole('button', { name: /^Lo comí: Desayuno/ }));
    expect((await within(activeDay()).findByRole('alert')).textContent).toBe(
      'Error al registrar la comida: Esa comida del plan está pendiente: no hay un plato que registrar',
    );
  });
});
