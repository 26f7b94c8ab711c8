import { describe, expect, it } from 'vitest';
import { findUnstorableText, isCalendarDate, isUuid, localDate } from './common.ts';

const messageOf = (value: unknown) => {
  const result = localDate.safeParse(value);
  return result.success ? undefined : result.error.issues.map((i) => i.message);
};

describe('localDate', () => {
  it('accepts real days from 1900 to 2100, leap days included', () => {
    for (const date of ['1900-01-01', '2100-12-31', '2024-02-29', '2000-02-29', '2025-01-31', '2025-04-30'])
      expect(messageOf(date), date).toBeUndefined();
  });

  it('refuses days the calendar does not have, though Date.parse takes them', () => {
    for (const date of [
      '2026-02-30',
      '2025-02-31',
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-01-32',
    ]) {
      expect(messageOf(date), date).toEqual(['La fecha no es válida']);
    }
  });

  it('refuses years outside 1900-2100', () => {
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01'])
      expect(messageOf(date), date).toEqual(['La fecha debe estar entre 1900 y 2100']);
  });

  it('gives a malformed date one message, about the format', () => {
    for (const date of ['2025-1-1', '01/02/2025', '2025-01-01T00:00:00Z', ''])
      expect(messageOf(date), date).toEqual(['La fecha debe tener el formato AAAA-MM-DD']);
    expect(messageOf(20250101)).toEqual(['La fecha es obligatoria']);
  });

  it('isCalendarDate follows the Gregorian leap years', () => {
    expect([
      isCalendarDate('2024-02-29'),
      isCalendarDate('2100-02-29'),
      isCalendarDate('2000-02-29'),
      isCalendarDate('x'),
    ]).toEqual([true, false, true, false]);
  });
});

describe('isUuid', () => {
  it('takes what a PostgreSQL uuid column takes, in canonical form', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    for (const value of [
      'not-a-uuid',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301\u0000',
      42,
      null,
    ])
      expect(isUuid(value)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('finds NUL in any string of a body, query or params, and names where', () => {
    expect(findUnstorableText({ nutrition_log: { description: 'Lomo\u0000saltado' } })).toBe(
      'nutrition_log.description',
    );
    expect(findUnstorableText({ allergies: ['kiwi', 'ma\u0000ní'], dislikes: [] })).toBe('allergies.1');
    expect(findUnstorableText({ updates: { 'ti\u0000tle': 'x' } })).toBe('updates.ti\uFFFDtle');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('finds half a surrogate pair, which PostgreSQL refuses as well', () => {
    expect(findUnstorableText({ dislikes: ['ok', 'sushi \ud83d'] })).toBe('dislikes.1');
    expect(findUnstorableText({ name: '\udc00 x' })).toBe('name');
    expect(findUnstorableText({ name: 'emoji 😀 ok' })).toBeNull();
  });

  it('finds nothing in clean input, numbers, nulls and raw buffers', () => {
    expect(findUnstorableText({ a: [1, null, true, { b: 'ñandú 😀' }] })).toBeNull();
    expect(findUnstorableText(Buffer.from('a\u0000b'))).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});
