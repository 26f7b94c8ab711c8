import { describe, expect, it } from 'vitest';
import { defaultReminders } from './default-reminders.ts';
import { DEFAULT_REMINDER_SCHEDULE, dueReminders, localClock } from './reminders-due.ts';

const all = defaultReminders(['breakfast', 'lunch', 'dinner']);
// Lima is UTC-5 all year. 2026-11-23 is a Monday, 2026-11-28 a Saturday.
const lima = (localIso: string) => new Date(`${localIso}-05:00`);

describe('dueReminders', () => {
  it('sends an 08:00 breakfast reminder from 09:00 local time, not before', () => {
    expect(
      dueReminders(lima('2026-11-23T08:59:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds,
    ).not.toContain('breakfast');
    expect(dueReminders(lima('2026-11-23T09:00:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE)).toEqual({
      date: '2026-11-23',
      kinds: ['breakfast', 'weight'],
    });
  });

  it('drops a reminder three hours after it was due', () => {
    expect(dueReminders(lima('2026-11-23T11:59:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds).toContain(
      'breakfast',
    );
    expect(
      dueReminders(lima('2026-11-23T12:00:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds,
    ).not.toContain('breakfast');
  });

  it('sends the daily summary an hour after the dinner reminder on weekdays only', () => {
    expect(dueReminders(lima('2026-11-23T22:00:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds).toEqual([
      'dinner',
      'daily_summary',
    ]);
    const saturday = dueReminders(lima('2026-11-28T22:45:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE);
    expect(saturday.kinds).toEqual(['dinner']); // weekend: no daily summary, and the weekend schedule (20:30)
    expect(dueReminders(lima('2026-11-28T10:00:00'), 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds).toEqual([
      'breakfast',
    ]); // no weight on weekends
  });

  it('follows the user time zone', () => {
    const madrid9 = new Date('2026-11-23T08:00:00Z'); // 09:00 in Madrid (UTC+1)
    expect(dueReminders(madrid9, 'Europe/Madrid', all, DEFAULT_REMINDER_SCHEDULE).kinds).toContain('breakfast');
    expect(dueReminders(madrid9, 'America/Lima', all, DEFAULT_REMINDER_SCHEDULE).kinds).toEqual([]); // 03:00 in Lima
  });

  it('sends nothing switched off', () => {
    const none = defaultReminders([]);
    expect(
      dueReminders(
        lima('2026-11-23T09:30:00'),
        'America/Lima',
        { ...none, monday: { ...none.monday, weight_reminder: false } },
        DEFAULT_REMINDER_SCHEDULE,
      ).kinds,
    ).toEqual([]);
  });
});

describe('localClock', () => {
  it('gives the local date, weekday and minute', () => {
    expect(localClock(lima('2026-11-23T23:30:00'), 'America/Lima')).toEqual({
      date: '2026-11-23',
      weekday: 'monday',
      minute: 23 * 60 + 30,
    });
  });
});
