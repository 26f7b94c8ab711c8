import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { useExpenditure } from '../api/get-expenditure';
import { ExpenditureCard } from './expenditure-card';

const measured = {
  expenditure: 2532,
  confidence: 'high',
  days_used: 28,
  weigh_ins: 28,
  trend_kg_per_week: -0.5,
  uncertainty_kcal: 5,
  missing: null,
  plan_tdee: 2035,
  plan_tdee_measured: false,
  offer: { current_tdee: 2035, new_tdee: 2532, current_calories: 1628, new_calories: 2026 },
};

function Card() {
  return <ExpenditureCard query={useExpenditure()} />;
}

describe('Tu gasto real', { timeout: 15_000 }, () => {
  it('says what is missing instead of a number', async () => {
    signInForTest();
    mockApi({
      'GET /user/expenditure': {
        body: {
          ...measured,
          expenditure: null,
          confidence: null,
          days_used: 3,
          weigh_ins: 1,
          offer: null,
          missing:
            'Para calcular tu gasto real necesitamos 11 días más con tus comidas registradas y 7 pesajes más en las últimas 4 semanas.',
        },
      },
    });
    renderWithProviders(<Card />);
    expect(await screen.findByText('Aún no hay datos suficientes')).toBeTruthy();
    expect(screen.getByText('3 de 14 días con comidas')).toBeTruthy();
    expect(screen.getByText('1 de 8 pesajes')).toBeTruthy();
  });

  it("'Ajustar mi meta' asks first, then sends only the decision", async () => {
    signInForTest();
    const adjusted = { ...measured, plan_tdee: 2532, plan_tdee_measured: true, offer: null };
    let accepted = false;
    const { requests } = mockApi({
      'GET /user/expenditure': () => ({ body: accepted ? adjusted : measured }),
      'POST /user/expenditure/adjust': () => {
        accepted = true;
        return { body: adjusted };
      },
    });
    renderWithProviders(<Card />);
    expect(await screen.findByText('Gastas 497 kcal más de lo que estimamos')).toBeTruthy();
    expect(screen.getByText('Precisión alta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajustar mi meta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Ajustar tu meta de calorías?' });
    expect(dialog.textContent).toContain('Desde hoy tu meta será 2026 kcal al día (antes 1628 kcal)');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Ajustar mi meta' }).find((b) => dialog.contains(b))!);
    expect(await screen.findByText(/\(tu gasto medido\)/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'accept' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("'Ahora no' declines without a confirmation", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/expenditure': { body: measured },
      'POST /user/expenditure/adjust': { body: { ...measured, offer: null } },
    });
    renderWithProviders(<Card />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByText(/Gastas/)).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'decline' });
  });

  it('offers a retry when it cannot be read', async () => {
    signInForTest();
    mockApi({ 'GET /user/expenditure': { status: 500, body: {} } });
    renderWithProviders(<Card />);
    expect(await screen.findByText('Error al cargar tu gasto real')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
