import type { Plate } from '@nutricoach/core/contract/plates';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { PlateSearch } from './plate-search';

const plate = (n: number): Plate => ({
  _id: `plato-${n}`,
  name: `Plato ${n}`,
  meal_type: 'lunch',
  diet: 'smart_balanced',
  calories: 500,
  macro_type: { protein: 30, carbs: 50, fat: 15.5 },
  cooking_method: 'Guisado',
  cost: 'low',
  ingredients: [{ food_id: 'arroz-blanco', name: 'Arroz blanco cocido', quantity: 150, equivalence: '1 taza' }],
  steps: ['Cocina.'],
});

// jsdom has no ResizeObserver; Radix's slider measures its thumbs with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the plate search', () => {
  it('shows the count, the cards and a plate’s detail', async () => {
    signInForTest();
    mockApi({
      'GET /diet-plates/search': {
        body: { data: [plate(1), plate(2)], pagination: { hasNextPage: false, total: 2, page: 1 } },
      },
    });
    renderWithProviders(<PlateSearch userDiet="smart_balanced" />, { path: '/flex-menu', routePath: '/flex-menu' });
    expect(await screen.findByText('2 platos encontrados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Plato 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plato 2' });
    expect(dialog.textContent).toContain('Arroz blanco cocido');
    expect(dialog.textContent).toContain('1 taza');
    expect(dialog.textContent).toContain('Método de cocción: Guisado');
  });

  it('sends the filters of the URL, calories only when narrowed', async () => {
    signInForTest();
    const { fetchMock } = mockApi({
      'GET /diet-plates/search': { body: { data: [], pagination: { hasNextPage: false, total: 0, page: 1 } } },
    });
    renderWithProviders(<PlateSearch userDiet="smart_balanced" />, {
      path: '/flex-menu?meal_type=dinner&calories_min=0&calories_max=2500&ingredients=%20pollo%20',
      routePath: '/flex-menu',
    });
    expect(await screen.findByText('No se encontraron platos')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ meal_type: 'dinner', ingredients: 'pollo', page: '1' });
  });

  it("says 'Error al buscar platos. Por favor, intenta de nuevo.' when the search fails", async () => {
    signInForTest();
    mockApi({ 'GET /diet-plates/search': { status: 400, body: { message: 'x' } } });
    renderWithProviders(<PlateSearch userDiet="smart_balanced" />, { path: '/flex-menu', routePath: '/flex-menu' });
    expect(await screen.findByText('Error al buscar platos. Por favor, intenta de nuevo.')).toBeTruthy();
  });
});
