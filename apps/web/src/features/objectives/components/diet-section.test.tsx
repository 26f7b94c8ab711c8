import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIETS_BY_OBJECTIVE } from '@nutricoach/core/constants/diets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { LOSING_WEIGHT_OBJECTIVE } from '@/testing/user-objective';
import { canChangeDiet, chosenDiet, DietSection } from './diet-section';

const dietsFor = (objective: keyof typeof DIETS_BY_OBJECTIVE) =>
  DIETS_BY_OBJECTIVE[objective].map((diet) => ({ _id: diet, diet, ...DIET_CATALOG[diet] }));
const objective = LOSING_WEIGHT_OBJECTIVE;
const changeButton = () => screen.getByRole('button', { name: 'Cambiar dieta' }) as HTMLButtonElement;

describe('the diet section', { timeout: 15_000 }, () => {
  it('keeps "Cambiar dieta" disabled until a diet other than the current one is chosen', async () => {
    signInForTest();
    mockApi({ 'GET /diet-type': { body: dietsFor('lose_weight') } });
    renderWithProviders(<DietSection objective={objective} isError={false} onSaved={() => {}} />);
    const current = (await screen.findByRole('radio', { name: 'Balanceada inteligente' })) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(changeButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Keto clásica' }));
    expect(changeButton().disabled).toBe(false);
    fireEvent.click(current);
    expect(changeButton().disabled).toBe(true);
  });

  it('asks for confirmation, then stores the diet and hands the answer to the route', async () => {
    signInForTest();
    const saved = { ...objective, diet_type: 'classic_keto' as const };
    const { requests } = mockApi({
      'GET /diet-type': { body: dietsFor('lose_weight') },
      'PUT /user/diet-type': { body: saved },
    });
    const onSaved = vi.fn();
    renderWithProviders(<DietSection objective={objective} isError={false} onSaved={onSaved} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Keto clásica' }));
    fireEvent.click(changeButton());
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar tu dieta a «Keto clásica»?' });
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar dieta' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ diet_type: 'classic_keto' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the settings error in the dialog when the save fails, and keeps it open', async () => {
    signInForTest();
    mockApi({
      'GET /diet-type': { body: dietsFor('lose_weight') },
      'PUT /user/diet-type': { status: 500, body: { message: 'Error interno' } },
    });
    renderWithProviders(<DietSection objective={objective} isError={false} onSaved={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Keto clásica' }));
    fireEvent.click(changeButton());
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar dieta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar la configuración');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('says the diet info could not load', async () => {
    signInForTest();
    mockApi({ 'GET /diet-type': { status: 500, body: {} } });
    renderWithProviders(<DietSection objective={objective} isError={false} onSaved={() => {}} />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Error al cargar la información de la dieta',
    );
  });
});

describe('chosenDiet and canChangeDiet', () => {
  const options = dietsFor('medical');
  it('has no choice when the current diet is not offered for the objective', () => {
    expect(chosenDiet(options, 'smart_balanced', null)).toBeNull();
    expect(canChangeDiet(chosenDiet(options, 'smart_balanced', null), 'smart_balanced')).toBe(false);
  });
  it('ignores a pick that the objective no longer offers', () => {
    expect(chosenDiet(options, 'lipidemia', 'classic_keto')).toBe('lipidemia');
    expect(chosenDiet(options, 'lipidemia', 'fatty_liver')).toBe('fatty_liver');
    expect(canChangeDiet('fatty_liver', 'lipidemia')).toBe(true);
    expect(canChangeDiet('lipidemia', 'lipidemia')).toBe(false);
  });
});
