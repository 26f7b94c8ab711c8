import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { AUTH_STORAGE_KEY, useAuthStore } from '@/lib/auth-store';
import { MONTHLY_PLAN } from '@/testing/current-plan';
import { mainMenuEntries } from '@/testing/menu';
import { type FakeResponse, mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { AppRoutes } from '../app-routes';

const expiredPlan = { ...MONTHLY_PLAN, status: 'expired', plan_type: 'trial', is_trial: true };
const flex = { data: { recommendation_type: 'flex' } };
const strict = { data: { recommendation_type: 'strict' } };
const finished = {
  objective: 'lose_weight',
  diet_type: 'smart_balanced',
  deficit: 20,
  onboarding_completed: true,
  onboarding_type: 'default',
};
const unfinished = { ...finished, diet_type: null, deficit: null, onboarding_completed: false };

const location = () => screen.getByTestId('location').textContent;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('route guards', () => {
  it('sends a signed-out user to /login', async () => {
    mockApi({});
    renderWithProviders(<AppRoutes />, { path: '/weekly-summary' });
    await heading('Inicia sesión');
    expect(location()).toBe('/login');
  });

  it('lets a signed-out user open /restriction', async () => {
    mockApi({});
    renderWithProviders(<AppRoutes />, { path: '/restriction' });
    await heading('Alergias y estilo de alimentación');
    expect(location()).toBe('/restriction');
  });

  it('sends a signed-in user from /login to /daily-summary', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': { body: finished },
      'GET /preferences/recommendation-type': { body: flex },
    });
    renderWithProviders(<AppRoutes />, { path: '/login' });
    await heading('Resumen diario');
    expect(location()).toBe('/daily-summary');
  });

  it('opens a screen inside the shell with an active plan', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': { body: finished },
      'GET /preferences/recommendation-type': { body: strict },
      'GET /challenges': { body: { available: [], active: [], completed: [], total_points: 0 } },
    });
    renderWithProviders(<AppRoutes />, { path: '/challenges' });
    await heading('Retos');
    await screen.findByRole('heading', { level: 2, name: 'Retos Activos' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await within(nav).findByRole('link', { name: 'Plan semanal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(mainMenuEntries('Plan semanal'));
    expect(within(nav).getByRole('link', { name: 'Mis logros' }).getAttribute('href')).toBe('/commitment-level');
    expect(within(nav).getByRole('link', { name: 'Retos' }).getAttribute('href')).toBe('/challenges');
    const account = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Perfil', '/profile'],
      ['Objetivos', '/objectives'],
      ['Mi suscripción', '/subscription'],
      ['Referidos', '/referrals'],
    ]);
  });

  it("keeps 'Mi suscripción' and 'Referidos' open in the menu when the plan is not active, and blocks the rest", async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: expiredPlan },
      'GET /preferences/recommendation-type': { body: flex },
    });
    renderWithProviders(<AppRoutes />, { path: '/referrals' });
    await heading('Referidos');
    const account = screen.getByRole('navigation', { name: 'Tu cuenta' });
    const entry = (name: string) => within(account).getByRole('link', { name });
    expect(entry('Perfil').getAttribute('aria-disabled')).toBe('true');
    expect(entry('Objetivos').getAttribute('aria-disabled')).toBe('true');
    expect(entry('Mi suscripción').getAttribute('aria-disabled')).toBeNull();
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getByRole('link', { name: 'Retos' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(entry('Mi suscripción'));
    await heading('Suscripción');
    expect(location()).toBe('/subscription');
  });

  it('shows Menú de alimentos when the recommendation type is flex or cannot be read', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': { body: finished },
      'GET /preferences/recommendation-type': { status: 404, body: { message: 'No encontrado' } },
    });
    renderWithProviders(<AppRoutes />, { path: '/daily-summary' });
    const link = await screen.findByRole('link', { name: 'Menú de alimentos' });
    expect(link.getAttribute('href')).toBe('/flex-menu');
  });

  it('sends a user whose plan is not active to /subscription and blocks the bottom bar but Referidos', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: expiredPlan },
      'GET /preferences/recommendation-type': { body: flex },
    });
    renderWithProviders(<AppRoutes />, { path: '/profile' });
    await heading('Suscripción');
    expect(location()).toBe('/subscription');
    expect(screen.getByText('Tu suscripción ha expirado')).toBeTruthy();
    // What /profile would have given them about their data is here (docs/account-data.md).
    const account = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(within(account).getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(within(account).getByRole('button', { name: 'Eliminar mi cuenta' })).toBeTruthy();

    const bottomBar = screen.getByRole('navigation', { name: 'Navegación inferior' });
    const item = (name: string) => within(bottomBar).getByRole('link', { name });
    expect(item('Inicio').getAttribute('aria-disabled')).toBe('true');
    expect(item('Perfil').getAttribute('aria-disabled')).toBe('true');
    expect(item('Referidos').getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(item('Perfil'));
    expect(location()).toBe('/subscription');
    fireEvent.click(item('Referidos'));
    await heading('Referidos');
    expect(location()).toBe('/referrals');
  });

  it('lets a user whose plan is not active stay on /referrals', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: { ...MONTHLY_PLAN, status: 'canceled' } } });
    renderWithProviders(<AppRoutes />, { path: '/referrals' });
    await heading('Referidos');
    expect(location()).toBe('/referrals');
  });

  it('logs out and goes to /login on a 401', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { status: 401, body: { message: 'Sesión expirada' } } });
    renderWithProviders(<AppRoutes />, { path: '/daily-summary' });
    await heading('Inicia sesión');
    expect(location()).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toEqual({
        token: null,
        user: null,
        isAuthenticated: false,
      }),
    );
  });

  it("logs out with 'Cerrar sesión'", async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': { body: finished },
      'GET /preferences/recommendation-type': { body: flex },
    });
    renderWithProviders(<AppRoutes />, { path: '/daily-summary' });
    await heading('Resumen diario');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await heading('Inicia sesión');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('the onboarding guard', () => {
  it('sends a signed-in user whose onboarding is not completed from / to the onboarding', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: MONTHLY_PLAN }, 'GET /user/objective': { body: unfinished } });
    renderWithProviders(<AppRoutes />, { path: '/' });
    await heading('Solo toma 1 minuto');
    expect(location()).toBe('/select-style/default');
  });

  it('sends them from any shell screen to the onboarding of their type', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': { body: { ...unfinished, onboarding_type: 'direct_sale' } },
    });
    renderWithProviders(<AppRoutes />, { path: '/challenges' });
    await heading('Solo toma 1 minuto');
    expect(location()).toBe('/select-style/direct_sale');
    expect(screen.queryByRole('heading', { level: 1, name: 'Retos' })).toBeNull();
  });

  it('shows a spinner, not the screen, while the objective loads', async () => {
    signInForTest();
    let answer!: (response: FakeResponse) => void;
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /user/objective': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AppRoutes />, { path: '/challenges' });
    await screen.findByRole('status', { name: 'Cargando…' });
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer({ body: unfinished });
    await heading('Solo toma 1 minuto');
    expect(location()).toBe('/select-style/default');
  });

  it.each([
    ['/subscription', 'Suscripción'],
    ['/referrals', 'Referidos'],
  ])('lets a user whose onboarding is not completed open %s', async (path, title) => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: MONTHLY_PLAN }, 'GET /user/objective': { body: unfinished } });
    renderWithProviders(<AppRoutes />, { path });
    await heading(title);
    expect(location()).toBe(path);
  });

  it('sends a user whose plan is not active to /subscription even with the onboarding not completed', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: expiredPlan }, 'GET /user/objective': { body: unfinished } });
    renderWithProviders(<AppRoutes />, { path: '/daily-summary' });
    await heading('Suscripción');
    expect(location()).toBe('/subscription');
  });

  it('sends a user whose plan is not active from /select-style to /subscription', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: expiredPlan }, 'GET /user/objective': { body: unfinished } });
    renderWithProviders(<AppRoutes />, { path: '/select-style/default' });
    await heading('Suscripción');
    expect(location()).toBe('/subscription');
  });

  it('sends a user whose trial ends mid-onboarding (a 402) to /subscription', async () => {
    signInForTest();
    let planReads = 0;
    mockApi({
      'GET /payments/current-plan': () => ({ body: ++planReads === 1 ? MONTHLY_PLAN : expiredPlan }),
      'GET /user/objective': { body: unfinished },
      'GET /user/plan': { status: 402, body: { message: 'Tu plan no está activo.', code: 'PLAN_INACTIVE' } },
    });
    renderWithProviders(<AppRoutes />, { path: '/select-style/default' });
    await heading('Solo toma 1 minuto');
    expect(planReads).toBe(1);
    // Any call of the flow that meets the 402 will do (the browser test goes through the form).
    await api.get('/user/plan').catch(() => {});
    await heading('Suscripción');
    expect(location()).toBe('/subscription');
    expect(planReads).toBe(2);
  });

  it('opens the screen and logs the failure when the objective cannot be read (no answer from the network)', async () => {
    signInForTest();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /payments/current-plan': { body: MONTHLY_PLAN },
      'GET /preferences/recommendation-type': { body: flex },
      'GET /user/objective': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<AppRoutes />, { path: '/challenges' });
    // Two retries (1 s, then 2 s) come first.
    await screen.findByRole('heading', { level: 1, name: 'Retos' }, { timeout: 10_000 });
    expect(location()).toBe('/challenges');
    // Logged by an effect, which runs just after the screen is drawn (lib/use-query.ts: a first answer
    // is drawn as a transition).
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'No se pudo leer si completaste el onboarding',
        expect.objectContaining({ code: 'NETWORK_ERROR' }),
      ),
    );
    logged.mockRestore();
  });
});
