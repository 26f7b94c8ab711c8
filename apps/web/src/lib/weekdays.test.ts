import { describe, expect, it } from 'vitest';
import { shortWeekdayName, WEEKDAY_NAMES, weekdayName, weekdayOf } from './weekdays';

describe('weekday names', () => {
  it('labels the days Lun to Dom', () => {
    expect(shortWeekdayName('2026-11-16')).toBe('Lun');
    expect(shortWeekdayName('2026-11-18')).toBe('Mié');
    expect(shortWeekdayName('2026-11-22')).toBe('Dom');
  });

  it('names a date’s day with a capital, as date-fns writes it in Spanish', () => {
    expect(weekdayName('2026-11-16')).toBe('Lunes');
    expect(weekdayName('2026-11-18')).toBe('Miércoles');
    expect(weekdayName('2026-11-21')).toBe('Sábado');
  });

  it('reads the calendar day, not an instant: the first and last days of a year', () => {
    expect(weekdayOf('2026-01-01')).toBe('thursday');
    expect(weekdayOf('2025-12-31')).toBe('wednesday');
    expect(WEEKDAY_NAMES[weekdayOf('2026-11-22')].long).toBe('domingo');
  });
});
