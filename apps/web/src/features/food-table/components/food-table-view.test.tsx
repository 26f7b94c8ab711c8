import type { FoodTable, FoodTableEntry } from '@nutricoach/core/contract/food-table';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { FoodTableView } from './food-table-view';

const entry = (id: string, food: string, taste: FoodTableEntry['taste'] = null): FoodTableEntry => ({
  _id: id,
  taste,
  food_type: {
    _id: id,
    food,
    category: 'Frutas',
    subcategory: 'Tropicales',
    type: food,
    description: `${food} madura.`,
    calories: 160,
    protein: 2,
    carbs: 8.5,
    fat: 14.7,
    unit: 'g',
    aliases: [],
  },
});

const table = (palta: FoodTableEntry['taste'] = null): FoodTable => ({
  allowed: [entry('palta', 'Palta', palta)],
  occasional: [],
  in_moderation: [],
  not_allowed: [entry('arroz', 'Arroz blanco')],
});

const row = (id: string) => document.querySelector(`[data-food-id="${id}"]`) as HTMLElement;
const button = (id: string, name: string) => within(row(id)).getByRole('button', { name });

async function openGroup(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('the food table', () => {
  it('renders nothing of a group until it is opened', async () => {
    signInForTest();
    mockApi({ 'GET /food-table/all': { body: table() } });
    renderWithProviders(<FoodTableView />);
    await screen.findByRole('button', { name: /^Permitidos/ });
    expect(document.querySelectorAll('[data-food-id]')).toHaveLength(0);
    await openGroup(/^Permitidos/);
    expect(row('palta')).toBeTruthy();
  });

  it('saves a taste at once, and clears it when the active choice is clicked again', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /food-table/all': { body: table() },
      'PUT /food-table/palta': (req) => ({
        body: { ...entry('palta', 'Palta'), taste: (req.body as { taste: string | null }).taste },
      }),
    });
    renderWithProviders(<FoodTableView />);
    await openGroup(/^Permitidos/);
    fireEvent.click(button('palta', 'Me gusta'));
    await waitFor(() => expect(button('palta', 'Me gusta').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button('palta', 'Me gusta'));
    await waitFor(() => expect(button('palta', 'Me gusta').getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { taste: 'like' },
        { taste: null },
      ]),
    );
  });

  it('reloads the table from the server when saving fails', async () => {
    signInForTest();
    let reads = 0;
    mockApi({
      'GET /food-table/all': () => {
        reads += 1;
        return { body: table('dislike') };
      },
      'PUT /food-table/palta': async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { status: 500, body: { message: 'x' } };
      },
    });
    renderWithProviders(<FoodTableView />);
    await openGroup(/^Permitidos/);
    fireEvent.click(button('palta', 'Soy alérgico'));
    // Shown before the server answers.
    await waitFor(() => expect(button('palta', 'Soy alérgico').getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('No se pudo guardar tu preferencia. Intenta de nuevo.')).toBeTruthy();
    await waitFor(() => expect(button('palta', 'No me gusta').getAttribute('aria-pressed')).toBe('true'));
    expect(reads).toBe(2);
  });

  it('disables the taste buttons of a not-allowed food', async () => {
    signInForTest();
    mockApi({ 'GET /food-table/all': { body: table() } });
    renderWithProviders(<FoodTableView />);
    await openGroup(/^No permitidos/);
    for (const name of ['Me gusta', 'No me gusta', 'Soy alérgico'])
      expect((button('arroz', name) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No se pueden calificar alimentos no permitidos.')).toBeTruthy();
  });

  it("shows 'No se pudo cargar la tabla de alimentos.' when the table cannot load", async () => {
    signInForTest();
    mockApi({ 'GET /food-table/all': { status: 404, body: { message: 'x' } } });
    renderWithProviders(<FoodTableView />);
    expect(await screen.findByText('No se pudo cargar la tabla de alimentos.')).toBeTruthy();
  });
});
