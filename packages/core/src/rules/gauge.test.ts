import { describe, expect, it } from 'vitest';
import { gaugePercent } from './gauge.ts';

describe('gaugePercent', () => {
  it('rounds current over ideal to a whole percent', () => {
    expect(gaugePercent(61, 122)).toBe(50);
    expect(gaugePercent(1, 3)).toBe(33);
    expect(gaugePercent(2, 3)).toBe(67);
  });
  it('caps at 100', () => {
    expect(gaugePercent(300, 100)).toBe(100);
  });
  it('is 0 when the ideal is not above 0 or the result is not a number', () => {
    expect(gaugePercent(50, 0)).toBe(0);
    expect(gaugePercent(50, -1)).toBe(0);
    expect(gaugePercent(Number.NaN, 100)).toBe(0);
    expect(gaugePercent(50, Number.NaN)).toBe(0);
  });
});
