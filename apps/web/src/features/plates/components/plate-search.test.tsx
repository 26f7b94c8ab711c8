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
    // The search's one call (the meal labels also read the person's country from /user/info).
    const searches = fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/diet-plates/search'));
    expect(searches).toHaveLength(1);
    const url = new URL(searches[0]!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ meal_type: 'dinner', ingredients: 'pollo', page: '1' });
  });

  it("says 'Error al buscar platos. Por favor, intenta de nuevo.' when the search fails", async () => {
    signInForTest();
    mockApi({ 'GET /diet-plates/search': { status: 400, body: { message: 'x' } } });
    renderWithProviders(<PlateSearch userDiet="smart_balanced" />, { path: '/flex-menu', routePath: '/flex-menu' });
    expect(await screen.findByText('Error al buscar platos. Por favor, intenta de nuevo.')).toBeTruthy();
  });

  it("labels a lunch plate 'Comida' for a person in Mexico, 'Almuerzo' in Peru (docs/countries.md)", async () => {
    for (const [country, label] of [
      ['mx', 'Comida'],
      ['pe', 'Almuerzo'],
    ] as const) {
      signInForTest();
      mockApi({
        'GET /user/info': { body: { personal_info: null, country } },
        'GET /diet-plates/search': {
          body: { data: [plate(1)], pagination: { hasNextPage: false, total: 1, page: 1 } },
        },
      });
      const { unmount } = renderWithProviders(<PlateSearch userDiet="smart_balanced" />, {
        path: '/flex-menu',
        routePath: '/flex-menu',
      });
      const card = await screen.findByRole('button', { name: /Plato 1/ });
      await vi.waitFor(() => expect(card.textContent).toContain(label));
      unmount();
    }
  });
});
