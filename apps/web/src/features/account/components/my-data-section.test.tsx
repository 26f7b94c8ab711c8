import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { MyDataSection } from './my-data-section';

describe('Tu cuenta', { timeout: 15_000 }, () => {
  it("deletes the account only once 'Eliminar mi cuenta' is typed, then signs out", async () => {
    signInForTest();
    const { requests } = mockApi({
      'DELETE /user': { body: { deleted: true, subscription_canceled: false, strava_disconnected: false } },
    });
    const onDeleted = vi.fn();
    renderWithProviders(<MyDataSection onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog.textContent).toContain('Tu suscripción se cancelará ahora y no se te cobrará más.');
    const confirm = () =>
      screen
        .getAllByRole('button', { name: 'Eliminar mi cuenta' })
        .find((b) => dialog.contains(b)) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    const input = screen.getByLabelText('Escribe «Eliminar mi cuenta» para confirmar');
    fireEvent.change(input, { target: { value: 'Eliminar mi' } });
    expect(confirm().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'eliminar mi cuenta' } });
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({
      path: '/user',
      body: { confirmation: 'eliminar mi cuenta' },
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("shows the server's Spanish message and keeps the session when the deletion fails", async () => {
    signInForTest();
    mockApi({
      'DELETE /user': {
        status: 502,
        body: { message: 'No pudimos cancelar tu suscripción con el proveedor de pagos. Tu cuenta no se eliminó.' },
      },
    });
    renderWithProviders(<MyDataSection onDeleted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(screen.getByLabelText('Escribe «Eliminar mi cuenta» para confirmar'), {
      target: { value: 'Eliminar mi cuenta' },
    });
    fireEvent.keyDown(screen.getByLabelText('Escribe «Eliminar mi cuenta» para confirmar'), { key: 'Enter' });
    expect(await screen.findByText(/Tu cuenta no se eliminó/)).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it("'Cerrar sesión en todos los dispositivos' asks first, then ends every session on the server and signs out (issue 31)", async () => {
    signInForTest();
    const { requests } = mockApi({ 'POST /auth/logout-all': { body: { signed_out: 3 } } });
    const onSignedOut = vi.fn();
    renderWithProviders(<MyDataSection onDeleted={onSignedOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    expect(requests.some((r) => r.path === '/auth/logout-all')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Cerrar sesión en todos' }).find((b) => dialog.contains(b))!;
    fireEvent.click(confirm);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(requests.filter((r) => r.path === '/auth/logout-all')).toHaveLength(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session and says so when the server does not confirm the sign-out everywhere', async () => {
    signInForTest();
    mockApi({ 'POST /auth/logout-all': { status: 503, body: {} } });
    renderWithProviders(<MyDataSection onDeleted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar sesión en todos' }).find((b) => dialog.contains(b))!);
    expect(await screen.findByText('No pudimos cerrar tus sesiones. Intenta de nuevo.')).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('says so when the download fails', async () => {
    signInForTest();
    mockApi({ 'GET /user/export': { status: 500, body: {} } });
    renderWithProviders(<MyDataSection onDeleted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByText('No pudimos descargar tus datos. Intenta de nuevo.')).toBeTruthy();
  });
});
