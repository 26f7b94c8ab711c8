import { describe, expect, it } from 'vitest';
import { COACH_CHAT_VOICE, amountText, draftText, voiceOf } from './coach-chat-messages.ts';
import { COACH_PERSONALITIES } from './onboarding.ts';

describe('coach chat texts', () => {
  it('has a voice for every personality, balanced for an unknown one', () => {
    for (const p of COACH_PERSONALITIES) expect(COACH_CHAT_VOICE[p].logged.length).toBeGreaterThan(5);
    expect(voiceOf('nope')).toBe(COACH_CHAT_VOICE.balanced);
  });

  it('writes amounts in Spanish, plural and fractions included', () => {
    expect(amountText(2, 'unidad', 100)).toBe('2 unidades');
    expect(amountText(1, 'taza', 160)).toBe('1 taza');
    expect(amountText(0.5, 'taza', 80)).toBe('½ taza');
    expect(amountText(1.5, 'taza', 240)).toBe('1½ tazas');
    expect(amountText(1, 'g', 150)).toBe('150 g');
    // Issue 29: the coach wrote '60 gramoses' and 'porciónes'.
    expect(amountText(60, 'gramos', 60)).toBe('60 gramos');
    expect(amountText(2, 'porción', 300)).toBe('2 porciones');
  });

  it('lists each food with its kcal, the total and how to confirm', () => {
    const text = draftText({
      mealType: 'lunch',
      items: [{ name: 'Huevos revueltos', quantity: 2, portion: { label: 'unidad' }, grams: 122, calories: 182 }],
      totals: { calories: 182, protein: 12.2, carbs: 2, fat: 13.4 },
      unmatched: ['xyz'],
      withPhoto: false,
    });
    expect(text).toBe(
      [
        'Almuerzo:',
        '• Huevos revueltos, 2 unidades: 182 kcal',
        'Total: 182 kcal · proteína 12 g · carbohidratos 2 g · grasa 13 g',
        '¿Qué es «xyz»? Respóndeme con otro nombre o créalo en la app.',
        'Responde SÍ para registrar lo demás, o dime qué es y lo sumo.',
      ].join('\n'),
    );
  });
});
