import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daySummaryWith } from '@/testing/strict-plan';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { Component as ProHome } from './pro';
import { CLIENT_NOT_FOUND, Component as ProClient } from './pro-client';

const professional = {
  id: 'p1',
  name: 'Lic. María Quispe',
  license_number: null,
  country: 'pe',
  created_at: '2026-11-27T10:00:00Z',
};
const client = (over: Record<string, unknown>) => ({
  id: 'c1',
  name: 'Ana Torres',
  since: '2026-11-20T15:00:00.000Z',
  last_log_date: '2026-11-27',
  days_logged_7d: 6,
  window_days_7d: 7,
  meals_per_day_7d: 3,
  weight_trend_kg_per_week: -0.4,
  ideal_calories: 1628,
  avg_calories_7d: 1540,
  needs_attention: false,
  attention_reasons: [],
  ...over,
});

describe('/pro (issue 33)', { timeout: 15_000 }, () => {
  it('asks for the profile when GET /pro/profile is 404, and creates it', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /pro/profile': { status: 404, body: { message: 'Aún no tienes perfil profesional.' } },
      'GET /user/info': { body: { personal_info: null, country: 'mx' } },
      'POST /pro/profile': { status: 201, body: { professional } },
      'GET /pro/clients': { body: { clients: [] } },
    });
    renderWithProviders(<ProHome />);
    fireEvent.change(await screen.findByLabelText('Tu nombre profesional'), { target: { value: 'Lic. María Quispe' } });
    await waitFor(() => expect((screen.getByLabelText('País') as HTMLSelectElement).value).toBe('mx'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi perfil profesional' }));
    expect(await screen.findByText('Aún no tienes clientes')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Lic. María Quispe', country: 'mx' });
  });

  it("lists the clients in the server's order with the reasons for attention, and makes an invite to send", async () => {
    signInForTest();
    mockApi({
      'GET /pro/profile': { body: { professional } },
      'GET /user/info': { body: { personal_info: null, country: 'pe' } },
      'GET /pro/clients': {
        body: {
          clients: [
            client({
              id: 'c2',
              name: 'Luis Rojas',
              needs_attention: true,
              attention_reasons: ['Sin registros hace 3 días'],
              last_log_date: null,
              avg_calories_7d: null,
            }),
            client({}),
            // Joined two days ago; joined today.
            client({ id: 'c3', name: 'Marta Díaz', days_logged_7d: 1, window_days_7d: 2 }),
            client({ id: 'c4', name: 'Pedro Gil', days_logged_7d: 0, window_days_7d: 0 }),
          ],
        },
      },
      'POST /pro/invites': {
        status: 201,
        body: {
          invite: {
            code: 'ABCD2345',
            url: 'https://app.example/nutricionista/ABCD2345',
            expires_at: '2026-12-04T10:00:00Z',
          },
        },
      },
    });
    renderWithProviders(<ProHome />);
    const rows = await screen.findAllByTestId('pro-client');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Luis Rojas',
      'Ana Torres',
      'Marta Díaz',
      'Pedro Gil',
    ]);
    // Days with a meal out of the complete days counted: 7, or those since the client joined.
    const daysLogged = (row: HTMLElement) =>
      within(row).getByText('Días con registro (7 d)').nextElementSibling?.textContent;
    expect(rows.map(daysLogged)).toEqual(['6 de 7', '6 de 7', '1 de 2', '—']);
    expect(rows[0]!.textContent).toContain('Necesita atención');
    expect(rows[0]!.textContent).toContain('Sin registros hace 3 días');
    expect(rows[1]!.textContent).toContain('1540 / 1628 kcal');
    // No meal on the last 7 complete days: no average, the ideal still shown.
    expect(rows[0]!.textContent).toContain('— / 1628 kcal');
    expect(rows[1]!.textContent).toContain('−0,4 kg/sem');
    expect(rows[0]!.getAttribute('href')).toBe('/pro/clientes/c2');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar cliente' }));
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
    const whatsapp = screen.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain('https://app.example/nutricionista/ABCD2345');
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeTruthy();
  });
});

describe('/pro/clientes/:id (issue 33)', { timeout: 15_000 }, () => {
  it('says the client is not found once they stopped sharing (404)', async () => {
    signInForTest();
    mockApi({ 'GET /pro/clients/c1': { status: 404, body: { message: 'Cliente no encontrado.' } } });
    renderWithProviders(<ProClient />, { path: '/pro/clientes/c1', routePath: '/pro/clientes/:id' });
    expect(await screen.findByRole('heading', { name: CLIENT_NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a tus clientes' }).getAttribute('href')).toBe('/pro');
  });

  it("starts the targets form from the day's ideal when the day answers after the targets (it opened empty)", async () => {
    signInForTest();
    const later = <T,>(body: T) => new Promise<{ body: T }>((resolve) => setTimeout(() => resolve({ body }), 300));
    const day = daySummaryWith([], 1628);
    day.summary.ideal = { calories: 1628, protein: 122, fat: 54, carbs: 163 };
    mockApi({
      'GET /pro/clients/c1': {
        body: {
          client: {
            id: 'c1',
            name: 'Ana Torres',
            since: '2026-11-20T15:00:00.000Z',
            objective: 'lose_weight',
            goal_weight_kg: 65,
            start_weight_kg: 78,
            country: 'pe',
          },
        },
      },
      'GET /pro/clients/c1/targets': { body: { targets: null, history: [] } },
      'GET /pro/clients/c1/summaries/daily': () => later(day),
      'GET /pro/clients/c1/comments': { body: { comments: [] } },
      'GET /pro/clients/c1/messages': { body: { messages: [] } },
      'GET /pro/clients/c1/notes': { body: { notes: { text: '', updated_at: null } } },
    });
    renderWithProviders(<ProClient />, { path: '/pro/clientes/c1', routePath: '/pro/clientes/:id' });
    const calories = (await screen.findByLabelText('Calorías', {}, { timeout: 3000 })) as HTMLInputElement;
    expect(calories.value).toBe('1628');
    expect((screen.getByLabelText('Proteína') as HTMLInputElement).value).toBe('122');
  });

  it("starts the targets form from today's ideal when a past day is open", async () => {
    signInForTest();
    const today = daySummaryWith([], 1628);
    today.summary.ideal = { calories: 1628, protein: 122, fat: 54, carbs: 163 };
    const pastDay = daySummaryWith([], 1900);
    pastDay.summary.ideal = { calories: 1900, protein: 140, fat: 63, carbs: 190 };
    const { requests } = mockApi({
      'GET /pro/clients/c1': {
        body: {
          client: {
            id: 'c1',
            name: 'Ana Torres',
            since: '2026-11-01T15:00:00.000Z',
            objective: 'lose_weight',
            goal_weight_kg: 65,
            start_weight_kg: 78,
            country: 'pe',
          },
        },
      },
      'GET /pro/clients/c1/targets': { body: { targets: null, history: [] } },
      'GET /pro/clients/c1/summaries/daily': (request) => ({
        body: request.query.get('date') === '2026-11-10' ? pastDay : today,
      }),
      'GET /pro/clients/c1/comments': { body: { comments: [] } },
      'GET /pro/clients/c1/messages': { body: { messages: [] } },
      'GET /pro/clients/c1/notes': { body: { notes: { text: '', updated_at: null } } },
    });
    renderWithProviders(<ProClient />, { path: '/pro/clientes/c1?date=2026-11-10', routePath: '/pro/clientes/:id' });
    const calories = (await screen.findByLabelText('Calorías', {}, { timeout: 3000 })) as HTMLInputElement;
    expect(calories.value).toBe('1628');
    expect((screen.getByLabelText('Proteína') as HTMLInputElement).value).toBe('122');
    // The open day is still the past one.
    expect(
      requests.some((r) => r.path === '/pro/clients/c1/summaries/daily' && r.query.get('date') === '2026-11-10'),
    ).toBe(true);
  });
});
