import type { Plate } from '@nutricoach/core/contract/plates';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocal } from '@/lib/today';
import { type FakeRequest, mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { PlateDetailDialog } from './plate-detail-dialog';

const plate: Plate = {
  _id: 'p1',
  name: 'Arroz con pollo',
  meal_type: 'lunch',
  diet: 'smart_balanced',
  calories: 540,
  macro_type: { protein: 30, carbs: 60, fat: 15 },
  cooking_method: 'Guisado',
  cost: 'low',
  ingredients: [
    { food_id: 'arroz', name: 'Arroz blanco cocido', quantity: 150, equivalence: '1 taza' },
    { food_id: 'pollo', name: 'Pollo', quantity: 100, equivalence: '1 presa' },
  ],
  steps: ['Cocina.'],
};

const answer = (request: FakeRequest) => {
  const { nutrition_log } = request.body as { nutrition_log: { date: string; meal_type: string } };
  return {
    status: 201,
    body: { _id: 'n1', ...nutrition_log, description: plate.name, calories: 811.2, items: [], plan_meal: null },
  };
};

function render(handlers: Parameters<typeof mockApi>[0]) {
  signInForTest();
  const api = mockApi(handlers);
  renderWithProviders(<PlateDetailDialog plate={plate} onClose={() => {}} />);
  return { api, section: () => screen.getByRole('region', { name: 'Registrar esta comida' }) };
}

describe("a plate's 'Registrar esta comida' (issue 15)", () => {
  it('starts at one plate of its own meal type, and logs the chosen portion and type for today', async () => {
    const { api, section } = render({ 'POST /logs/nutrition': answer });
    await screen.findByRole('dialog', { name: 'Arroz con pollo' });
    expect((within(section()).getByRole('radio', { name: '1' }) as HTMLInputElement).checked).toBe(true);
    expect((within(section()).getByRole('radio', { name: 'Almuerzo' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(section()).getByRole('radio', { name: '1½' }));
    fireEvent.click(within(section()).getByRole('radio', { name: 'Cena' }));
    fireEvent.click(within(section()).getByRole('button', { name: 'Registrar · 810 kcal' }));

    expect((await within(section()).findByRole('status')).textContent).toBe('Registrado: 811 kcal en Cena');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      nutrition_log: {
        date: todayLocal(),
        meal_type: 'dinner',
        description: 'Arroz con pollo',
        items: [
          { food_id: 'arroz', grams: 225 },
          { food_id: 'pollo', grams: 150 },
        ],
      },
    });
    expect(within(section()).getByRole('button', { name: 'Registrar de nuevo' })).toBeTruthy();
  });

  it('says in Spanish when the log fails', async () => {
    const { section } = render({ 'POST /logs/nutrition': { status: 400, body: { message: 'El alimento no existe' } } });
    await screen.findByRole('dialog', { name: 'Arroz con pollo' });
    fireEvent.click(within(section()).getByRole('button', { name: /^Registrar · / }));
    expect((await within(section()).findByRole('alert')).textContent).toBe(
      'Error al registrar la comida: El alimento no existe',
    );
  });
});
