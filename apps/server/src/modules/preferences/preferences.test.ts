import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { DEFAULT_REMINDER_SCHEDULE } from '@nutricoach/core/rules/reminders-due';
import { createTestApp, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reminders', () => {
  it('answers the defaults before any are saved, and keeps what is saved', async () => {
    const { headers } = await signIn(t.app);
    const initial = (await t.call('GET', '/api/preferences/reminders', headers)).json().reminders;
    expect(initial).toEqual(defaultReminders(['breakfast', 'lunch', 'dinner']));
    const changed = { ...initial, sunday: { ...initial.sunday, weight_reminder: true } };
    expect((await t.call('PUT', '/api/preferences/reminders', headers, { reminders: changed })).json()).toEqual({
      reminders: changed,
    });
    expect((await t.call('GET', '/api/preferences/reminders', headers)).json()).toEqual({ reminders: changed });
  });

  it('refuses a week with a missing day or a flag that is not a boolean', async () => {
    const { headers } = await signIn(t.app);
    const week = defaultReminders(['lunch']);
    const { sunday: _drop, ...noSunday } = week;
    expect((await t.call('PUT', '/api/preferences/reminders', headers, { reminders: noSunday })).json().message).toBe(
      'Faltan los recordatorios de un día',
    );
    const bad = await t.call('PUT', '/api/preferences/reminders', headers, {
      reminders: { ...week, monday: { ...week.monday, lunch_reminder: 'sí' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Cada recordatorio debe ser verdadero o falso');
  });
});

describe('reminder schedule', () => {
  it('answers the default times, saves new ones and refuses a malformed time', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/preferences/reminders-schedule', headers)).json()).toEqual({
      reminders_schedule: DEFAULT_REMINDER_SCHEDULE,
    });
    const schedule = {
      ...DEFAULT_REMINDER_SCHEDULE,
      weekdays: { ...DEFAULT_REMINDER_SCHEDULE.weekdays, breakfast_time: '06:45' },
    };
    expect(
      (await t.call('PUT', '/api/preferences/reminders-schedule', headers, { reminders_schedule: schedule })).json(),
    ).toEqual({ reminders_schedule: schedule });
    const bad = await t.call('PUT', '/api/preferences/reminders-schedule', headers, {
      reminders_schedule: { ...schedule, weekend: { ...schedule.weekend, lunch_time: '25:00' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La hora debe tener el formato HH:MM');
  });
});

describe('coach personality', () => {
  it("is 'balanced' by default and takes one of the 7 personalities", async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/preferences/intensity', headers)).json()).toEqual({ intensity: 'balanced' });
    expect((await t.call('PUT', '/api/preferences/intensity', headers, { intensity: 'funny' })).json()).toEqual({
      intensity: 'funny',
    });
    expect((await t.call('GET', '/api/preferences/intensity', headers)).json()).toEqual({ intensity: 'funny' });
    const bad = await t.call('PUT', '/api/preferences/intensity', headers, { intensity: 'angry' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Elige una personalidad de coach válida');
  });
});
