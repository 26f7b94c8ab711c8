import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, weekOf } from './week.ts';

describe('weekOf', () => {
  it('runs Monday to Sunday', () => {
    expect(weekOf('2026-11-18')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // a Wednesday
    expect(weekOf('2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // Monday
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' }); // Sunday
  });
  it('crosses a month end', () => {
    expect(weekOf('2026-12-02')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });
  it('crosses a year end', () => {
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
  it('handles a leap day', () => {
    expect(weekOf('2028-02-29')).toEqual({ start: '2028-02-28', end: '2028-03-05' });
  });
});

describe('addDays and datesBetween', () => {
  it('steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
