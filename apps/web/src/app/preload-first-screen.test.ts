import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { mockApi, signInForTest } from '@/testing/test-utils';
import { preloadFirstScreen } from './app-routes';

const getPaths = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET').map((r) => r.path);

afterEach(() => {
  useAuthStore.getState().logout();
  vi.unstubAllGlobals();
});

const OBJECTIVE = {
  objective: 'lose_weight',
  diet_type: 'balanced',
  deficit: 20,
  onboarding_completed: true,
  onboarding_type: 'default',
};

describe('preloadFirstScreen', () => {
  it("asks, as the app starts on /daily-summary, for the guards' calls and every call the screen shows at once", async () => {
    signInForTest();
    const { requests } = mockApi({});
    preloadFirstScreen({ pathname: '/daily-summary', search: '' }, new QueryClient());
    // Each call in a task of its own (lib/own-task.ts): none while the start's task runs.
    expect(requests).toEqual([]);
    await vi.waitFor(() =>
      expect(getPaths(requests)).toEqual(
        expect.arrayContaining([
          '/payments/current-plan',
          '/user/objective',
          expect.stringMatching(/^\/summaries\/daily/),
          '/user/expenditure',
          '/app-config',
          '/preferences/recommendation-type',
          // The strict-plan banner's status and plan, side by side rather than one after the other.
          '/diet-plates/strict-generated',
          '/diet-plates/strict',
        ]),
      ),
    );
  });

  it("does not ask for today's expenditure for another day", async () => {
    signInForTest();
    const { requests } = mockApi({});
    preloadFirstScreen({ pathname: '/daily-summary', search: '?date=2024-01-02' }, new QueryClient());
    // The plan is the last call asked for.
    await vi.waitFor(() => expect(getPaths(requests)).toContain('/diet-plates/strict'));
    expect(getPaths(requests)).not.toContain('/user/expenditure');
  });

  it("asks, as the app starts on /profile, for every section's call, and for the budget on a strict menu", async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /preferences/recommendation-type': { body: { data: { recommendation_type: 'strict' } } },
      'GET /user/objective': { body: OBJECTIVE },
    });
    preloadFirstScreen({ pathname: '/profile', search: '' }, new QueryClient());
    await vi.waitFor(() =>
      expect(getPaths(requests)).toEqual(
        expect.arrayContaining([
          '/payments/current-plan',
          '/user/objective',
          '/user/info',
          '/user/diet-condition',
          '/preferences/intensity',
          '/preferences/reminders',
          '/preferences/reminders-schedule',
          '/preferences/recommendation-type',
          '/preferences/budget-level',
          '/diet-type',
        ]),
      ),
    );
  });

  it('does not ask for the budget on a flexible menu', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /preferences/recommendation-type': { body: { data: { recommendation_type: 'flex' } } },
    });
    preloadFirstScreen({ pathname: '/profile', search: '' }, new QueryClient());
    await vi.waitFor(() => expect(getPaths(requests)).toContain('/preferences/recommendation-type'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getPaths(requests)).not.toContain('/preferences/budget-level');
  });

  it('asks for nothing for a signed-out visitor', async () => {
    const { requests } = mockApi({});
    preloadFirstScreen({ pathname: '/daily-summary', search: '' }, new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});
