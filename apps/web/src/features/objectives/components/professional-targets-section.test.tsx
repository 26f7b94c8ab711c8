import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { ProfessionalTargetsSection } from './professional-targets-section';

const targets = {
  calories: 1500,
  protein: 120,
  carbs: 140,
  fat: 50,
  reason: 'Más proteína para cuidar tu masa muscular',
  author_name: 'Lic. María Quispe',
  set_at: '2026-11-27T15:00:00Z',
};

describe("/objectives' targets set by the nutritionist (issue 33)", { timeout: 15_000 }, () => {
  it("says who, when and why, and goes back to the app's targets only after a confirmation", async () => {
    signInForTest();
    const { requests } = mockApi({
      'DELETE /user/targets/professional': { status: 204 },
      'GET /user/targets/professional': { body: { targets: null, history: [] } },
    });
    renderWithProviders(<ProfessionalTargetsSection targets={targets} />);
    expect(screen.getByText(/Lic\. María Quispe los ajustó el 27 de noviembre de 2026/)).toBeTruthy();
    expect(screen.getByText(/Más proteína para cuidar tu masa muscular/)).toBeTruthy();
    expect(screen.getByText('1500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a los objetivos de la app' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver a los de la app' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/user/targets/professional')).toBe(true),
    );
  });
});
