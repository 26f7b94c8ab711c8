import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowStorageKey } from '@/features/onboarding/utils/flow-storage';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { Component as Restriction } from './restriction';

/** The first render of a lazy route transforms its modules; on a busy machine that passes 1 s. */
const SLOW = { timeout: 5000 };

const completed = { objective: 'lose_weight', diet_type: 'smart_balanced', deficit: 20, onboarding_completed: true, onboarding_type: 'default' };
const location = () => screen.getByTestId('location').textContent;

describe('/restriction', () => {
  it('saves the allergies, completes the onboarding, creates the referral code and goes home', async () => {
    signInForTest();
    localStorage.setItem(flowStorageKey('user-1'), JSON.stringify({ stage: 'diets' }));
    const api = mockApi({
      'PUT /user/allergies-dislikes': ({ body }) => ({ body }),
      'POST /user/onboarding-completed': { body: completed },
      'POST /referrals/create-code': { body: { data: { code: 'ABCD1234' } } },
    });
    renderWithProviders(<Restriction />, { path: '/restriction', routePath: '/restriction' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gluten' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    await waitFor(() => expect(location()).toBe('/'), SLOW);
    expect(api.requests.find((r) => r.path === '/user/allergies-dislikes')?.body).toEqual({ allergies: ['gluten'], dislikes: [], eating_style: 'none' });
    const paths = api.requests.map((r) => r.path);
    expect(paths.indexOf('/referrals/create-code')).toBeGreaterThan(paths.indexOf('/user/onboarding-completed'));
    expect(localStorage.getItem(flowStorageKey('user-1'))).toBeNull();
  });

  it('still goes home when the saves fail (they are only logged)', async () => {
    signInForTest();
    mockApi({});
    renderWithProviders(<Restriction />, { path: '/restriction', routePath: '/restriction' });
    fireEvent.click(await screen.findByRole('button', { name: /Continuar/ }, SLOW));
    await waitFor(() => expect(location()).toBe('/'), SLOW);
  });
});
