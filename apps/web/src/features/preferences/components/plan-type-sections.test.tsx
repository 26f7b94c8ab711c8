import type { RecommendationType } from '@nutricoach/core/contract/preferences';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { PlanTypeSections } from './plan-type-sections';

/** Stands in for the route: keeps the stored type, as the shell's query would. */
function Harness({ initial, onSaved }: { initial: RecommendationType; onSaved?: (type: RecommendationType) => void }) {
  const [type, setType] = useState(initial);
  return (
    <PlanTypeSections
      recommendationType={type}
      onSaved={(next) => {
        setType(next);
        onSaved?.(next);
      }}
    />
  );
}

const budgetHeading = () => screen.queryByRole('heading', { name: 'Presupuesto' });

describe('menu type and budget', { timeout: 15_000 }, () => {
  it('shows the budget only for strict; switching to strict shows it with the medium the server set', async () => {
    signInForTest();
    const onSaved = vi.fn();
    const { requests } = mockApi({
      'PUT /preferences/recommendation-type': (request) => ({ body: { data: request.body } }),
      'GET /preferences/budget-level': { body: { data: { budget_level: 'medium' } } },
    });
    renderWithProviders(<Harness initial="flex" onSaved={onSaved} />);
    expect((screen.getByRole('radio', { name: 'Flexible' }) as HTMLInputElement).checked).toBe(true);
    expect(budgetHeading()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Estricto' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('strict'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ recommendation_type: 'strict' });
    await screen.findByRole('heading', { name: 'Presupuesto' });
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Medio' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Flexible' }));
    await waitFor(() => expect(budgetHeading()).toBeNull());
  });

  it('keeps the type and says so when the save fails', async () => {
    signInForTest();
    mockApi({ 'PUT /preferences/recommendation-type': { status: 500, body: {} } });
    renderWithProviders(<Harness initial="flex" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Estricto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar el tipo de recomendación');
    expect((screen.getByRole('radio', { name: 'Flexible' }) as HTMLInputElement).checked).toBe(true);
    expect(budgetHeading()).toBeNull();
  });

  it('keeps a budget whose save failed, only logging it', async () => {
    signInForTest();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /preferences/budget-level': { body: { data: { budget_level: 'medium' } } },
      'PUT /preferences/budget-level': { status: 500, body: {} },
    });
    renderWithProviders(<Harness initial="strict" />);
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Medio' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Alto' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect((screen.getByRole('radio', { name: 'Alto' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });
});
