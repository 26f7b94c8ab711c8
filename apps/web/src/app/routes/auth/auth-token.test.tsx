import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { useAuthStore } from '@/lib/auth-store';
import { MONTHLY_PLAN } from '@/testing/current-plan';
import { makeSessionToken, mockApi, renderWithProviders } from '@/testing/test-utils';
import { DIRECT_SALE_NEW_OBJECTIVE } from '@/testing/user-objective';

const location = () => screen.getByTestId('location').textContent;

describe('/auth/:token', () => {
  it('signs in with the link token and goes to / when onboarding is completed', async () => {
    const api = mockApi({
      'POST /auth/verify-temporary-token': { body: { token: makeSessionToken() } },
      'GET /user/objective': {
        body: {
          objective: 'lose_weight',
          diet_type: null,
          deficit: 20,
          onboarding_completed: true,
          onboarding_type: 'default',
        },
      },
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /preferences/recommendation-type': { body: { data: { recommendation_type: 'flex' } } },
    });
    renderWithProviders(<AppRoutes />, { path: '/auth/abc123' });
    await screen.findByRole('heading', { name: 'Resumen diario' }, { timeout: 3000 });
    expect(location()).toBe('/');
    expect(api.requests.filter((r) => r.path === '/auth/verify-temporary-token').map((r) => r.body)).toEqual([
      { token: 'abc123' },
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('goes to onboarding when it is not completed', async () => {
    mockApi({
      'POST /auth/verify-temporary-token': { body: { token: makeSessionToken() } },
      'GET /user/objective': { body: DIRECT_SALE_NEW_OBJECTIVE },
    });
    renderWithProviders(<AppRoutes />, { path: '/auth/abc123' });
    await screen.findByRole('heading', { name: 'Solo toma 1 minuto' });
    expect(location()).toBe('/select-style/direct_sale');
  });

  it('says the token failed and goes to /login after 3 seconds', async () => {
    mockApi({
      'POST /auth/verify-temporary-token': { status: 401, body: { message: 'El enlace no es válido o ha expirado' } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<AppRoutes />, { path: '/auth/expired' });
    expect(await screen.findByText('Error al verificar el token')).toBeTruthy();
    expect(screen.getByText('Redireccionando a la página de inicio...')).toBeTruthy();
    expect(location()).toBe('/auth/expired');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await screen.findByRole('heading', { name: 'Inicia sesión' });
    expect(location()).toBe('/login');
  });

  it("says 'Token no proporcionado' without a token", async () => {
    mockApi({});
    renderWithProviders(<AppRoutes />, { path: '/auth' });
    expect(await screen.findByText('Token no proporcionado')).toBeTruthy();
    expect(screen.getByText('Redireccionando a la página de inicio...')).toBeTruthy();
  });
});
