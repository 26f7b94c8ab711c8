import { describe, expect, it } from 'vitest';
import { type AchievementDay, achievements } from './achievements.ts';
import { addDays } from './week.ts';

const empty = (date: string): AchievementDay => ({
  date,
  mealsLogged: 0,
  actions: { breakfast: false, weight: false, training: false },
  goals: { protein: false },
  points: 0,
});

/** `n` days from `start`, each built by `make(index)` over an empty day. */
function days(start: string, n: number, make: (i: number) => Partial<AchievementDay> = () => ({})) {
  return Array.from({ length: n }, (_, i) => ({ ...empty(addDays(start, i)), ...make(i) }));
}

const byId = (list: ReturnType<typeof achievements>) => Object.fromEntries(list.map((a) => [a.id, a]));

describe('achievements', () => {
  it('a new user has every one locked at 0', () => {
    const list = achievements(days('2026-11-23', 3));
    expect(list).toHaveLength(10);
    for (const a of list) {
      expect(a.done).toBe(0);
      expect(a.unlocked_at).toBeNull();
    }
    expect(achievements([]).every((a) => a.done === 0)).toBe(true);
  });

  it('unlocks the first meal on the day it was logged', () => {
    const a = byId(achievements(days('2026-11-20', 4, (i) => (i === 2 ? { mealsLogged: 1 } : {}))));
    expect(a['first-meal']).toMatchObject({ done: 1, total: 1, unlocked_at: '2026-11-22' });
  });

  it('counts 7 days in a row with meals, and shows the streak still alive while locked', () => {
    // Days 0-6 logged: unlocked on day 6.
    const week = byId(achievements(days('2026-11-01', 10, (i) => ({ mealsLogged: i < 7 ? 2 : 0 }))));
    expect(week['week-streak']).toMatchObject({ done: 7, unlocked_at: '2026-11-07' });
    // 4 logged, a gap, then 3 logged and today (the last day) not yet: the live streak is 3.
    const gap = byId(achievements(days('2026-11-01', 9, (i) => ({ mealsLogged: i === 4 || i === 8 ? 0 : 1 }))));
    expect(gap['week-streak']).toMatchObject({ done: 3, unlocked_at: null });
    expect(gap['month-streak']).toMatchObject({ done: 3, total: 30 });
    // A streak broken before yesterday shows 0.
    const broken = byId(achievements(days('2026-11-01', 6, (i) => ({ mealsLogged: i < 3 ? 1 : 0 }))));
    expect(broken['week-streak'].done).toBe(0);
  });

  it('counts breakfasts, protein goals, weights and workouts on any days', () => {
    const list = byId(
      achievements(
        days('2026-11-01', 20, (i) => ({
          mealsLogged: i % 2 === 0 ? 1 : 0,
          actions: { breakfast: i % 2 === 0, weight: i % 3 === 0, training: i >= 15 },
          goals: { protein: i < 5 },
        })),
      ),
    );
    // Breakfasts on days 0, 2, 4, 6, 8: the fifth on day 8.
    expect(list['five-breakfasts']).toMatchObject({ done: 5, unlocked_at: '2026-11-09' });
    expect(list['protein-five']).toMatchObject({ done: 5, unlocked_at: '2026-11-05' });
    // Weights on days 0, 3, … 18: 7 of 10.
    expect(list['weigh-ten']).toMatchObject({ done: 7, unlocked_at: null });
    expect(list['train-ten']).toMatchObject({ done: 5, unlocked_at: null });
  });

  it('unlocks a perfect day at 10 points', () => {
    const list = byId(achievements(days('2026-11-02', 3, (i) => ({ points: [9, 10, 4][i] }))));
    expect(list['perfect-day']).toMatchObject({ done: 1, unlocked_at: '2026-11-03' });
  });

  it('needs 4 weeks in a row at 70 % or more (49 points), on the day the fourth week gets there', () => {
    // Mondays 2026-11-02, 09, 16, 23. 7 points a day reach 49 on the seventh day (Sunday).
    const four = byId(achievements(days('2026-11-02', 28, () => ({ points: 7 }))));
    expect(four['four-weeks-70']).toMatchObject({ done: 4, unlocked_at: '2026-11-29' });
    // 10 points a day: 50 on Friday passes 70 %, 70 on Sunday passes 90 % (60 on Saturday is 86 %).
    const strong = byId(achievements(days('2026-11-02', 7, () => ({ points: 10 }))));
    expect(strong['level-90']).toMatchObject({ done: 1, unlocked_at: '2026-11-08' });
    expect(strong['four-weeks-70']).toMatchObject({ done: 1, unlocked_at: null });
  });

  it('restarts the run of strong weeks after a weak one', () => {
    // Weeks: strong, strong, weak, strong (the current one).
    const list = byId(achievements(days('2026-11-02', 28, (i) => ({ points: i >= 14 && i < 21 ? 1 : 7 }))));
    expect(list['four-weeks-70']).toMatchObject({ done: 1, unlocked_at: null });
    // This week not strong yet: the run ending last week counts.
    const ongoing = byId(achievements(days('2026-11-02', 16, (i) => ({ points: i < 14 ? 7 : 1 }))));
    expect(ongoing['four-weeks-70'].done).toBe(2);
  });
});
