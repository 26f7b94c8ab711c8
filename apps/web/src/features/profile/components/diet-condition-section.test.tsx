import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { conditionChoices, DietConditionSection } from './diet-condition-section';

const person = (over: object) => ({
  personal_info: { name: 'Ana', age: 34, gender: 'female', height: 165, weight: 78, ...over },
});
const radios = () => screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);

describe('the physiological condition section', { timeout: 15_000 }, () => {
  it('is not shown to a man', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/info': { body: person({ gender: 'male' }) },
      'GET /user/diet-condition': { body: { diet_condition: null } },
    });
    renderWithProviders(<DietConditionSection />);
    await waitFor(() => expect(requests.some((r) => r.path === '/user/info')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Condición fisiológica' })).toBeNull();
    expect(requests.some((r) => r.path === '/user/diet-condition')).toBe(false);
  });

  it('is shown to a woman with the choices of her age, and saves on change', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/info': { body: person({ age: 34 }) },
      'GET /user/diet-condition': { body: { diet_condition: null } },
      'PUT /user/diet-condition': (request) => ({ body: request.body }),
    });
    renderWithProviders(<DietConditionSection />);
    await screen.findByRole('heading', { name: 'Condición fisiológica' });
    expect(radios()).toEqual(['none', 'pregnancy', 'postpartum']);
    expect((screen.getByRole('radio', { name: 'Ninguna' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Posparto' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Posparto' }) as HTMLInputElement).checked).toBe(true),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ diet_condition: 'postpartum' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Ninguna' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ diet_condition: null }),
    );
  });

  it('puts the stored choice back and says so when the save fails', async () => {
    signInForTest();
    mockApi({
      'GET /user/info': { body: person({ age: 45 }) },
      'GET /user/diet-condition': { body: { diet_condition: 'menopause' } },
      'PUT /user/diet-condition': { status: 500, body: { message: 'Error interno' } },
    });
    renderWithProviders(<DietConditionSection />);
    await screen.findByRole('heading', { name: 'Condición fisiológica' });
    expect(radios()).toEqual(['none', 'pregnancy', 'postpartum', 'menopause']);
    fireEvent.click(screen.getByRole('radio', { name: 'Embarazo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar la condición fisiológica');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Menopausia' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});

describe('conditionChoices', () => {
  it('follows the ages of core and keeps a stored choice', () => {
    expect(conditionChoices(17, null)).toEqual(['none']);
    expect(conditionChoices(52, null)).toEqual(['none', 'menopause']);
    expect(conditionChoices(60, 'menopause')).toEqual(['none', 'menopause']);
  });
});
