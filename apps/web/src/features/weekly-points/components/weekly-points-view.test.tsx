import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { WeeklyPointsView } from './weekly-points-view';

vi.mock('react-chartjs-2', () => ({
  Bar: ({
    data,
    options,
    ...props
  }: {
    data: { datasets: { data: number[] }[] };
    options: { scales: { y: { max: number; ticks: { stepSize: number } } } };
  }) => (
    <div
      role="img"
      aria-label={(props as { 'aria-label': string })['aria-label']}
      data-values={data.datasets[0]!.data.join(',')}
      data-y-max={options.scales.y.max}
      data-y-step={options.scales.y.ticks.stepSize}
    />
  ),
}));

const none = { login: false, breakfast: false, lunch: false, dinner: false, weight: false, training: false };
const noGoals = { calories: false, fat: false, carbs: false, protein: false };
const day = (date: string, over: object = {}) => ({ date, actions: none, goals: noGoals, points: 0, ...over });

const week = {
  daily: [
    day('2026-11-16', { actions: { ...none, login: true, breakfast: true }, points: 2 }),
    day('2026-11-17'),
    day('2026-11-18', {
      actions: { ...none, login: true, weight: true },
      goals: { ...noGoals, protein: true },
      points: 3,
    }),
    day('2026-11-19'),
    day('2026-11-20'),
    day('2026-11-21'),
    day('2026-11-22'),
  ],
};
const history = {
  weekly_points: [
    { start_date: '2026-11-02', end_date: '2026-11-08', points: 31 },
    { start_date: '2026-11-09', end_date: '2026-11-15', points: 42 },
    { start_date: '2026-11-16', end_date: '2026-11-22', points: 5 },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0)); // Wednesday
  signInForTest();
});
afterEach(() => vi.useRealTimers());

describe('/seguimiento-semanal', () => {
  it('opens today with its actions and goals as ticks in Spanish, and its points', async () => {
    const { fetchMock } = mockApi({
      'GET /user/points/week': { body: week },
      'GET /user/points/history': { body: history },
    });
    renderWithProviders(<WeeklyPointsView />);
    const today = await screen.findByTestId('day-2026-11-18');
    expect(within(today).getByText('Hoy')).toBeTruthy();
    const tick = (label: string) => within(today).getByText(label).closest('li')!.dataset.done;
    expect(tick('Inicio de sesión')).toBe('true');
    expect(tick('Peso')).toBe('true');
    expect(tick('Proteína')).toBe('true');
    expect(tick('Desayuno')).toBe('false');
    expect(tick('Calorías')).toBe('false');
    expect(within(today).getByLabelText('Miércoles 18 nov: 3 de 10 puntos')).toBeTruthy();
    expect(screen.getByTestId('week-total').textContent).toBe('5');
    // A day still to come has no points yet.
    expect(within(screen.getByTestId('day-2026-11-20')).getByLabelText('Viernes 20 nov: sin puntos aún')).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/points/week'))![0]),
      'http://localhost',
    );
    expect(url.searchParams.get('date')).toBe('2026-11-18');
  });

  it('charts the weekly history on a 0 to 70 axis in steps of 10', async () => {
    mockApi({ 'GET /user/points/week': { body: week }, 'GET /user/points/history': { body: history } });
    renderWithProviders(<WeeklyPointsView />);
    const chart = await screen.findByRole('img', { name: 'Puntos por semana; esta semana 5 de 70' });
    expect(chart.dataset.values).toBe('31,42,5');
    expect(chart.dataset.yMax).toBe('70');
    expect(chart.dataset.yStep).toBe('10');
  });

  it('uses the empty texts of docs/product.md §2.12', async () => {
    mockApi({
      'GET /user/points/week': { body: { daily: [] } },
      'GET /user/points/history': { body: { weekly_points: [] } },
    });
    renderWithProviders(<WeeklyPointsView />);
    expect(await screen.findByText('No hay datos de puntajes diarios disponibles.')).toBeTruthy();
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it("says 'Error al cargar los puntos' when they cannot be read", async () => {
    mockApi({
      'GET /user/points/week': { status: 400, body: { message: 'x' } },
      'GET /user/points/history': { status: 400, body: { message: 'x' } },
    });
    renderWithProviders(<WeeklyPointsView />);
    await waitFor(() => expect(screen.getAllByText('Error al cargar los puntos')).toHaveLength(2));
  });
});
