import { describe, expect, it } from 'vitest';
import {
  localToday,
  longDayLabel,
  nextWeekStart,
  previousWeekStart,
  relativeWeekLabel,
  shownWeekStart,
  weekTitle,
} from './week';

describe('the week title', () => {
  it("reads 'Semana del 16 al 22 de noviembre' inside one month", () => {
    expect(weekTitle('2026-11-16', '2026-11-22', '2026-11-18')).toBe('Semana del 16 al 22 de noviembre');
  });

  it('names both months when the week crosses into the next one', () => {
    expect(weekTitle('2026-10-26', '2026-11-01', '2026-11-18')).toBe('Semana del 26 de octubre al 1 de noviembre');
  });

  it('names both years when the week crosses into a new year', () => {
    expect(weekTitle('2025-12-29', '2026-01-04', '2026-01-02')).toBe(
      'Semana del 29 de diciembre de 2025 al 4 de enero de 2026',
    );
  });

  it('adds the year to a week of an earlier year', () => {
    expect(weekTitle('2025-11-17', '2025-11-23', '2026-02-01')).toBe('Semana del 17 al 23 de noviembre de 2025');
  });
});

describe('moving between weeks', () => {
  const today = '2026-11-18'; // a Wednesday

  it("shows today's week without a date, or with one that is not a date", () => {
    expect(shownWeekStart(null, today)).toBe('2026-11-16');
    expect(shownWeekStart('mañana', today)).toBe('2026-11-16');
    expect(shownWeekStart('2026-02-31', today)).toBe('2026-11-16');
  });

  it('shows the Monday of the week holding the requested date', () => {
    expect(shownWeekStart('2026-11-08', today)).toBe('2026-11-02');
  });

  it('never shows a week after the current one', () => {
    expect(shownWeekStart('2026-12-01', today)).toBe('2026-11-16');
    expect(nextWeekStart('2026-11-16', today)).toBeNull();
    expect(nextWeekStart('2026-11-09', today)).toBe('2026-11-16');
  });

  it('goes back a week across a month and a year', () => {
    expect(previousWeekStart('2026-11-02')).toBe('2026-10-26');
    expect(previousWeekStart('2026-01-05')).toBe('2025-12-29');
  });

  it('says how far back the week is', () => {
    expect(relativeWeekLabel('2026-11-16', today)).toBe('Esta semana');
    expect(relativeWeekLabel('2026-11-09', today)).toBe('Semana pasada');
    expect(relativeWeekLabel('2026-10-19', today)).toBe('Hace 4 semanas');
  });
});

describe('the day labels', () => {
  it("titles a day's tooltip 'Lunes 16 de noviembre'", () => {
    expect(longDayLabel('2026-11-16')).toBe('Lunes 16 de noviembre');
    expect(longDayLabel('2026-09-02')).toBe('Miércoles 2 de septiembre');
  });

  it("writes the browser's local day as YYYY-MM-DD", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
