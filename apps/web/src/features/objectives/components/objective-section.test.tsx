import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { LOSING_WEIGHT_OBJECTIVE } from '@/testing/user-objective';
import { ObjectiveSection } from './objective-section';

const objective = LOSING_WEIGHT_OBJECTIVE;

async function askFor(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
  const dialog = await screen.findByRole('alertdialog', { name: `¿Cambiar tu objetivo a «${name}»?` });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar objetivo' }));
  return dialog;
}

describe('the objective section', { timeout: 15_000 }, () => {
  it('changes the objective after a confirmation', async () => {
    signInForTest();
    const saved = { ...objective, objective: 'maintain_weight' as const };
    const { requests } = mockApi({ 'PUT /user/objective': { body: saved } });
    const onSaved = vi.fn();
    renderWithProviders(<ObjectiveSection objective={objective} isError={false} onSaved={onSaved} />);
    await askFor('Mantener mi peso');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(requests.at(-1)?.body).toEqual({ objective: 'maintain_weight' });
  });

  it('gives the 30-day text when the server says the change is too frequent', async () => {
    signInForTest();
    mockApi({
      'PUT /user/objective': { status: 409, body: { code: 'OBJECTIVE_CHANGE_TOO_FREQUENT', message: 'otro texto' } },
    });
    renderWithProviders(<ObjectiveSection objective={objective} isError={false} onSaved={() => {}} />);
    const dialog = await askFor('Subir de peso');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Solo puedes cambiar tu objetivo cada 30 días. Por favor, espera antes de realizar otro cambio.',
    );
  });

  it('gives the settings error for any other failure, and cancelling keeps the old objective', async () => {
    signInForTest();
    mockApi({ 'PUT /user/objective': { status: 500, body: { message: 'Error interno' } } });
    renderWithProviders(<ObjectiveSection objective={objective} isError={false} onSaved={() => {}} />);
    const dialog = await askFor('Subir de peso');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al actualizar la configuración');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('radio', { name: 'Bajar de peso' }) as HTMLInputElement).checked).toBe(true);
  });
});
