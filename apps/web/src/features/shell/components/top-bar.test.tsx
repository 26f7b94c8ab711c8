import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { TopBar } from './top-bar';

const HOUR = 3_600_000;

function plan(overrides: Record<string, unknown>) {
  return {
    status: 'active',
    plan_type: 'monthly',
    name: 'Mensual',
    is_trial: false,
    current_period_end: '2026-08-15T12:00:00.000Z',
    cancel_at_period_end: false,
    ...overrides,
  };
}

describe('the top bar plan line', () => {
  it("shows the trial's days left and a 'Contratar' link to /subscription", async () => {
    signInForTest();
    const end = new Date(Date.now() + 5 * 24 * HOUR + HOUR).toISOString();
    mockApi({
      'GET /payments/current-plan': {
        body: plan({ plan_type: 'trial', name: 'Prueba', is_trial: true, current_period_end: end }),
      },
    });
    renderWithProviders(<TopBar blocked={false} />);
    expect(await screen.findByText('Periodo de prueba - 5 días restantes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contratar' }).getAttribute('href')).toBe('/subscription');
  });

  it('counts hours in the last 48 hours of the trial', async () => {
    signInForTest();
    const end = new Date(Date.now() + 30 * HOUR + 60_000).toISOString();
    mockApi({
      'GET /payments/current-plan': { body: plan({ plan_type: 'trial', is_trial: true, current_period_end: end }) },
    });
    renderWithProviders(<TopBar blocked={false} />);
    expect(await screen.findByText('Periodo de prueba - 30 horas restantes')).toBeTruthy();
  });

  it('shows the next billing date as dd/mm/yyyy on a paid plan, without Contratar', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: plan({ current_period_end: '2026-08-15T12:00:00.000Z' }) } });
    renderWithProviders(<TopBar blocked={false} />);
    expect(await screen.findByText('Próxima facturación: 15/08/2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contratar' })).toBeNull();
  });

  it('greets the user by first name', async () => {
    signInForTest({ name: 'José Luis Pérez' });
    mockApi({ 'GET /payments/current-plan': { body: plan({}) } });
    renderWithProviders(<TopBar blocked={false} />);
    expect(screen.getByText('¡Hola, José!')).toBeTruthy();
  });

  it('greets the user by the name the onboarding stored: the session has none (issue 29)', async () => {
    signInForTest({ name: '' });
    mockApi({
      'GET /payments/current-plan': { body: plan({}) },
      'GET /user/info': {
        body: { personal_info: { name: 'Lucía Fernanda', age: 45, gender: 'female', height: 163, weight: 82.5 } },
      },
    });
    renderWithProviders(<TopBar blocked={false} />);
    expect(await screen.findByText('¡Hola, Lucía!')).toBeTruthy();
  });

  it('says until when a cancelled paid plan lasts instead of a next billing date', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: plan({ cancel_at_period_end: true }) } });
    renderWithProviders(<TopBar blocked={false} />);
    expect(await screen.findByText('Plan activo hasta: 15/08/2026')).toBeTruthy();
    expect(screen.queryByText(/Próxima facturación/)).toBeNull();
  });
});
