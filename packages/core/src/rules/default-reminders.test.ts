import { describe, expect, it } from 'vitest';
import { defaultReminders } from './default-reminders.ts';

describe('defaultReminders', () => {
  it('turns on the weight reminder and the daily summary on weekdays when all three meals are eaten', () => {
    const r = defaultReminders(['breakfast', 'lunch', 'dinner']);
    expect(r.monday).toEqual({
      breakfast_reminder: true,
      lunch_reminder: true,
      dinner_reminder: true,
      weight_reminder: true,
      daily_summary: true,
    });
    expect(r.friday.daily_summary).toBe(true);
    expect(r.saturday).toEqual({
      breakfast_reminder: true,
      lunch_reminder: true,
      dinner_reminder: true,
      weight_reminder: false,
      daily_summary: false,
    });
    expect(r.sunday.weight_reminder).toBe(false);
  });

  it('leaves the daily summary off when a main meal is missing, and reminds only the meals eaten', () => {
    const r = defaultReminders(['lunch', 'dinner', 'snacks']);
    expect(r.wednesday).toEqual({
      breakfast_reminder: false,
      lunch_reminder: true,
      dinner_reminder: true,
      weight_reminder: true,
      daily_summary: false,
    });
  });
});
