import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { ConsentScreen, INVITE_GONE, INVITE_NOT_FOUND, NEVER_SHARED } from './consent-screen';

const preview = {
  body: {
    invite: {
      professional: { name: 'Lic. María Quispe', license_number: 'CNP 1234', country: 'pe' },
      expires_at: '2026-12-04T12:00:00.000Z',
    },
  },
};

const render = () =>
  renderWithProviders(<ConsentScreen code="ABCD2345" homeHref="/daily-summary" messagesHref="/mi-nutricionista" />);

describe('the consent screen (issue 33)', { timeout: 15_000 }, () => {
  it('names the professional and says what they will see, never see and do before anything is shared', async () => {
    signInForTest();
    const { requests } = mockApi({ 'GET /user/professional/invite/ABCD2345': preview });
    render();
    expect(await screen.findByRole('heading', { name: '¿Compartir tu diario con Lic. María Quispe?' })).toBeTruthy();
    for (const text of ['Tus comidas', 'Tu ejercicio', 'Tu peso', 'Tus objetivos', 'Tu progreso', NEVER_SHARED])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Comentar tus días y tus comidas')).toBeTruthy();
    expect(screen.getByText('Escribirte mensajes en la app')).toBeTruthy();
    expect(screen.getByText('Ajustar tus objetivos de calorías y macros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ahora no' }).getAttribute('href')).toBe('/daily-summary');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("links on 'Aceptar y compartir'", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/professional/invite/ABCD2345': preview,
      'POST /user/professional': {
        status: 201,
        body: {
          professional: { name: 'Lic. María Quispe', license_number: 'CNP 1234', since: '2026-11-27T15:00:00.000Z' },
        },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar y compartir' }));
    expect(
      await screen.findByRole('heading', { name: 'Ahora compartes tu diario con Lic. María Quispe' }),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ code: 'ABCD2345' });
  });

  it("shows the server's 409 in Spanish and stays on the screen", async () => {
    signInForTest();
    const message = 'Ya compartes tu diario con un nutricionista. Deja de compartir primero.';
    mockApi({
      'GET /user/professional/invite/ABCD2345': preview,
      'POST /user/professional': { status: 409, body: { message } },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar y compartir' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Aceptar y compartir' })).toBeTruthy();
  });

  it.each([
    [404, INVITE_NOT_FOUND],
    [410, INVITE_GONE],
  ])('says why a code answered %i cannot be used', async (status, message) => {
    signInForTest();
    mockApi({ 'GET /user/professional/invite/ABCD2345': { status, body: { message } } });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Aceptar y compartir' })).toBeNull();
  });
});
