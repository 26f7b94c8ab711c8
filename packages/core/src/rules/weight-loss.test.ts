import { describe, expect, it } from 'vitest';
import { weightLossLevel, weightLossPercentage } from './weight-loss.ts';

describe('weightLossPercentage', () => {
  it('is (weight − goal) / weight × 100', () => {
    // (78 − 65) / 78 × 100 = 13 / 78 × 100 = 16.666…
    expect(weightLossPercentage(78, 65)).toBeCloseTo(16.6667, 4);
    // (100 − 95) / 100 × 100 = 5
    expect(weightLossPercentage(100, 95)).toBe(5);
    // (60 − 66) / 60 × 100 = −10
    expect(weightLossPercentage(60, 66)).toBe(-10);
  });
});

describe('weightLossLevel', () => {
  it('is low up to 5 %, medium up to 15 %, high above', () => {
    expect(weightLossLevel(-10)).toBe('low');
    expect(weightLossLevel(0)).toBe('low');
    expect(weightLossLevel(5)).toBe('low');
    expect(weightLossLevel(5.01)).toBe('medium');
    expect(weightLossLevel(15)).toBe('medium');
    expect(weightLossLevel(15.01)).toBe('high');
    // 78 kg -> 65 kg: 16.67 % -> high
    expect(weightLossLevel(weightLossPercentage(78, 65))).toBe('high');
    // 80 kg -> 70 kg: 10 / 80 × 100 = 12.5 % -> medium
    expect(weightLossLevel(weightLossPercentage(80, 70))).toBe('medium');
  });
});
