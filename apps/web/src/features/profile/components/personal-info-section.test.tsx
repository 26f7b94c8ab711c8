import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserInfo as useOnboardingUserInfo } from '@/lib/api/get-user-info';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { PersonalInfoSection } from './personal-info-section';

/** What the onboarding reads from the same cache entry (its welcome step prefetches it). */
function OnboardingReader() {
  const info = useOnboardingUserInfo();
  return <p data-testid="onboarding-name">{info.data?.personal_info?.name ?? '…'}</p>;
}

describe('Tus datos', { timeout: 15_000 }, () => {
  it('shows the personal data, and agrees with the onboarding reading the same entry', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /user/info': {
        body: { personal_info: { name: 'Ana', age: 34, gender: 'female', height: 165, weight: 78.5 } },
      },
    });
    renderWithProviders(
      <>
        <OnboardingReader />
        <PersonalInfoSection />
      </>,
    );
    expect(await screen.findByText('34 años')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tus datos' }).closest('section')?.textContent).toContain('Ana');
    expect(screen.getByText('78,5 kg')).toBeTruthy();
    expect(screen.getByTestId('onboarding-name').textContent).toBe('Ana');
    expect(requests.filter((r) => r.path === '/user/info')).toHaveLength(1);
  });

  it("says so before the onboarding asked for the data, and when it can't be read", async () => {
    signInForTest();
    mockApi({ 'GET /user/info': { body: { personal_info: null } } });
    const first = renderWithProviders(<PersonalInfoSection />);
    expect(await screen.findByText('Aún no nos diste tus datos personales.')).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /user/info': { status: 500, body: { message: 'Error' } } });
    renderWithProviders(<PersonalInfoSection />);
    expect(await screen.findByText('Error al cargar la información del usuario')).toBeTruthy();
  });
});
