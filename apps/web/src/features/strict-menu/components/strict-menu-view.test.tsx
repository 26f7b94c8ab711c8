import { PLAN_DAYS } from '@nutricoach/core/constants/strict-plan';
import type { StrictMeal, StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { GENERATE_ERROR, GENERATING_HINT, LOAD_ERROR } from '../utils/format';
import { StrictMenuView } from './strict-menu-view';

const WEDNESDAY = new Date(2026, 10, 18, 9);

function meal(name: string, calories: number, extra: Partial<StrictMeal> = {}): StrictMeal {
  return {
    plate_id: name,
    name,
    calories,
    protein: 20.4,
    carbs: 50.6,
    fat: 10.2,
    portion: 1,
    cooking_method: 'Hervido',
    ingredients: [{ name: 'Avena', quantity: 40.4, equivalence: '½ taza' }],
    steps: ['Hervir la avena.', 'Servir tibia.'],
    status: 'generated',
    ...extra,
  };
}

function makePlan(): StrictPlan {
  return {
    week_start: '2026-11-16',
    week_end: '2026-11-22',
    meals: PLAN_DAYS.map((day) => ({
      day,
      breakfast: meal(`Desayuno de ${day}`, 400.4),
      lunch: meal(`Almuerzo de ${day}`, 599.6, { steps: ['Saltear todo junto.'] }),
      dinner: meal(`Cena de ${day}`, 420),
      snack_1: meal(`Snack de ${day}`, 120),
      snack_2:
        day === 'wednesday'
          ? meal('Pendiente', 0, { status: 'pending', ingredients: [], steps: [] })
          : meal(`Fruta de ${day}`, 110),
    })),
    relaxed: [
      { constraint: 'budget', where: 'wednesday.snack_2', message: 'Snack 2: ningún plato cumple tu presupuesto.' },
    ],
  };
}

function render(today = WEDNESDAY) {
  signInForTest();
  return renderWithProviders(<StrictMenuView today={today} />);
}

const dayHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
/** The day on screen: the others are inert (jsdom does not hide them from role queries). */
const activeDay = () => {
  const days = screen.getAllByRole('group', { name: /de 7$/ }).filter((day) => !day.hasAttribute('inert'));
  expect(days).toHaveLength(1);
  return days[0]!;
};

describe('StrictMenuView with a plan', () => {
  it('opens on today’s weekday and shows each meal’s name and rounded calories', async () => {
    mockApi({ 'GET /diet-plates/strict': { body: { data: makePlan() } } });
    render();
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    const day = activeDay();
    expect(day.getAttribute('aria-label')).toBe('Miércoles 18 nov, 3 de 7');
    for (const text of [
      'Desayuno',
      'Desayuno de wednesday',
      '400 kcal',
      'Almuerzo de wednesday',
      '600 kcal',
      'Cena de wednesday',
      'Snack 1',
      'Snack 2',
    ]) {
      expect(within(day).getByText(text)).toBeTruthy();
    }
    expect(within(day).getByText('1540 kcal')).toBeTruthy();
    expect(within(day).getByText('Snack 2: ningún plato cumple tu presupuesto.')).toBeTruthy();
  });

  it("shows 'Ver' only for generated meals and 'Pendiente' otherwise", async () => {
    mockApi({ 'GET /diet-plates/strict': { body: { data: makePlan() } } });
    render();
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    const day = activeDay();
    expect(
      within(day)
        .getAllByRole('button', { name: /^Ver/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ver Desayuno', 'Ver Almuerzo', 'Ver Cena', 'Ver Snack 1']);
    expect(within(day).getByText('Pendiente')).toBeTruthy();
    expect(within(day).getByText('Sin plato asignado')).toBeTruthy();
  });

  it('starts Sunday on the last day and moves with the arrows and dots', async () => {
    mockApi({ 'GET /diet-plates/strict': { body: { data: makePlan() } } });
    render(new Date(2026, 10, 22, 20));
    await screen.findByRole('heading', { name: 'Domingo 22 nov' });
    expect((screen.getByRole('button', { name: 'Día siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(dayHeading()).toBe('Sábado 21 nov');
    fireEvent.click(screen.getByRole('button', { name: 'Lunes 16 nov' }));
    expect(dayHeading()).toBe('Lunes 16 nov');
    expect((screen.getByRole('button', { name: 'Día anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Lunes 16 nov' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens the detail with macros, ingredients and numbered steps, or one text for a single step', async () => {
    mockApi({ 'GET /diet-plates/strict': { body: { data: makePlan() } } });
    render();
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(within(activeDay()).getByRole('button', { name: 'Ver Desayuno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desayuno de wednesday' });
    for (const text of [
      '400',
      'Proteína',
      '20',
      'Carbohidratos',
      '51',
      'Grasa',
      '10',
      'Avena',
      '40 g',
      '½ taza',
      'Hervido',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('1Hervir la avena.');
    expect(dialog.querySelector('ol')?.children).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(activeDay()).getByRole('button', { name: 'Ver Almuerzo' }));
    const lunch = await screen.findByRole('dialog', { name: 'Almuerzo de wednesday' });
    expect(lunch.querySelector('ol')).toBeNull();
    expect(within(lunch).getByText('Saltear todo junto.').tagName).toBe('P');
  });

  it('asks before regenerating the week and shows the new plan', async () => {
    const next = makePlan();
    next.meals[2]!.breakfast = meal('Tostadas nuevas', 380);
    const api = mockApi({
      'GET /diet-plates/strict': { body: { data: makePlan() } },
      'POST /diet-plates/strict': { body: { data: next } },
    });
    render();
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerar plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Regenerar tu plan?' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Regenerar' }));
    await screen.findByText('Tostadas nuevas');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('StrictMenuView without a plan', () => {
  it.each([404, 204])("offers 'Generar Plan' when the plan answers %i", async (status) => {
    mockApi({
      'GET /diet-plates/strict':
        status === 404 ? { status, body: { message: 'Todavía no generaste tu plan de esta semana' } } : { status },
    });
    render();
    expect(await screen.findByRole('button', { name: 'Generar Plan' })).toBeTruthy();
    expect(screen.queryByText(LOAD_ERROR)).toBeNull();
  });

  it('says the plan could not load', async () => {
    mockApi({ 'GET /diet-plates/strict': { status: 400, body: { message: 'x' } } });
    render();
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
  });

  it('generates with a bodiless POST and shows the hint only after one second', async () => {
    let answer!: () => void;
    const api = mockApi({
      'GET /diet-plates/strict': { status: 404, body: { message: 'no' } },
      'POST /diet-plates/strict': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { data: makePlan() } }))),
    });
    render();
    const button = await screen.findByRole('button', { name: 'Generar Plan' });
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(950));
    expect(screen.queryByText(GENERATING_HINT)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status').textContent).toBe(GENERATING_HINT);
    vi.useRealTimers();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toBeUndefined();
    expect(post.headers.get('content-type')).toBeNull();
    answer();
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    expect(screen.queryByText(GENERATING_HINT)).toBeNull();
  });

  it('never shows the hint when the plan comes back within a second', async () => {
    mockApi({
      'GET /diet-plates/strict': { status: 404, body: { message: 'no' } },
      'POST /diet-plates/strict': { body: { data: makePlan() } },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Generar Plan' }));
    await screen.findByRole('heading', { name: 'Miércoles 18 nov' });
    expect(screen.queryByText(GENERATING_HINT)).toBeNull();
  });

  it('says generation failed, with the server’s reason on a 409', async () => {
    const reason = 'Completa tu cuestionario y elige una dieta para generar tu plan';
    let status = 409;
    mockApi({
      'GET /diet-plates/strict': { status: 404, body: { message: 'no' } },
      'POST /diet-plates/strict': () => ({ status, body: { message: status === 409 ? reason : 'Error interno' } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Generar Plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(GENERATE_ERROR + reason);
    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Generar Plan' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(GENERATE_ERROR));
  });
});

describe('useDelayedFlag', () => {
  it('turns on after the delay and off at once when the work ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(false);
  });
});
