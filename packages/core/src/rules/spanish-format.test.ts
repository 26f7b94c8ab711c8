import { describe, expect, it } from 'vitest';
import {
  formatSpanishDate,
  formatSpanishNumber,
  type SpanishDateOptions,
  type SpanishNumberOptions,
} from './spanish-format';

// Node carries the full ICU: every output must be the one Intl.NumberFormat/DateTimeFormat('es') gives.
const intlNumber = (value: number, options: SpanishNumberOptions) =>
  new Intl.NumberFormat('es', options as Intl.NumberFormatOptions).format(value);

describe('formatSpanishNumber', () => {
  const optionSets: SpanishNumberOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 0, useGrouping: 'always' },
    { maximumFractionDigits: 2, useGrouping: 'always' },
  ];
  const edges = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    2.675,
    0.125,
    9.95,
    9.96,
    99999.96,
    999.5,
    9999.5,
    1234,
    12345,
    1234567.891,
    -0.04,
    -0.4,
    -1234.56,
    1e-7,
    1e21,
    123456789012,
    0.1 + 0.2,
    78.45,
    72.25,
    1628.4999,
    NaN,
    Infinity,
    -Infinity,
  ];

  it('writes the edge cases as Intl does (rounding, grouping, signs, exponents)', () => {
    for (const options of optionSets)
      for (const value of edges)
        expect(formatSpanishNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(
          intlNumber(value, options),
        );
  });

  it('writes ten thousand random amounts as Intl does', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 10_000; i++) {
      const scale = 10 ** Math.floor(random() * 7);
      const value = Math.round((random() - 0.2) * scale * 1000) / 1000;
      const options = optionSets[i % optionSets.length]!;
      expect(formatSpanishNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(
        intlNumber(value, options),
      );
    }
  });
});

describe('formatSpanishDate', () => {
  const optionSets: SpanishDateOptions[] = [
    { weekday: 'long' },
    { weekday: 'short' },
    { month: 'long' },
    { month: 'short' },
    { day: 'numeric', month: 'long' },
    { day: 'numeric', month: 'short' },
    { day: 'numeric', month: 'long', year: 'numeric' },
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    { weekday: 'long', timeZone: 'UTC' },
    { day: 'numeric', month: 'long', timeZone: 'UTC' },
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ];

  it('writes every day of a year, at several hours, as Intl does', () => {
    const intl = optionSets.map((options) => new Intl.DateTimeFormat('es', options));
    for (let day = 0; day < 366; day++)
      for (const hour of [0, 9, 23]) {
        const date = new Date(2028, 0, 1 + day, hour, (day * 7) % 60);
        for (const [i, options] of optionSets.entries())
          expect(formatSpanishDate(date, options), `${date.toISOString()} ${JSON.stringify(options)}`).toBe(
            intl[i]!.format(date),
          );
      }
  });

  it('takes a timestamp as well as a Date', () => {
    expect(formatSpanishDate(Date.UTC(2026, 10, 27, 12), { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(
      '27 de noviembre',
    );
  });
});
