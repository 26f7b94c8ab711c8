import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCurrentPlanQueryOptions } from '@/features/shell/api/get-current-plan';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { Component as ReferralsRoute } from './referrals';

type Stats = {
  my_code: string | null;
  used_code: string | null;
  stats: { total_referrals: number; completed_referrals: number; total_free_days: number };
  referrals: unknown[];
};

const referral = (i: number, status: string) => ({
  _id: `r${i}`,
  referred_user_id: { phone_number: `+51 9*****${String(i).padStart(3, '0')}` },
  status,
  createdAt: `2026-06-0${i % 9 || 1}T15:00:00.000Z`,
  is_first_payment_completed: status === 'completed',
  payment_amount: status === 'completed' ? 1499 : null,
  rewards_granted: { free_days: status === 'completed' ? 7 : 0 },
});

const stats = (over: Partial<Stats> = {}): { body: { data: Stats } } => ({
  body: {
    data: {
      my_code: 'ABCD2345',
      used_code: null,
      stats: { total_referrals: 0, completed_referrals: 0, total_free_days: 0 },
      referrals: [],
      ...over,
    },
  },
});

const codeInput = () => screen.getByLabelText('Código de referido') as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(codeInput(), { target: { value } });

describe('/referrals', { timeout: 15_000 }, () => {
  it('shows the own code, the statistics and the hint of the apply input', async () => {
    signInForTest();
    mockApi({
      'GET /referrals/my-stats': stats({ stats: { total_referrals: 3, completed_referrals: 1, total_free_days: 7 } }),
    });
    renderWithProviders(<ReferralsRoute />);
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    const numbers = screen.getByRole('region', { name: 'Tus estadísticas' });
    expect(
      within(numbers)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['3', '1', '7']);
    expect(
      within(numbers)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Referidos', 'Completados', 'Días gratis ganados']);
    expect(screen.getByText('8 caracteres (letras y números)')).toBeTruthy();
    expect(
      screen.getByText('Aún no tienes referidos. Comparte tu código y gana días gratis con cada amigo que se una.'),
    ).toBeTruthy();
  });

  it('creates the code of a user who has none yet', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /referrals/my-stats': stats({ my_code: null }),
      'POST /referrals/create-code': { body: { data: { code: 'NEWC0DE9' } } },
    });
    renderWithProviders(<ReferralsRoute />);
    expect(await screen.findByText('NEWC0DE9')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/referrals/create-code')).toHaveLength(1);
  });

  it("uppercases the code as typed, keeps 8 characters, and enables 'Aplicar' only at exactly 8", async () => {
    signInForTest();
    mockApi({ 'GET /referrals/my-stats': stats() });
    renderWithProviders(<ReferralsRoute />);
    await screen.findByText('ABCD2345');
    expect(applyButton().disabled).toBe(true);
    type('abc12');
    expect(codeInput().value).toBe('ABC12');
    expect(applyButton().disabled).toBe(true);
    type('abc12xyz');
    expect(codeInput().value).toBe('ABC12XYZ');
    expect(applyButton().disabled).toBe(false);
    type('abc12xyzw');
    expect(codeInput().value).toBe('ABC12XYZ');
  });

  it('ignores an empty or short code sent with Enter', async () => {
    signInForTest();
    const { requests } = mockApi({ 'GET /referrals/my-stats': stats() });
    renderWithProviders(<ReferralsRoute />);
    await screen.findByText('ABCD2345');
    fireEvent.submit(codeInput().form!);
    type('abc');
    fireEvent.submit(codeInput().form!);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.some((r) => r.path === '/referrals/apply-code')).toBe(false);
  });

  it("applies a friend's code: '¡Felicitaciones!', then the stats and the plan are read again", async () => {
    signInForTest();
    let applied = false;
    const { requests } = mockApi({
      'GET /referrals/my-stats': () => stats({ used_code: applied ? 'FRND2345' : null }),
      'POST /referrals/apply-code': () => {
        applied = true;
        return { body: { data: { message: 'Hemos ampliado tu plan por 7 días gratis.', free_days: 7 } } };
      },
      'GET /payments/current-plan': { body: {} },
    });
    const { queryClient } = renderWithProviders(<ReferralsRoute />);
    const planKey = getCurrentPlanQueryOptions().queryKey;
    queryClient.setQueryData(planKey, {
      status: 'active',
      plan_type: 'trial',
      name: 'Prueba gratuita',
      is_trial: true,
      current_period_end: '2026-07-20T15:00:00.000Z',
      cancel_at_period_end: false,
    });
    await screen.findByText('ABCD2345');
    type('frnd2345');
    fireEvent.click(applyButton());
    const dialog = await screen.findByRole('alertdialog', { name: '¡Felicitaciones!' });
    expect(within(dialog).getByText('Hemos ampliado tu plan por 7 días gratis.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/referrals/apply-code')?.body).toEqual({ referral_code: 'FRND2345' });
    await waitFor(() => expect(queryClient.getQueryState(planKey)?.isInvalidated).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '¡Genial!' }));
    expect(await screen.findByText('FRND2345')).toBeTruthy();
    expect(screen.queryByLabelText('Código de referido')).toBeNull();
  });

  it("shows the server's reason in 'Error al aplicar código', else its own text", async () => {
    signInForTest();
    let calls = 0;
    mockApi({
      'GET /referrals/my-stats': stats(),
      'POST /referrals/apply-code': () =>
        ++calls === 1
          ? { status: 404, body: { message: 'Ese código de referido no existe' } }
          : { status: 500, body: {} },
    });
    renderWithProviders(<ReferralsRoute />);
    await screen.findByText('ABCD2345');
    type('ZZZZ9999');
    fireEvent.click(applyButton());
    let dialog = await screen.findByRole('alertdialog', { name: 'Error al aplicar código' });
    expect(within(dialog).getByText('Ese código de referido no existe')).toBeTruthy();
    expect(codeInput().value).toBe('ZZZZ9999');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(applyButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Error al aplicar código' });
    expect(within(dialog).getByText('No se pudo aplicar el código de referido')).toBeTruthy();
  });

  it("shows 'Error al cargar' with the server's message, else its own, and retries", async () => {
    signInForTest();
    let calls = 0;
    mockApi({
      'GET /referrals/my-stats': () =>
        ++calls === 1
          ? { status: 403, body: { message: 'No autorizado' } }
          : calls === 2
            ? { status: 400, body: {} }
            : stats(),
    });
    renderWithProviders(<ReferralsRoute />);
    let dialog = await screen.findByRole('alertdialog', { name: 'Error al cargar' });
    expect(within(dialog).getByText('No autorizado')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Error al cargar' });
    expect(within(dialog).getByText('No se pudieron cargar las estadísticas')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]!);
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
  });

  it("shows 5 referrals, then all of them with 'Ver todos', with their status chips", async () => {
    signInForTest();
    const list = [
      referral(1, 'completed'),
      referral(2, 'pending'),
      referral(3, 'expired'),
      referral(4, 'pending'),
      referral(5, 'pending'),
      referral(6, 'completed'),
    ];
    mockApi({
      'GET /referrals/my-stats': stats({
        referrals: list,
        stats: { total_referrals: 6, completed_referrals: 2, total_free_days: 14 },
      }),
    });
    renderWithProviders(<ReferralsRoute />);
    const history = await screen.findByRole('region', { name: 'Amigos invitados' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(5));
    const chips = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(chips[0]).toContain('+51 9*****001');
    expect(chips[0]).toContain('Completado');
    expect(chips[1]).toContain('Pendiente');
    expect(chips[2]).toContain('Expirado');
    fireEvent.click(within(history).getByRole('button', { name: 'Ver todos (6)' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(within(history).getByRole('button', { name: 'Ver menos' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
  });

  it("offers no 'Ver todos' with 5 referrals or fewer", async () => {
    signInForTest();
    mockApi({ 'GET /referrals/my-stats': stats({ referrals: [1, 2, 3, 4, 5].map((i) => referral(i, 'pending')) }) });
    renderWithProviders(<ReferralsRoute />);
    const history = await screen.findByRole('region', { name: 'Amigos invitados' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(5));
    expect(within(history).queryByRole('button')).toBeNull();
  });
});
