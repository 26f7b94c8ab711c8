import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { CodeStep } from './code-step';

const PHONE = '+51987654321';

function renderCodeStep() {
  return renderWithProviders(<CodeStep homePath="/daily-summary" onChangeNumber={() => {}} onSignedIn={() => {}} />);
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const verifyButton = () => screen.getByRole('button', { name: 'Verificar' }) as HTMLButtonElement;

describe('login step 2: the six code boxes', () => {
  beforeEach(() => {
    useAuthStore.getState().setPendingPhone(PHONE);
  });

  it('asks for the code sent to the pending number', () => {
    renderCodeStep();
    expect(screen.getByText(/Ingresa el código de 6 dígitos enviado a/).textContent).toBe(
      `Ingresa el código de 6 dígitos enviado a ${PHONE}`,
    );
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes().every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('moves to the next box after a digit is typed', () => {
    renderCodeStep();
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(boxes()[0].value).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('ignores a character that is not a digit', () => {
    renderCodeStep();
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    expect(boxes()[0].value).toBe('');
  });

  it('goes back one box on Backspace in an empty box', () => {
    renderCodeStep();
    fireEvent.change(boxes()[0], { target: { value: '1' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills all six boxes when exactly 6 digits are pasted', () => {
    renderCodeStep();
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 123456 ' } });
    expect(values()).toBe('123456');
  });

  it('does nothing when 5 digits are pasted', () => {
    renderCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12345' } });
    expect(values()).toBe('');
  });

  it('does nothing when the pasted text is not only digits', () => {
    renderCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12a456' } });
    expect(values()).toBe('');
  });

  it('disables Verificar until all six digits are filled', () => {
    mockApi({ 'POST /auth/verify-code': { status: 400, body: { message: 'x' } } });
    renderCodeStep();
    expect(verifyButton().disabled).toBe(true);
    for (const [index, digit] of [...'12345'].entries()) fireEvent.change(boxes()[index], { target: { value: digit } });
    expect(verifyButton().disabled).toBe(true);
  });

  it('sends the code as the sixth digit is typed, without a tap on Verificar (issue 29)', async () => {
    const api = mockApi({ 'POST /auth/verify-code': { status: 400, body: { message: 'Código incorrecto' } } });
    renderCodeStep();
    for (const [index, digit] of [...'12345'].entries()) fireEvent.change(boxes()[index], { target: { value: digit } });
    expect(api.requests).toHaveLength(0);
    fireEvent.change(boxes()[5], { target: { value: '6' } });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0].body).toEqual({ phone: PHONE, code: '123456' });
    // A wrong code empties the boxes for the next try, and is not sent again on its own.
    expect((await screen.findByRole('alert')).textContent).toBe('Código incorrecto');
    expect(values()).toBe('');
    expect(api.requests).toHaveLength(1);
  });

  it("shows the server's message when the code is wrong", async () => {
    const api = mockApi({
      'POST /auth/verify-code': { status: 400, body: { message: 'El código no es válido o ha expirado' } },
    });
    renderCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('El código no es válido o ha expirado');
    expect(api.requests[0].body).toEqual({ phone: PHONE, code: '123456' });
  });

  it('falls back to its own message when the server gives none', async () => {
    mockApi({ 'POST /auth/verify-code': { status: 500 } });
    renderCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al verificar el código');
  });

  it('says there is no pending number when there is none', async () => {
    useAuthStore.getState().setPendingPhone(null);
    const api = mockApi({});
    renderCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('No hay número de teléfono pendiente');
    fireEvent.click(verifyButton());
    expect(api.requests).toHaveLength(0);
  });

  it("resends the code and confirms it, or shows the server's refusal", async () => {
    let answer = { status: 200, body: { message: 'Código enviado' } as unknown };
    const api = mockApi({ 'POST /auth/send-code': () => answer });
    renderCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect((await screen.findByRole('status')).textContent).toBe('Código reenviado');
    expect(api.requests[0].body).toEqual({ phone: PHONE });

    answer = { status: 429, body: { message: 'Espera 30 segundos antes de pedir otro código' } };
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Espera 30 segundos antes de pedir otro código'),
    );
  });
});
