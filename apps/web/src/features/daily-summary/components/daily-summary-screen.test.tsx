import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { todayLocal } from '../utils/dates';
import { addDays } from '@nutricoach/core/rules/week';
import { formatDayLabel, formatLongDate } from '../utils/format';
import { DailySummaryScreen } from './daily-summary-screen';

// The tour has its own test.
vi.mock('../hooks/use-daily-tour', () => ({ useDailyTour: () => {} }));

const summary = {
  summary: {
    consumed: { calories: 420, protein: 18.5, fat: 9, carbs: 68 },
    ideal: { calories: 1628, protein: 122, fat: 54, carbs: 163 },
  },
  weight: 77.4,
  logs: [
    {
      _id: 'm1',
      date: '2026-05-14',
      meal_type: 'breakfast',
      description: 'Avena con plátano',
      calories: 420,
      protein: 18.5,
      fat: 9,
      carbs: 68,
      image_url: 'https://example.com/avena.jpg',
      items: [],
      plan_meal: null,
      created_at: '2026-05-14T12:00:00.000Z',
    },
  ],
  training: [
    {
      _id: 't1',
      date: '2026-05-14',
      description: 'Carrera',
      duration: 5.5,
      units: 'kilometers',
      calories: 400,
      strava_activity_id: '987',
      created_at: '2026-05-14T13:00:00.000Z',
    },
  ],
};
const week = {
  daily: [
    {
      date: '',
      actions: { login: true, breakfast: true, lunch: false, dinner: false, weight: true, training: true },
      goals: { calories: false, fat: false, carbs: true, protein: false },
      points: 5,
    },
  ],
};

function renderScreen(
  handlers: Parameters<typeof mockApi>[0],
  recommendationType: 'strict' | 'flex' = 'flex',
  path = '/daily-summary',
) {
  signInForTest();
  const api = mockApi({
    'GET /summaries/daily': { body: summary },
    'GET /user/points/summary': { body: { daily: 5, weekly: 23 } },
    ...handlers,
  });
  const rendered = renderWithProviders(
    <DailySummaryScreen recommendationType={recommendationType} coachNumber="51999999999" />,
    { path },
  );
  return Object.assign(api, { unmount: rendered.unmount });
}

describe('the daily summary screen (docs/product.md §2.6)', () => {
  it('shows the four cards, the gauges, the checklist and both lists', async () => {
    renderScreen({});
    expect(await screen.findByText('Avena con plátano')).toBeTruthy();
    expect(screen.getByText('de 1628 kcal')).toBeTruthy();
    const points = screen.getByRole('button', { name: /Puntos de hoy/ });
    expect(points.textContent).toContain('5/10');
    expect(screen.getByRole('link', { name: /Compromiso semanal/ }).getAttribute('href')).toBe('/seguimiento-semanal');
    expect(screen.getByRole('link', { name: /Compromiso semanal/ }).textContent).toContain('23/70');
    expect(screen.getByRole('button', { name: /Peso de hoy/ }).textContent).toContain('77,4kg');
    expect(screen.getByRole('img', { name: 'Proteína: 15 %' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grasa: 17 %' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Carbohidratos: 42 %' })).toBeTruthy();
    expect(screen.getByText('19/122 g')).toBeTruthy();
    // The photo loads lazily in a fixed square.
    const photo = document.querySelector('img[src="https://example.com/avena.jpg"]')!;
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.className).toContain('aspect-square');
    // Kilometres, and the mark of a workout synced from Strava.
    expect(screen.getByText('5,5 km')).toBeTruthy();
    expect(screen.getByText('Sincronizado con Strava')).toBeTruthy();
  });

  it('shows a meal logged by WhatsApp when the app comes back to the front (issue 29)', async () => {
    let day = summary;
    const api = renderScreen({ 'GET /summaries/daily': () => ({ body: day }) });
    expect(await screen.findByText('Avena con plátano')).toBeTruthy();
    const asked = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/summaries/daily').length;
    await waitFor(() => expect(asked()).toBe(2)); // today, and yesterday for 'Copiar … de ayer'
    const chatMeal = { ...summary.logs[0]!, _id: 'm2', meal_type: 'lunch', description: 'Lomo saltado (chat)' };
    day = { ...summary, logs: [...summary.logs, chatMeal] };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Lomo saltado (chat)')).toBeTruthy();
    expect(asked()).toBe(4);
    focusManager.setFocused(undefined);
  });

  it("shows a dash on the weight card when the day has no weight, and the lists' empty texts", async () => {
    renderScreen({ 'GET /summaries/daily': { body: { ...summary, weight: null, logs: [], training: [] } } });
    expect(await screen.findByText('No hay comidas registradas hoy')).toBeTruthy();
    expect(screen.getByText('No hay ejercicios registrados hoy')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Peso de hoy/ }).textContent).toContain('—');
  });

  it('shows the real percent and the excess above the ideal, not 100 % at 146 % (issue 29)', async () => {
    renderScreen({
      'GET /summaries/daily': {
        body: {
          ...summary,
          summary: {
            consumed: { calories: 1799, protein: 178, fat: 30, carbs: 150 },
            ideal: { calories: 1514, protein: 122, fat: 54, carbs: 163 },
          },
        },
      },
    });
    expect(await screen.findByText('285 kcal por encima')).toBeTruthy();
    const protein = screen.getByRole('img', { name: 'Proteína: 146 %, 56 g por encima de tu ideal' });
    expect(protein.textContent).toContain('146%');
    expect(screen.getByText('56 g por encima')).toBeTruthy();
    // Below the ideal nothing is said: fat at 56 %.
    expect(screen.getByRole('img', { name: 'Grasa: 56 %' })).toBeTruthy();
    expect(screen.getAllByText(/por encima$/)).toHaveLength(2);
  });

  it('says which day has no meals or workouts on a past day, not "hoy" (issue 29)', async () => {
    const empty = { 'GET /summaries/daily': { body: { ...summary, weight: null, logs: [], training: [] } } };
    const yesterday = addDays(todayLocal(), -1);
    const { unmount } = renderScreen(empty, 'flex', `/daily-summary?date=${yesterday}`);
    expect(await screen.findByText('No hay comidas registradas ayer')).toBeTruthy();
    expect(screen.getByText('No hay ejercicios registrados ayer')).toBeTruthy();
    unmount();
    const earlier = addDays(todayLocal(), -3);
    renderScreen(empty, 'flex', `/daily-summary?date=${earlier}`);
    const day = formatDayLabel(earlier, todayLocal());
    expect(await screen.findByText(`No hay comidas registradas el ${day}`)).toBeTruthy();
    expect(screen.getByText(`No hay ejercicios registrados el ${day}`)).toBeTruthy();
    expect(screen.queryByText(/registrad[ao]s hoy/)).toBeNull();
  });

  it("says 'Error al cargar el resumen diario' when the day cannot be read, and retries", async () => {
    let calls = 0;
    renderScreen({
      'GET /summaries/daily': () => (++calls === 1 ? { status: 404, body: { message: 'x' } } : { body: summary }),
    });
    expect(await screen.findByText('Error al cargar el resumen diario')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Avena con plátano')).toBeTruthy();
  });

  it("says 'No hay datos disponibles' when the server answers no day at all", async () => {
    renderScreen({ 'GET /summaries/daily': { body: null } });
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
  });

  it("says 'Error al cargar los puntos' on both points cards when the points cannot be read", async () => {
    renderScreen({ 'GET /user/points/summary': { status: 404, body: { message: 'x' } } });
    await screen.findByText('Avena con plátano');
    await waitFor(() => expect(screen.getAllByText('Error al cargar los puntos')).toHaveLength(2));
  });

  it('opens the day detail from the points card, with its own loading and error', async () => {
    const api = renderScreen({ 'GET /user/points/week': { status: 404, body: { message: 'x' } } });
    fireEvent.click(await screen.findByRole('button', { name: /Puntos de hoy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del día' });
    expect(await within(dialog).findByText('Error al cargar el detalle del día')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/user/points/week')).toBe(true);
  });

  it('shows the date, the points and a tick per action and goal in the day detail', async () => {
    const today = todayLocal();
    renderScreen({ 'GET /user/points/week': { body: { daily: [{ ...week.daily[0], date: today }] } } });
    fireEvent.click(await screen.findByRole('button', { name: /Puntos de hoy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del día' });
    await within(dialog).findByText('Acciones');
    expect(within(dialog).getByText(formatLongDate(today))).toBeTruthy();
    expect(dialog.textContent).toContain('5/10');
    const tick = (label: string) => within(dialog).getByText(label, { exact: true }).parentElement!.textContent;
    expect(tick('Inicio de sesión')).toContain('cumplido');
    expect(tick('Desayuno')).toContain('cumplido');
    expect(tick('Cena')).toContain('pendiente');
    expect(tick('Entrenamiento')).toContain('cumplido');
    expect(tick('Carbohidratos')).toContain('cumplido');
    expect(tick('Calorías')).toContain('pendiente');
  });

  it("shows 'Recuerda generar tu plan semanal aquí' only for a strict plan not generated yet", async () => {
    renderScreen(
      {
        'GET /diet-plates/strict-generated': { body: { data: { is_generated: false, recommendation_type: 'strict' } } },
      },
      'strict',
    );
    const banner = await screen.findByRole('link', { name: 'Recuerda generar tu plan semanal aquí' });
    expect(banner.getAttribute('href')).toBe('/strict-menu');
  });

  it('hides the banner silently when the check fails, and never asks for a flexible plan', async () => {
    renderScreen({ 'GET /diet-plates/strict-generated': { status: 500, body: {} } }, 'strict');
    await screen.findByText('Avena con plátano');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Recuerda generar tu plan semanal aquí')).toBeNull();

    const flex = renderScreen({});
    await screen.findAllByText('Avena con plátano');
    expect(flex.requests.some((r) => r.path === '/diet-plates/strict-generated')).toBe(false);
  });

  it('asks before deleting and says so when the delete fails', async () => {
    const api = renderScreen({ 'DELETE /logs/nutrition/m1': { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: /^Eliminar desayuno/ }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este registro de comida?' });
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await within(confirm).findByText('Error al eliminar el registro')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/logs/nutrition/m1']);
  });

  it("shows the nutritionist's comments under their meal and at the day's level (issue 33)", async () => {
    const comment = (id: string, nutritionLogId: string | null, text: string) => ({
      id,
      date: '2026-05-14',
      nutrition_log_id: nutritionLogId,
      text,
      author_name: 'Lic. María Quispe',
      created_at: '2026-05-14T18:00:00.000Z',
    });
    renderScreen({
      'GET /user/comments': {
        body: { comments: [comment('k1', 'm1', 'Buen desayuno, suma una fruta'), comment('k2', null, 'Gran día')] },
      },
    });
    const cards = await screen.findAllByTestId('nutritionist-comment');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Buen desayuno, suma una fruta'),
      expect.stringContaining('Gran día'),
    ]);
    expect(cards[0]!.textContent).toContain('Comentario de tu nutricionista');
    expect(cards[0]!.textContent).toContain('Lic. María Quispe');
    // The meal's comment is in the meal's row.
    expect(screen.getAllByTestId('meal-log')[0]!.contains(cards[0]!)).toBe(true);
  });

  it('shows no comment card without a nutritionist', async () => {
    renderScreen({ 'GET /user/comments': { body: { comments: [] } } });
    expect(await screen.findByText('Avena con plátano')).toBeTruthy();
    expect(screen.queryByTestId('nutritionist-comment')).toBeNull();
  });
});
