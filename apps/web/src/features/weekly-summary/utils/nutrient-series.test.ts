import { describe, expect, it } from 'vitest';
import { nutrientSeries, weekHasMeals } from './nutrient-series';

const ideal = { calories: 1628, protein: 122, fat: 54, carbs: 163 };
const none = { calories: 0, protein: 0, fat: 0, carbs: 0 };
const days = ['16', '17', '18', '19', '20', '21', '22'].map((d) => ({ date: `2026-11-${d}`, consumed: none, ideal }));

describe('a nutrient of the week', () => {
  const summary = {
    week_start: '2026-11-16',
    week_end: '2026-11-22',
    first_day: '2026-11-01',
    daily_summaries: days.map((day, i) =>
      i === 0
        ? { ...day, consumed: { calories: 1500, protein: 100, fat: 50, carbs: 150 } }
        : i === 2
          ? { ...day, consumed: { calories: 1700, protein: 120, fat: 60, carbs: 170 } }
          : day,
    ),
  };

  it('leaves the days after today empty rather than zero', () => {
    const series = nutrientSeries(summary, 'calories', '2026-11-18');
    expect(series.consumed).toEqual([1500, 0, 1700, null, null, null, null]);
    expect(series.ideal).toEqual([1628, 1628, 1628, 1628, 1628, 1628, 1628]);
  });

  it("leaves out the days before the user's first day rather than drawing them as 0 (issue 29)", () => {
    const joinedWednesday = {
      ...summary,
      first_day: '2026-11-18',
      daily_summaries: summary.daily_summaries.map((day, i) => (i === 0 ? { ...day, consumed: none } : day)),
    };
    const series = nutrientSeries(joinedWednesday, 'calories', '2026-11-19');
    expect(series.consumed).toEqual([null, null, 1700, 0, null, null, null]);
    expect(series.ideal).toEqual([null, null, 1628, 1628, 1628, 1628, 1628]);
    expect(series.averageConsumed).toBe(1700);
    // A day before it that the person went back and logged is shown.
    expect(nutrientSeries({ ...summary, first_day: '2026-11-18' }, 'calories', '2026-11-19').consumed).toEqual([
      1500,
      null,
      1700,
      0,
      null,
      null,
      null,
    ]);
  });

  it('averages only the days something was eaten', () => {
    expect(nutrientSeries(summary, 'protein', '2026-11-18').averageConsumed).toBe(110);
    expect(nutrientSeries({ ...summary, daily_summaries: days }, 'fat', '2026-11-18').averageConsumed).toBeNull();
  });

  it('knows whether any meal was logged', () => {
    expect(weekHasMeals(summary)).toBe(true);
    expect(weekHasMeals({ ...summary, daily_summaries: days })).toBe(false);
  });
});
