import { describe, expect, it } from 'vitest';
import { consumedPercent, excessOver, gaugePercent } from './gauge.ts';

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

describe('consumedPercent and excessOver (issue 29)', () => {
  it('say the real share and the excess above 100 %, which gaugePercent caps', () => {
    expect(consumedPercent(178, 122)).toBe(146);
    expect(gaugePercent(178, 122)).toBe(100);
    expect(consumedPercent(1799, 1514)).toBe(119);
    expect(excessOver(1799, 1514)).toBe(285);
    expect(excessOver(1200, 1514)).toBe(0);
  });
  it('are 0 without an ideal', () => {
    expect(consumedPercent(50, 0)).toBe(0);
    expect(excessOver(50, 0)).toBe(0);
    expect(consumedPercent(Number.NaN, 100)).toBe(0);
  });
});
