import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { CountrySection } from './country-section';

describe('Tu país', { timeout: 15_000 }, () => {
  it("shows the stored country among the 21, and saves the person's choice", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/info': { body: { personal_info: null, country: 'mx' } },
      'PUT /user/country': { body: { country: 'gt' } },
    });
    renderWithProviders(<CountrySection />);
    const select = (await screen.findByRole('combobox', { name: 'Tu país' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('mx'));
    expect(select.selectedOptions[0]?.textContent).toBe('México');
    const names = [...select.options].map((o) => o.textContent);
    expect(names).toHaveLength(21);
    expect(names).toEqual(expect.arrayContaining(['Guatemala', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica']));
    expect(names).toEqual(expect.arrayContaining(['Panamá', 'España', 'Perú', 'República Dominicana']));

    fireEvent.change(select, { target: { value: 'gt' } });
    await waitFor(() => expect(select.value).toBe('gt'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.path === '/user/country')).toBe(true));
    expect(requests.find((r) => r.path === '/user/country')?.body).toEqual({ country: 'gt' });
    expect(await screen.findByText('Guardado')).toBeTruthy();
  });

  it('puts back the stored country and says so when the change is refused', async () => {
    signInForTest();
    mockApi({
      'GET /user/info': { body: { personal_info: null, country: 'pe' } },
      'PUT /user/country': { status: 500, body: { message: 'Error' } },
    });
    renderWithProviders(<CountrySection />);
    const select = (await screen.findByRole('combobox', { name: 'Tu país' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('pe'));
    fireEvent.change(select, { target: { value: 'cl' } });
    expect(await screen.findByText('No se pudo cambiar tu país. Por favor, intenta de nuevo.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('pe'));
  });
});
