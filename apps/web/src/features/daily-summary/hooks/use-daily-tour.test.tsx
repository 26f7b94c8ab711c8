import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { useDailyTour } from './use-daily-tour';

type TourOptions = { onEnd: (how: 'finished' | 'skipped' | 'closed') => void };
const destroy = vi.fn();
const startDailyTour = vi.fn<(options: TourOptions) => { destroy: () => void }>(() => ({ destroy }));
vi.mock('../components/daily-tour', () => ({
  startDailyTour: (options: TourOptions) => startDailyTour(options),
}));

// Before each test: the previous one's screen is unmounted (its tour taken down) after its own hooks.
beforeEach(() => {
  startDailyTour.mockClear();
  destroy.mockClear();
  sessionStorage.clear();
});

const endTour = (how: 'finished' | 'skipped' | 'closed') => startDailyTour.mock.calls[0]![0].onEnd(how);

function Probe({ ready = true }: { ready?: boolean }) {
  useDailyTour(ready);
  return null;
}

describe('the guided tour (docs/product.md §4, §9)', () => {
  it('starts 100 ms after the screen is ready when the server says it is not completed', async () => {
    signInForTest({ sub: 'user-7' });
    mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    const started = Date.now();
    renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('waits for the screen to be ready', async () => {
    signInForTest();
    const api = mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    renderWithProviders(<Probe ready={false} />);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.requests).toEqual([]);
    expect(startDailyTour).not.toHaveBeenCalled();
  });

  it('does not run when the server says it is completed', async () => {
    signInForTest();
    const api = mockApi({ 'GET /user/tour-completed': { body: { tour_completed: true } } });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(api.requests.map((r) => r.path)).toEqual(['/user/tour-completed']));
    await new Promise((r) => setTimeout(r, 200));
    expect(startDailyTour).not.toHaveBeenCalled();
  });

  it('does not run, nor ask, when local storage says it is done for this user', async () => {
    signInForTest({ sub: 'user-7' });
    localStorage.setItem('nutricoach:tour-completed:user-7', 'true');
    const api = mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    renderWithProviders(<Probe />);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.requests).toEqual([]);
    expect(startDailyTour).not.toHaveBeenCalled();
  });

  it.each(['finished', 'skipped'] as const)(
    'marks it completed in local storage and on the server (PUT { tour_completed: true }) when %s',
    async (how) => {
      signInForTest({ sub: 'user-7' });
      const api = mockApi({
        'GET /user/tour-completed': { body: { tour_completed: false } },
        'PUT /user/tour-completed': { body: { tour_completed: true } },
      });
      renderWithProviders(<Probe />);
      await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
      endTour(how);
      await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
      const put = api.requests.find((r) => r.method === 'PUT')!;
      // The body is required (issue 32): an empty PUT is a 400.
      expect(put.body).toEqual({ tour_completed: true });
      expect(put.headers.get('content-type')).toContain('application/json');
      expect(localStorage.getItem('nutricoach:tour-completed:user-7')).toBe('true');
    },
  );

  it('only logs when the server cannot save it', async () => {
    signInForTest({ sub: 'user-7' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /user/tour-completed': { body: { tour_completed: false } },
      'PUT /user/tour-completed': { status: 500, body: {} },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
    endTour('finished');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(localStorage.getItem('nutricoach:tour-completed:user-7')).toBe('true');
    error.mockRestore();
  });

  it('closed early: not completed anywhere, and not shown again during this visit', async () => {
    signInForTest({ sub: 'user-7' });
    const api = mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    const first = renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
    endTour('closed');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(localStorage.getItem('nutricoach:tour-completed:user-7')).toBeNull();
    expect(sessionStorage.getItem('nutricoach:tour-closed:user-7')).toBe('true');
    first.unmount();

    // The screen again in the same visit: no tour.
    renderWithProviders(<Probe />);
    await new Promise((r) => setTimeout(r, 250));
    expect(startDailyTour).toHaveBeenCalledTimes(1);
  });

  it('comes back on the next visit after being closed early', async () => {
    signInForTest({ sub: 'user-7' });
    mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    const first = renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
    endTour('closed');
    first.unmount();
    sessionStorage.clear(); // a new visit: a new tab or the app opened again
    renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(2));
  });

  it('leaving the screen mid-tour takes it down and marks nothing', async () => {
    signInForTest({ sub: 'user-7' });
    const api = mockApi({ 'GET /user/tour-completed': { body: { tour_completed: false } } });
    const view = renderWithProviders(<Probe />);
    await waitFor(() => expect(startDailyTour).toHaveBeenCalledTimes(1));
    view.unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(localStorage.getItem('nutricoach:tour-completed:user-7')).toBeNull();
    expect(sessionStorage.getItem('nutricoach:tour-closed:user-7')).toBeNull();
  });
});
