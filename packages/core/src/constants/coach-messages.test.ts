import { describe, expect, it } from 'vitest';
import { REMINDER_KINDS } from '../rules/reminders-due.ts';
import { COACH_MESSAGES, coachMessage } from './coach-messages.ts';
import { COACH_PERSONALITIES } from './onboarding.ts';

describe('COACH_MESSAGES', () => {
  it('has a text for every personality and every reminder, each different', () => {
    const all = COACH_PERSONALITIES.flatMap((p) => REMINDER_KINDS.map((k) => COACH_MESSAGES[p][k]));
    expect(all).toHaveLength(35);
    expect(all.every((t) => t.includes('{name}'))).toBe(true);
    expect(new Set(all).size).toBe(35);
    for (const p of COACH_PERSONALITIES)
      expect(COACH_MESSAGES[p].daily_summary).toMatch(/\{consumed\}.*\{ideal\}.*\{points\}/);
  });

  it('fills in the values', () => {
    expect(coachMessage('balanced', 'daily_summary', { name: 'Ana', consumed: 1450, ideal: 1628, points: 7 })).toBe(
      'Tu día, Ana: 1450 de 1628 kcal y 7/10 puntos. ¡Buen trabajo! Mañana seguimos.',
    );
  });
});
