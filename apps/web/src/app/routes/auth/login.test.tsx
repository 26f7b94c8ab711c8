import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { useAuthStore } from '@/lib/auth-store';
import { makeSessionToken, mockApi, renderWithProviders } from '@/testing/test-utils';
import { DIRECT_SALE_NEW_OBJECTIVE } from '@/testing/user-objective';

const activePlan = {
  status: 'active',
  plan_type: 'trial',
  name: 'Prueba',
  is_trial: true,
  current_period_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
};

// The screen, its code step and onboarding's first screen are lazy chunks, which vitest transforms
// on their first import: in a full run, with the other worker transforming its own files, the
// file's first test waited over 15 s for that (later tests: 0.1 s). Transformed here, the tests
// time the app, not the transform.
beforeAll(async () => {
  await import('@/app/routes/auth/login');
  await import('@/features/auth/components/code-step');
  await import('@/app/routes/onboarding/select-style');
}, 120_000);

// The file's first sign-in is cold: the first render, the code step's lazy boundary (React holds a
// fallback for at least 300 ms) and jsdom's first role queries. Alone it takes 0.8 s, 1.6 s with the
// two cores shared by eight busy processes; CI twice ran past 5 s here (a loaded host stalls a worker
// for seconds: one local run under that load waited 20 s). A missing screen still fails the test.
const COLD = { timeout: 15_000 };

async function signInThroughTheForm() {
  renderWithProviders(<AppRoutes />, { path: '/login' });
  fireEvent.change(await screen.findByLabelText('Número de teléfono', {}, COLD), {
    target: { value: '+51 987 654 321' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Verifica tu número' }, COLD);
  // The six digits send the code on their own.
  fireEvent.paste(screen.getAllByRole('textbox')[0], { clipboardData: { getData: () => '246810' } });
}

function loginApi(objective: { status?: number; body?: unknown }) {
  return mockApi({
    'POST /auth/send-code': { body: { message: 'Código enviado' } },
    'POST /auth/verify-code': { body: { token: makeSessionToken({ name: 'Lucía' }) } },
    'GET /user/objective': objective,
    'GET /payments/current-plan': { body: activePlan },
    'GET /preferences/recommendation-type': { body: { data: { recommendation_type: 'flex' } } },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('/login', { timeout: 40_000 }, () => {
  it('signs in and goes to onboarding while it is not completed', async () => {
    const api = loginApi({ body: DIRECT_SALE_NEW_OBJECTIVE });
    await signInThroughTheForm();
    await screen.findByRole('heading', { name: 'Solo toma 1 minuto' }, COLD);
    expect(location()).toBe('/select-style/direct_sale');
    expect(api.requests.find((r) => r.path === '/auth/verify-code')?.body).toEqual({
      phone: '+51987654321',
      code: '246810',
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      pendingPhone: null,
      user: { id: 'user-1', name: 'Lucía', phone: '+51987654321' },
    });
    // The objective is read with the new session.
    expect(api.requests.find((r) => r.path === '/user/objective')?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('goes to /select-style/default when the onboarding type is not set', async () => {
    loginApi({
      body: { objective: null, diet_type: null, deficit: null, onboarding_completed: false, onboarding_type: null },
    });
    await signInThroughTheForm();
    await screen.findByRole('heading', { name: 'Solo toma 1 minuto' });
    expect(location()).toBe('/select-style/default');
  });

  it('goes to /daily-summary once onboarding is completed', async () => {
    loginApi({
      body: {
        objective: 'lose_weight',
        diet_type: 'smart_balanced',
        deficit: 20,
        onboarding_completed: true,
        onboarding_type: 'default',
      },
    });
    await signInThroughTheForm();
    await screen.findByRole('heading', { name: 'Resumen diario' }, { timeout: 8000 });
    expect(location()).toBe('/daily-summary');
  });

  it('goes to /daily-summary when the objective cannot be read', async () => {
    loginApi({ status: 404, body: { message: 'No encontrado' } });
    await signInThroughTheForm();
    await screen.findByRole('heading', { name: 'Resumen diario' }, { timeout: 8000 });
    expect(location()).toBe('/daily-summary');
  });

  it("'Cambiar número' goes back to step 1 with the number kept", async () => {
    loginApi({ body: {} });
    renderWithProviders(<AppRoutes />, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Número de teléfono', {}, COLD), {
      target: { value: '+51 987 654 321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar número' }));
    const input = (await screen.findByLabelText('Número de teléfono')) as HTMLInputElement;
    expect(input.value).toBe('+51 987 654 321');
    expect(useAuthStore.getState().pendingPhone).toBeNull();
  });
});
