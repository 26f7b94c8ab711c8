import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { WeeklySummaryView } from './weekly-summary-view';

vi.mock('@/components/ui/line-chart', () => ({
  LineChart: ({
    ariaLabel,
    labels,
    series,
  }: {
    ariaLabel: string;
    labels: string[];
    series: { label: string; data: (number | null)[] }[];
  }) => (
    <div
      role="img"
      aria-label={ariaLabel}
      data-labels={labels.join(',')}
      data-consumed={JSON.stringify(series[0]?.data)}
    />
  ),
}));

const ideal = { calories: 1628, protein: 122, fat: 54, carbs: 163 };
const zero = { calories: 0, protein: 0, fat: 0, carbs: 0 };

function week(start: string) {
  const day = Number(start.slice(8));
  return {
    week_start: start,
    week_end: `${start.slice(0, 8)}${String(day + 6).padStart(2, '0')}`,
    first_day: '2020-01-01',
    daily_summaries: Array.from({ length: 7 }, (_, i) => ({
      date: `${start.slice(0, 8)}${String(day + i).padStart(2, '0')}`,
      consumed: i === 0 ? { calories: 1500, protein: 100, fat: 50, carbs: 150 } : zero,
      ideal,
    })),
  };
}

/** The ?date= of every weekly summary call made. */
const requestedDates = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('date'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0)); // Wednesday 18 November 2026
  signInForTest();
});
afterEach(() => vi.useRealTimers());

describe('the weekly summary', () => {
  it("titles today's week in Spanish and draws the four nutrients Monday to Sunday", async () => {
    const { fetchMock } = mockApi({ 'GET /summaries/weekly': { body: week('2026-11-16') } });
    renderWithProviders(<WeeklySummaryView />, { path: '/weekly-summary' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semana del 16 al 22 de noviembre');
    for (const name of ['Calorías', 'Proteína', 'Grasa', 'Carbohidratos']) {
      expect(await screen.findByRole('img', { name: new RegExp(`^${name}: consumido frente a ideal`) })).toBeTruthy();
    }
    const calories = screen.getByRole('img', { name: /^Calorías/ });
    expect(calories.dataset.labels).toBe('Lun,Mar,Mié,Jue,Vie,Sáb,Dom');
    // Thursday to Sunday have not come yet: no point rather than a zero.
    expect(JSON.parse(calories.dataset.consumed!)).toEqual([1500, 0, 0, null, null, null, null]);
    expect(requestedDates(fetchMock)).toEqual(['2026-11-16']);
  });

  it("shows the title and each nutrient's averages before the charts, which load when the page is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      mockApi({ 'GET /summaries/weekly': { body: week('2026-11-16') } });
      renderWithProviders(<WeeklySummaryView />, { path: '/weekly-summary' });
      const calories = await screen.findByRole('heading', { name: 'Calorías' });
      expect(calories.parentElement?.textContent).toContain('Ideal 1628 kcal');
      expect(screen.queryAllByRole('img')).toHaveLength(0);

      act(() => {
        for (const callback of idle) callback();
      });
      // One chart per frame, the first as soon as Chart.js is there.
      expect(await screen.findAllByRole('img')).not.toHaveLength(0);
      await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves to the previous week and back, and never past the current one', async () => {
    const { fetchMock } = mockApi({
      'GET /summaries/weekly': () => ({ body: week(requestedDates(fetchMock).at(-1)!) }),
    });
    renderWithProviders(<WeeklySummaryView />, { path: '/weekly-summary' });
    const next = screen.getByRole('button', { name: 'Semana siguiente' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semana del 9 al 15 de noviembre');
    expect(screen.getByText('Semana pasada')).toBeTruthy();
    await waitFor(() => expect(requestedDates(fetchMock)).toContain('2026-11-09'));
    expect(next.disabled).toBe(false);

    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semana del 16 al 22 de noviembre');
    expect(next.disabled).toBe(true);
  });

  it('shows the current week for a date in the future', () => {
    mockApi({ 'GET /summaries/weekly': { body: week('2026-11-16') } });
    renderWithProviders(<WeeklySummaryView />, { path: '/weekly-summary?date=2027-01-10' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semana del 16 al 22 de noviembre');
  });

  it('shows a loading state, then the error of docs/product.md §8 when the week cannot be read', async () => {
    mockApi({ 'GET /summaries/weekly': { status: 500, body: { message: 'Error interno' } } });
    renderWithProviders(<WeeklySummaryView />, { path: '/weekly-summary' });
    expect(screen.getByRole('status', { name: 'Cargando resumen semanal' })).toBeTruthy();
    expect(await screen.findByText('Error al cargar el resumen semanal', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
