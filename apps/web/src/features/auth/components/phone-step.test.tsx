import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { PhoneStep } from './phone-step';

const phoneInput = () => screen.getByLabelText('Número de teléfono') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(phoneInput(), { target: { value } });

describe('login step 1: the phone number', () => {
  it('starts in Peru and offers only the seven countries, with flags from our own build', () => {
    const { container } = renderWithProviders(<PhoneStep onCodeSent={() => {}} />);
    expect(phoneInput().value).toBe('+51 ');
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
