import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { MyNutritionistSection } from './my-nutritionist-section';

const render = () =>
  renderWithProviders(
    <MyNutritionistSection
      messagesHref="/mi-nutricionista"
      proAreaHref="/pro"
      consentHref={(code) => `/nutricionista/${code}`}
    />,
  );

describe("/profile's 'Mi nutricionista' (issue 33)", { timeout: 15_000 }, () => {
  it("names the nutritionist and ends the link only after 'Dejar de compartir' is confirmed", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/professional': {
        body: { professional: { name: 'Lic. María Quispe', license_number: null, since: '2026-11-20T15:00:00.000Z' } },
      },
      'DELETE /user/professional': { status: 204 },
    });
    render();
    expect(await screen.findByText('Lic. María Quispe')).toBeTruthy();
    expect(screen.getByText('Desde 20 de noviembre de 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mensajes' }).getAttribute('href')).toBe('/mi-nutricionista');
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de compartir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dejar de compartir' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/user/professional')).toBe(true),
    );
    expect(await screen.findByLabelText('Código de tu nutricionista')).toBeTruthy();
  });

  it('offers a box for the code without a nutritionist, and the professional area', async () => {
    signInForTest();
    mockApi({ 'GET /user/professional': { body: { professional: null } } });
    render();
    fireEvent.change(await screen.findByLabelText('Código de tu nutricionista'), { target: { value: 'abcd2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nutricionista/ABCD2345'));
    expect(screen.getByRole('link', { name: /Área profesional/ }).getAttribute('href')).toBe('/pro');
  });
});
