import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { PhoneStep } from './phone-step';

const phoneInput = () => screen.getByLabelText('Número de teléfono') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(phoneInput(), { target: { value } });

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('login step 1: the phone number', () => {
  beforeEach(() => browserLanguages(['es-PE', 'es']));
  afterEach(() => vi.restoreAllMocks());

  it('starts in Peru and offers only the seven countries, with flags from our own build', () => {
    const { container } = renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    expect(phoneInput().value).toBe('+51 ');
    // The picker is labelled in Spanish (the library's own label is 'Country selector').
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe('País: Perú');
    fireEvent.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\+\d+$/, ''))).toEqual([
      'Argentina',
      'Chile',
      'Colombia',
      'España',
      'Estados Unidos',
      'México',
      'Perú',
    ]);
    const flagSources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(flagSources.length).toBeGreaterThan(0);
    expect(flagSources.every((src) => src.includes('flag-icons') && !src.startsWith('data:'))).toBe(true);
  });

  it("starts on the country of the browser's language, and groups the number as that country writes it (issue 29)", () => {
    browserLanguages(['es-MX', 'es']);
    const { unmount } = renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    expect(phoneInput().value).toBe('+52 ');
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe('País: México');
    type('+52 5512345678');
    expect(phoneInput().value).toBe('+52 55 1234 5678');
    type('+52 2221234567');
    expect(phoneInput().value).toBe('+52 222 123 4567');
    unmount();

    browserLanguages(['es-AR']);
    renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    expect(phoneInput().value).toBe('+54 ');
    type('+54 91112345678');
    expect(phoneInput().value).toBe('+54 9 11 1234-5678');
    type('+54 93511234567');
    expect(phoneInput().value).toBe('+54 9 351 123-4567');
  });

  it('disables Continuar while the number has fewer than 10 characters', () => {
    renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    expect(continueButton().disabled).toBe(true);
    type('+51 987 654'); // '+51987654': 9 characters
    expect(continueButton().disabled).toBe(true);
    type('+51 987 654 3'); // '+519876543': 10 characters
    expect(continueButton().disabled).toBe(false);
  });

  it('sends the E.164 number and keeps it as the pending phone', async () => {
    const api = mockApi({ 'POST /auth/send-code': { body: { message: 'Código enviado' } } });
    const onCodeSent = vi.fn();
    renderWithProviders(<PhoneStep onCodeSent={onCodeSent} />);
    type('+51 987 654 321');
    fireEvent.click(continueButton());
    await vi.waitFor(() => expect(onCodeSent).toHaveBeenCalledWith('+51987654321'));
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/auth/send-code', body: { phone: '+51987654321' } });
    expect(useAuthStore.getState().pendingPhone).toBe('+51987654321');
  });

  it("shows the server's message when the code cannot be sent, else its own", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 429,
      body: { message: 'Demasiados intentos. Intenta de nuevo en unos minutos.' },
    };
    mockApi({ 'POST /auth/send-code': () => answer });
    renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    type('+51 987 654 321');
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados intentos. Intenta de nuevo en unos minutos.',
    );

    answer = { status: 502 };
    fireEvent.click(continueButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error al enviar el código de verificación'),
    );
  });
});
