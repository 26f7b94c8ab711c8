import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDateOf } from './local-date.ts';

describe('localDateOf', () => {
  it('gives the calendar day in the user time zone, not UTC', () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // 22:30 of the 21st in Lima (UTC-5)
    expect(localDateOf(instant, 'America/Lima')).toBe('2026-11-21');
    expect(localDateOf(instant, 'Europe/Madrid')).toBe('2026-11-22');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone('America/Mexico_City')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
