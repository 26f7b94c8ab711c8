import { describe, expect, it } from 'vitest';
import { trialRemainingText } from './trial.ts';

const now = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('trialRemainingText', () => {
  it('shows days from 48 hours on', () => {
    expect(trialRemainingText(inHours(7 * 24), now)).toBe('7 días restantes');
    expect(trialRemainingText(inHours(48), now)).toBe('2 días restantes');
    expect(trialRemainingText(inHours(7 * 24 - 0.1), now)).toBe('7 días restantes');
    expect(trialRemainingText(inHours(59.9), now)).toBe('2 días restantes');
    expect(trialRemainingText(inHours(60), now)).toBe('3 días restantes');
  });
  it('switches to hours under 48 hours', () => {
    expect(trialRemainingText(inHours(47.9), now)).toBe('47 horas restantes');
    expect(trialRemainingText(inHours(1.5), now)).toBe('1 hora restante');
  });
  it('never goes below 0', () => {
    expect(trialRemainingText(inHours(-5), now)).toBe('0 horas restantes');
  });
});
