import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAllergiesDislikesQueryOptions } from '@/features/onboarding/api/get-allergies-dislikes';
import { flowStorageKey } from '@/features/onboarding/utils/flow-storage';
import { mockApi, renderWithProviders, signInForTest, type FakeResponse } from '@/testing/test-utils';
import { Component as Restriction } from './restriction';

/** The first render of a lazy route transforms its modules; on a busy machine that passes 1 s. */
const SLOW = { timeout: 5000 };

const completed = {
  objective: 'lose_weight',
  diet_type: 'smart_balanced',
  deficit: 20,
  onboarding_completed: true,
  onboarding_type: 'default',
};
const nothingSaved = { allergies: [], dislikes: [], eating_style: 'none' };
const location = () => screen.getByTestId('location').textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const otherText = () => screen.getByLabelText('¿Cuál otra alergia?') as HTMLInputElement;
const putBody = (api: ReturnType<typeof mockApi>) =>
  api.requests.find((r) => r.method === 'PUT' && r.path === '/user/allergies-dislikes')?.body;

const renderRestriction = () =>
  renderWithProviders(<Restriction />, { path: '/restriction', routePath: '/restriction' });

describe('/restriction', () => {
  it('saves the allergies, completes the onboarding, creates the referral code and goes home', async () => {
    signInForTest();
    localStorage.setItem(flowStorageKey('user-1'), JSON.stringify({ stage: 'diets' }));
    const api = mockApi({
      'GET /user/allergies-dislikes': { body: nothingSaved },
      'PUT /user/allergies-dislikes': ({ body }) => ({ body }),
      'POST /user/onboarding-completed': { body: completed },
      'POST /referrals/create-code': { body: { data: { code: 'ABCD1234' } } },
    });
    const { queryClient } = renderRestriction();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gluten' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    await waitFor(() => expect(location()).toBe('/'), SLOW);
    expect(putBody(api)).toEqual({ allergies: ['gluten'], dislikes: [], eating_style: 'none' });
    const paths = api.requests.map((r) => r.path);
    expect(paths.indexOf('/referrals/create-code')).toBeGreaterThan(paths.indexOf('/user/onboarding-completed'));
    expect(localStorage.getItem(flowStorageKey('user-1'))).toBeNull();
    // Opened again, the screen shows what was just saved, not what it read before.
    expect(queryClient.getQueryData(getAllergiesDislikesQueryOptions().queryKey)).toEqual({
      allergies: ['gluten'],
      dislikes: [],
      eating_style: 'none',
    });
  });

  it('still goes home when the saves fail (they are only logged), keeping the flow to resume', async () => {
    signInForTest();
    localStorage.setItem(flowStorageKey('user-1'), JSON.stringify({ stage: 'diets' }));
    mockApi({ 'GET /user/allergies-dislikes': { body: nothingSaved } });
    renderRestriction();
    fireEvent.click(await screen.findByRole('button', { name: /Continuar/ }, SLOW));
    await waitFor(() => expect(location()).toBe('/'), SLOW);
    expect(localStorage.getItem(flowStorageKey('user-1'))).not.toBeNull();
  });

  it('shows what the user saved: the ticked allergies, any other text in Otra, and the eating style', async () => {
    signInForTest();
    const api = mockApi({
      'GET /user/allergies-dislikes': {
        body: { allergies: ['dairy', 'Fresa', 'nuts', 'pescado'], dislikes: [], eating_style: 'vegan' },
      },
      'PUT /user/allergies-dislikes': ({ body }) => ({ body }),
    });
    renderRestriction();
    await screen.findByRole('checkbox', { name: 'Lácteos' }, SLOW);
    expect(
      ['Lácteos', 'Gluten', 'Mariscos', 'Frutos secos', 'Huevo', 'Otra'].filter((name) => checkbox(name).checked),
    ).toEqual(['Lácteos', 'Frutos secos', 'Otra']);
    expect(otherText().disabled).toBe(false);
    expect(otherText().value).toBe('Fresa, pescado');
    expect(radio('Vegano').checked).toBe(true);
    expect(radio('No tengo restricciones').checked).toBe(false);

    // Saved again untouched, it stores the same list.
    fireEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    await waitFor(() =>
      expect(putBody(api)).toEqual({
        allergies: ['dairy', 'nuts', 'Fresa', 'pescado'],
        dislikes: [],
        eating_style: 'vegan',
      }),
    );
  });

  it('shows a spinner, not a form to overwrite, while the saved values load', async () => {
    signInForTest();
    let answer!: (response: FakeResponse) => void;
    mockApi({ 'GET /user/allergies-dislikes': () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    renderRestriction();
    await screen.findByRole('status', { name: 'Cargando tus alergias…' }, SLOW);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continuar/ })).toBeNull();

    answer({ body: { allergies: ['egg'], dislikes: [], eating_style: 'vegetarian' } });
    await waitFor(() => expect(checkbox('Huevo').checked).toBe(true));
    expect(radio('Vegetariano').checked).toBe(true);
    expect(screen.queryByRole('status', { name: 'Cargando tus alergias…' })).toBeNull();
  });

  it('says the saved values could not load and still lets the user fill and save the form', async () => {
    signInForTest();
    const api = mockApi({
      'GET /user/allergies-dislikes': { status: 403, body: { message: 'No' } },
      'PUT /user/allergies-dislikes': ({ body }) => ({ body }),
    });
    renderRestriction();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('Error al cargar tus alergias guardadas. Puedes marcarlas de nuevo.');
    expect(checkbox('Lácteos').checked).toBe(false);
    fireEvent.click(checkbox('Mariscos'));
    fireEvent.click(radio('Vegetariano'));
    fireEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    await waitFor(() =>
      expect(putBody(api)).toEqual({ allergies: ['shellfish'], dislikes: [], eating_style: 'vegetarian' }),
    );
  });

  it('gives a visitor without a session the empty form without asking the server', async () => {
    const api = mockApi({});
    renderRestriction();
    await screen.findByRole('checkbox', { name: 'Lácteos' }, SLOW);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(radio('No tengo restricciones').checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests.some((r) => r.path === '/user/allergies-dislikes')).toBe(false);
  });
});
