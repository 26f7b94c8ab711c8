import { describe, expect, it } from 'vitest';
import { countryOfPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('normalises a Peruvian mobile with spaces to E.164', () => {
    expect(normalizePhone('+51 987 654 321')).toEqual({ ok: true, e164: '+51987654321', country: 'pe' });
  });
  it('accepts a national number with a default country', () => {
    expect(normalizePhone('987654321', 'pe')).toEqual({ ok: true, e164: '+51987654321', country: 'pe' });
  });
  it('accepts Mexico, Spain and the US', () => {
    expect(normalizePhone('+52 55 1234 5678')).toMatchObject({ ok: true, country: 'mx' });
    expect(normalizePhone('+34 612 345 678')).toMatchObject({ ok: true, country: 'es' });
    expect(normalizePhone('+1 202 555 0143')).toMatchObject({ ok: true, country: 'us' });
  });
  it('refuses a valid number from a country we do not serve', () => {
    expect(normalizePhone('+44 7911 123456')).toEqual({ ok: false, reason: 'country' });
  });
  it('refuses garbage', () => {
    expect(normalizePhone('hola')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('+51 12')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('countryOfPhone', () => {
  it('reads the country of a stored phone, where a new user starts', () => {
    expect(countryOfPhone('+525512345678')).toBe('mx');
    expect(countryOfPhone('+34612345678')).toBe('es');
    expect(countryOfPhone('+51987654321')).toBe('pe');
    expect(countryOfPhone('+12025550143')).toBe('us');
  });
  it('falls back to the default country for a phone it cannot read', () => {
    expect(countryOfPhone('+4479111')).toBe('pe');
  });
});
