import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from './query-timers';

describe('coalescedTimeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each timeout at its time, in order, with one browser timer for all', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('200'), 200);
    timers.setTimeout(() => ran.push('50'), 50);
    timers.setTimeout(() => ran.push('100'), 100);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(49);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['50']);
    vi.advanceTimersByTime(150);
    expect(ran).toEqual(['50', '100', '200']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timeout, and sets no browser timer to clear one', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    const stale = timers.setTimeout(() => ran.push('stale'), 60_000);
    timers.setTimeout(() => ran.push('gc'), 300_000);
    for (let i = 0; i < 50; i++) timers.clearTimeout(timers.setTimeout(() => ran.push('again'), 60_000));
    timers.clearTimeout(stale);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(['gc']);
  });

  it('runs a timeout set by a running one', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('second'), 10);
    }, 10);
    vi.advanceTimersByTime(20);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs a timeout even when the clock stands still (a phone set back, a test that freezes Date)', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    const timers = coalescedTimeouts();
    const ran = new Promise<string>((resolve) => timers.setTimeout(() => resolve('ran'), 20));
    expect(await ran).toBe('ran');
  });
});
