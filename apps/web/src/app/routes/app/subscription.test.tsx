import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_LOAD_ERROR } from '@/features/subscription/components/subscription-screen';
import { redirectTo } from '@/features/subscription/utils/redirect';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { TRIAL_PLAN_NAME } from '@nutricoach/core/constants/plans';
import { Component as SubscriptionRoute } from './subscription';

vi.mock('@/features/subscription/utils/redirect', () => ({ redirectTo: vi.fn() }));

const paid = {
  status: 'active',
  plan_type: 'monthly',
  name: 'Plan mensual',
  is_trial: false,
  current_period_end: '2026-08-15T12:00:00.000Z',
};
const trial = {
  status: 'active',
  plan_type: 'trial',
  name: TRIAL_PLAN_NAME,
  is_trial: true,
  current_period_end: '2026-07-20T15:00:00.000Z',
};

const card = (name: string) => screen.getByRole('article', { name });
const cardButton = (name: string) => within(card(name)).getByRole('button');

function renderPage(path = '/subscription') {
  return renderWithProviders(<SubscriptionRoute />, { path });
}

/** A response the test answers when it wants to: the action stays 'Procesando...' until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.mocked(redirectTo).mockClear());

describe('/subscription', { timeout: 15_000 }, () => {
  it("shows a trial: 'Activa', 'Período de prueba', its end as dd/mm/yyyy, and 'Contratar Plan' on both plans", async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: trial } });
    renderPage();
    const current = await screen.findByRole('region', { name: 'Tu plan actual Prueba gratuita' });
    expect(within(current).getByText('Activa')).toBeTruthy();
    expect(within(current).getByText('Período de prueba')).toBeTruthy();
    // One spelling on the card (issue 29): the trial's name said 'Periodo', its mark 'Período'.
    expect(current.textContent).not.toMatch(/Periodo/);
    expect(within(current).getByText('20/07/2026')).toBeTruthy();
    await waitFor(() => expect((cardButton('Plan mensual') as HTMLButtonElement).disabled).toBe(false));
    expect(cardButton('Plan mensual').textContent).toBe('Contratar Plan');
    expect(cardButton('Plan trimestral').textContent).toBe('Contratar Plan');
  });

  it('shows the prices, the struck-through original prices and what each plan includes', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: trial } });
    renderPage();
    await screen.findByRole('region', { name: 'Tu plan actual Prueba gratuita' });
    expect(within(card('Plan mensual')).getByText('$14.99')).toBeTruthy();
    expect(within(card('Plan mensual')).getByText('$19.99').tagName).toBe('S');
    expect(within(card('Plan trimestral')).getByText('$39.99')).toBeTruthy();
    expect(within(card('Plan trimestral')).getByText('$59.99').tagName).toBe('S');
    // The true saving, against three months of the monthly plan (44.97), not the struck-out 59.99 (issue 29).
    expect(within(card('Plan trimestral')).getByText(/^Ahorra 11 %/).textContent).toBe(
      'Ahorra 11 % frente al plan mensual',
    );
    expect(
      within(card('Plan trimestral')).getByText('Equivale a $13.33 al mes, 11 % menos que el plan mensual'),
    ).toBeTruthy();
    expect(within(card('Plan trimestral')).queryByText(/33 %/)).toBeNull();
    expect(screen.getAllByText('Acceso a todas las funcionalidades')).toHaveLength(2);
  });

  it("offers 'Gestionar Plan' on the active paid plan's card only, and opens the billing portal with it", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /payments/current-plan': { body: paid },
      'GET /payments/billing-portal': { body: { url: 'http://localhost/portal/abc' } },
    });
    renderPage();
    await screen.findByText('Vigente hasta el');
    expect(cardButton('Plan mensual').textContent).toBe('Gestionar Plan');
    expect(cardButton('Plan trimestral').textContent).toBe('Contratar Plan');
    fireEvent.click(cardButton('Plan mensual'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/portal/abc'));
    expect(requests.some((r) => r.path === '/payments/create-checkout')).toBe(false);
  });

  it("lets a monthly user hire the three-month plan: 'Contratar Plan' opens the billing portal to switch", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /payments/current-plan': { body: paid },
      'GET /payments/billing-portal': { body: { url: 'http://localhost/portal/switch' } },
    });
    renderPage();
    await screen.findByText('Vigente hasta el');
    const button = cardButton('Plan trimestral') as HTMLButtonElement;
    expect(button.textContent).toBe('Contratar Plan');
    expect(button.disabled).toBe(false);
    expect(within(card('Plan trimestral')).getByText('Cambiarás de plan en el portal de facturación.')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(cardButton('Plan trimestral').textContent).toBe('Procesando...'));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/portal/switch'));
    // Never a second checkout: it would bill both plans.
    expect(requests.some((r) => r.path === '/payments/create-checkout')).toBe(false);
  });

  it("labels an expired and a canceled plan, and offers 'Contratar Plan' on both cards", async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: { ...paid, status: 'canceled' } } });
    renderPage();
    expect(await screen.findByText('Cancelada')).toBeTruthy();
    expect(cardButton('Plan mensual').textContent).toBe('Contratar Plan');

    signInForTest({ sub: 'user-2' });
    mockApi({ 'GET /payments/current-plan': { body: { ...trial, status: 'expired' } } });
    renderPage();
    expect(await screen.findByText('Expirada')).toBeTruthy();
  });

  it("reads 'Procesando...' while the checkout is created, ignores other actions, then goes to its url", async () => {
    signInForTest();
    const checkout = deferred<{ body: unknown }>();
    const { requests } = mockApi({
      'GET /payments/current-plan': { body: { ...paid, status: 'expired' } },
      'POST /payments/create-checkout': () => checkout.promise,
      'GET /payments/billing-portal': { body: { url: 'http://localhost/portal' } },
    });
    renderPage();
    await screen.findByText('Expirada');
    fireEvent.click(cardButton('Plan trimestral'));
    await waitFor(() => expect(cardButton('Plan trimestral').textContent).toBe('Procesando...'));
    fireEvent.click(cardButton('Plan trimestral'));
    fireEvent.click(cardButton('Plan mensual'));
    fireEvent.click(screen.getByRole('button', { name: 'Ir al portal de facturación' }));
    expect(cardButton('Plan mensual').textContent).toBe('Contratar Plan');
    const actions = requests.filter((r) => r.method === 'POST' || r.path === '/payments/billing-portal');
    expect(actions).toEqual([
      expect.objectContaining({ path: '/payments/create-checkout', body: { plan_type: 'three_months' } }),
    ]);

    checkout.resolve({ body: { url: 'http://localhost/api/payments/sandbox/checkout/1' } });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/payments/sandbox/checkout/1'));
    expect(cardButton('Plan trimestral').textContent).toBe('Procesando...');
  });

  it('says so when the checkout cannot be created, and lets the user try again', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: trial },
      'POST /payments/create-checkout': { status: 500, body: { message: 'Error interno' } },
    });
    renderPage();
    await screen.findByText('Período de prueba');
    await waitFor(() => expect((cardButton('Plan mensual') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(cardButton('Plan mensual'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo procesar la suscripción. Por favor, intenta de nuevo.',
    );
    expect(cardButton('Plan mensual').textContent).toBe('Contratar Plan');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says so when the billing portal cannot be opened from the cancel section', async () => {
    signInForTest();
    mockApi({
      'GET /payments/current-plan': { body: paid },
      'GET /payments/billing-portal': {
        status: 404,
        body: { message: 'Todavía no tienes un plan pagado para gestionar' },
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Cancelar suscripción' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Cancelar suscripción' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo acceder al portal de facturación. Por favor, intenta de nuevo.',
    );
  });

  it('offers no cancel button to a trial', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: trial } });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Cancelar suscripción' });
    await screen.findByText('Período de prueba');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says so when the plan cannot be read, and reads it again on Reintentar', async () => {
    signInForTest();
    let calls = 0;
    // A 4xx: the query client does not retry it, so the failure shows at once.
    mockApi({ 'GET /payments/current-plan': () => (++calls === 1 ? { status: 404, body: {} } : { body: trial }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo cargar la información de tu suscripción. Por favor, intenta de nuevo.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Período de prueba')).toBeTruthy();
  });

  it('reads the plan again when the provider sends the user back, and drops ?status from the address', async () => {
    signInForTest();
    let calls = 0;
    mockApi({ 'GET /payments/current-plan': () => ({ body: ++calls === 1 ? trial : paid }) });
    renderWithProviders(
      <>
        <SubscriptionRoute />
        <Link to="/subscription?status=success">volver del pago</Link>
      </>,
      { path: '/subscription' },
    );
    await screen.findByText('Período de prueba');
    fireEvent.click(screen.getByRole('link', { name: 'volver del pago' }));
    expect(await screen.findByText('¡Pago confirmado!')).toBeTruthy();
    expect(await screen.findByText('Vigente hasta el')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/subscription');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('¡Pago confirmado!')).toBeNull();
  });

  it('keeps asking for the plan after a payment until the provider has confirmed it', async () => {
    signInForTest();
    let calls = 0;
    mockApi({ 'GET /payments/current-plan': () => ({ body: ++calls === 1 ? trial : paid }) });
    renderPage('/subscription?status=success');
    expect(await screen.findByText('Recibimos tu pago')).toBeTruthy();
    expect(await screen.findByText('¡Pago confirmado!', {}, { timeout: 4000 })).toBeTruthy();
    expect(cardButton('Plan mensual').textContent).toBe('Gestionar Plan');
  });

  it('tells a cancelled payment and a cancelled subscription apart', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: trial } });
    renderPage('/subscription?status=cancel');
    expect(await screen.findByText('Pago cancelado')).toBeTruthy();

    signInForTest({ sub: 'user-2' });
    mockApi({ 'GET /payments/current-plan': { body: paid } });
    renderPage('/subscription?status=canceled');
    expect(await screen.findByText('Tu suscripción fue cancelada')).toBeTruthy();
    expect(
      await screen.findByText('Seguirás teniendo acceso hasta el 15/08/2026 y no se te volverá a cobrar.'),
    ).toBeTruthy();
  });
});

describe("'Tu cuenta' on /subscription (docs/account-data.md)", { timeout: 15_000 }, () => {
  const account = () => screen.queryByRole('region', { name: 'Tu cuenta' });

  it.each([
    ['expired', { ...trial, status: 'expired' }],
    ['canceled', { ...paid, status: 'canceled' }],
  ])('is offered to a user whose plan is %s, who cannot open /profile', async (_status, plan) => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: plan } });
    renderPage();
    await screen.findByRole('region', { name: `Tu plan actual ${plan.name}` });
    const card = account()!;
    expect(within(card).getByRole('button', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Registros en CSV' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Eliminar mi cuenta' })).toBeTruthy();
  });

  it('is not on the screen of an active plan (it is on /profile), nor while the plan loads or cannot be read', async () => {
    signInForTest();
    mockApi({ 'GET /payments/current-plan': { body: paid } });
    renderPage();
    await screen.findByRole('region', { name: 'Tu plan actual Plan mensual' });
    expect(account()).toBeNull();

    signInForTest({ sub: 'user-2' });
    mockApi({ 'GET /payments/current-plan': { status: 500, body: {} } });
    renderPage();
    expect(account()).toBeNull();
    await screen.findByText(PLAN_LOAD_ERROR, {}, { timeout: 10_000 });
    expect(account()).toBeNull();
  });

  it('deletes the account of an expired user, who lands on /login signed out', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /payments/current-plan': { body: { ...trial, status: 'expired' } },
      'DELETE /user': { body: { deleted: true, subscription_canceled: false, strava_disconnected: false } },
    });
    renderPage();
    await screen.findByText('Expirada');
    fireEvent.click(within(account()!).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    // Nothing bills any more: the dialog does not promise to cancel a subscription.
    expect(within(dialog).queryByText(/Tu suscripción se cancelará/)).toBeNull();
    expect(within(dialog).getByText('Strava se desconectará.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Escribe «Eliminar mi cuenta» para confirmar'), {
      target: { value: 'Eliminar mi cuenta' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({
      path: '/user',
      body: { confirmation: 'Eliminar mi cuenta' },
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('a plan that ends while the app is open', { timeout: 15_000 }, () => {
  it('sends the user to /subscription at the first 402 of any call', async () => {
    signInForTest();
    let planReads = 0;
    const inactive = { status: 402, body: { code: 'PLAN_INACTIVE', message: 'Tu plan no está activo' } };
    mockApi({
      // Active when the shell first reads it; ended by the time a screen's call is refused.
      'GET /payments/current-plan': () => ({ body: ++planReads === 1 ? trial : { ...trial, status: 'expired' } }),
      'GET /preferences/recommendation-type': inactive,
      'GET /summaries/daily': inactive,
      'GET /user/points/summary': inactive,
      'GET /user/tour-completed': inactive,
      'GET /diet-plates/strict-generated': inactive,
    });
    const { AppRoutes } = await import('@/app/app-routes');
    renderWithProviders(<AppRoutes />, { path: '/daily-summary' });
    await screen.findByRole('heading', { level: 1, name: 'Suscripción' }, { timeout: 5000 });
    expect(screen.getByTestId('location').textContent).toBe('/subscription');
    expect(await screen.findByText('Expirada')).toBeTruthy();
  });
});
