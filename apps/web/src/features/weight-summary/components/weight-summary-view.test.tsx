import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { WeightSummaryView } from './weight-summary-view';

vi.mock('@/components/ui/line-chart', () => ({
  LineChart: ({
    ariaLabel,
    yMin,
    yMax,
    labels,
  }: {
    ariaLabel: string;
    yMin?: number;
    yMax?: number;
    labels: string[];
  }) => <div role="img" aria-label={ariaLabel} data-y-min={yMin} data-y-max={yMax} data-labels={labels.join(',')} />,
}));

const measurements = (...weights: [string, number][]) => weights.map(([date, weight]) => ({ date, weight }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
  signInForTest();
});
afterEach(() => vi.useRealTimers());

describe('the weight summary', () => {
  it('shows the cards, the details, and a chart from the lowest − 20 to the highest + 20 kg', async () => {
    mockApi({
      'GET /summaries/weight-measurement': {
        body: {
          weight_measurements: measurements(['2026-11-01', 78.4], ['2026-11-08', 80], ['2026-11-15', 75.2]),
          weight_goal: 65,
        },
      },
    });
    renderWithProviders(<WeightSummaryView />);
    expect((await screen.findByTestId('weight-current')).textContent).toContain('75,2 kg');
    expect(screen.getByTestId('weight-goal').textContent).toContain('65 kg');
    expect(screen.getByTestId('weight-remaining').textContent).toContain('10,2 kg');
    expect(screen.getByTestId('weight-remaining').textContent).toContain('por bajar');
    const change = within(screen.getByTestId('weight-change')).getByText('−3,2 kg');
    expect(change.className).toContain('text-primary-700');

    const details = screen.getByRole('region', { name: 'Detalles' });
    const row = (label: string) => within(details).getByText(label).parentElement!.textContent;
    expect(row('Peso inicial')).toContain('78,4 kg');
    expect(row('Mediciones')).toContain('3');
    expect(row('Peso máximo')).toContain('80 kg');
    expect(row('Peso mínimo')).toContain('75,2 kg');

    const chart = screen.getByRole('img', { name: 'Evolución del peso en kilos por fecha' });
    expect(chart.dataset.yMin).toBe('55.2');
    expect(chart.dataset.yMax).toBe('100');
    expect(chart.dataset.labels).toBe('1 nov,8 nov,15 nov');
  });

  it('shows a weight gain in red', async () => {
    mockApi({
      'GET /summaries/weight-measurement': {
        body: { weight_measurements: measurements(['2026-11-01', 70], ['2026-11-15', 71.5]), weight_goal: 65 },
      },
    });
    renderWithProviders(<WeightSummaryView />);
    const change = within(await screen.findByTestId('weight-change')).getByText('+1,5 kg');
    expect(change.className).toContain('text-red-600');
  });

  it("says 'No hay mediciones de peso disponibles' without measurements", async () => {
    mockApi({ 'GET /summaries/weight-measurement': { body: { weight_measurements: [], weight_goal: 65 } } });
    renderWithProviders(<WeightSummaryView />);
    expect(await screen.findByText('No hay mediciones de peso disponibles')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'Error al cargar las mediciones de peso' when they cannot be read", async () => {
    mockApi({ 'GET /summaries/weight-measurement': { status: 404, body: { message: 'No encontrado' } } });
    renderWithProviders(<WeightSummaryView />);
    expect(screen.getByRole('status', { name: 'Cargando mediciones de peso' })).toBeTruthy();
    expect(await screen.findByText('Error al cargar las mediciones de peso')).toBeTruthy();
  });

  it("logs today's weight, typed with a comma, and reads the list again", async () => {
    let stored = measurements(['2026-11-01', 78.4]);
    const { requests } = mockApi({
      'GET /summaries/weight-measurement': () => ({ body: { weight_measurements: stored, weight_goal: 65 } }),
      'POST /logs/weight': ({ body }) => {
        const { date, weight } = body as { date: string; weight: number };
        stored = [...stored, { date, weight }];
        return { body: { date, weight } };
      },
    });
    renderWithProviders(<WeightSummaryView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar peso' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar peso' });
    const input = within(dialog).getByLabelText('Peso de hoy');
    expect((input as HTMLInputElement).value).toBe('78,4');

    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('El peso debe estar entre 30 y 300 kg')).toBeTruthy();

    fireEvent.change(input, { target: { value: '77,25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ date: '2026-11-18', weight: 77.3 });
    await waitFor(() => expect(screen.getByTestId('weight-current').textContent).toContain('77,3 kg'));
  });

  it('keeps the dialog open with the server message when the weight is refused', async () => {
    mockApi({
      'GET /summaries/weight-measurement': { body: { weight_measurements: [], weight_goal: null } },
      'POST /logs/weight': { status: 400, body: { message: 'No puedes registrar en una fecha futura' } },
    });
    renderWithProviders(<WeightSummaryView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar peso' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar peso' });
    fireEvent.change(within(dialog).getByLabelText('Peso de hoy'), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No puedes registrar en una fecha futura')).toBeTruthy();
  });
});
