import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { todayOf } from './today.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('todayOf (kept for the rest of the UTC minute)', () => {
  it.each([
    // Local midnight at 05:00 UTC, 18:15 UTC (+05:45) and 14:30 UTC (+09:30).
    ['America/Lima', '2026-03-10T05:00:00.000Z', '2026-03-09', '2026-03-10'],
    ['Asia/Kathmandu', '2026-03-09T18:15:00.000Z', '2026-03-09', '2026-03-10'],
    ['Australia/Darwin', '2026-03-09T14:30:00.000Z', '2026-03-09', '2026-03-10'],
  ])('turns the day at midnight in %s, to the millisecond', (zone, midnight, before, after) => {
    vi.useFakeTimers();
    const at = Date.parse(midnight);
    for (const [t, expected] of [
      [at - 60_000, before],
      [at - 1, before],
      [at, after],
      [at + 59_999, after],
      [at - 1, before], // a clock set back is read again
    ] as const) {
      vi.setSystemTime(t);
      expect(todayOf(zone), new Date(t).toISOString()).toBe(expected);
      expect(todayOf(zone)).toBe(localDateOf(new Date(t), zone));
    }
  });
});
