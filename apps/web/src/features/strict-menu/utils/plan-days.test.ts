import { describe, expect, it } from 'vitest';
import { PLAN_DAYS } from '@nutricoach/core/constants/strict-plan';
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';
import {
  canViewMeal,
  dayDate,
  dayTotals,
  formatDayLabel,
  formatWeekRange,
  localDateKey,
  startDayIndex,
} from './plan-days';

// Monday 16 to Sunday 22 November 2026, at noon local time.
const on = (day: number) => new Date(2026, 10, day, 12);

describe('startDayIndex', () => {
  it.each([
    [16, 'Monday', 0],
    [17, 'Tuesday', 1],
    [18, 'Wednesday', 2],
    [19, 'Thursday', 3],
    [20, 'Friday', 4],
    [21, 'Saturday', 5],
    [22, 'Sunday', 6],
  ])('opens on today’s weekday: the %ith (%s) is day %i', (date, _name, index) => {
    expect(startDayIndex(PLAN_DAYS, on(date))).toBe(index);
  });

  it('puts Sunday last, also just after midnight', () => {
    expect(startDayIndex(PLAN_DAYS, new Date(2026, 10, 22, 0, 5))).toBe(6);
    expect(startDayIndex(PLAN_DAYS, new Date(2026, 10, 22, 23, 59))).toBe(6);
  });

  it('opens on the last day when the plan has no Sunday (Monday to Saturday)', () => {
    expect(startDayIndex(PLAN_DAYS.slice(0, 6), on(22))).toBe(5);
    expect(startDayIndex(PLAN_DAYS.slice(0, 6), on(20))).toBe(4);
  });

  it('finds the weekday by name, not by position', () => {
    expect(startDayIndex(['wednesday', 'thursday', 'friday'], on(19))).toBe(1);
    expect(startDayIndex([], on(19))).toBe(0);
  });
});

describe('canViewMeal', () => {
  it("is true only for 'generated'", () => {
    expect(canViewMeal({ status: 'generated' })).toBe(true);
    expect(canViewMeal({ status: 'pending' })).toBe(false);
    expect(canViewMeal({ status: 'other' as StrictMeal['status'] })).toBe(false);
    expect(canViewMeal(null)).toBe(false);
    expect(canViewMeal(undefined)).toBe(false);
  });
});

describe('day labels', () => {
  it('names each day in Spanish with its date, from the week’s Monday', () => {
    expect(PLAN_DAYS.map((d) => formatDayLabel(dayDate('2026-11-16', d)))).toEqual([
      'Lunes 16 nov',
      'Martes 17 nov',
      'Miércoles 18 nov',
      'Jueves 19 nov',
      'Viernes 20 nov',
      'Sábado 21 nov',
      'Domingo 22 nov',
    ]);
  });

  it('writes the week range once per month', () => {
    expect(formatWeekRange('2026-11-16', '2026-11-22')).toBe('16 al 22 de noviembre');
    expect(formatWeekRange('2026-11-30', '2026-12-06')).toBe('30 de noviembre al 6 de diciembre');
  });
});

describe('dayTotals', () => {
  const meal = (calories: number, status: StrictMeal['status'] = 'generated'): StrictMeal => ({
    plate_id: 'p',
    name: 'x',
    calories,
    protein: calories / 10,
    carbs: calories / 8,
    fat: calories / 40,
    portion: 1,
    cooking_method: '',
    ingredients: [],
    steps: [],
    status,
  });
  it('adds up the generated meals and leaves the pending ones out', () => {
    const totals = dayTotals({
      breakfast: meal(400),
      lunch: meal(600),
      dinner: meal(400),
      snack_1: meal(120),
      snack_2: meal(0, 'pending'),
    });
    expect(totals).toEqual({ calories: 1520, protein: 152, carbs: 190, fat: 38 });
  });
});

describe('day labels in every month', () => {
  it("abbreviates each month to its first three letters ('sep', never 'sept')", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDayLabel(new Date(2026, m, 1)).split(' ')[2]);
    expect(months).toEqual(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']);
  });

  it('keeps the plan day a calendar day across the change to winter time', () => {
    expect(localDateKey(dayDate('2026-10-19', 'sunday'))).toBe('2026-10-25');
  });
});
