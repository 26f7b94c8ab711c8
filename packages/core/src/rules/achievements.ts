/**
 * Achievements (issue 19, docs/commitment-and-challenges.md): milestones computed from the user's
 * days each time they are read, never stored. Once reached, an achievement stays unlocked on the
 * day it was first reached, whatever the days after it.
 */
import { commitmentLevel } from './commitment.ts';
import { addDays, weekOf } from './week.ts';

/** What the achievements need of a day: the summaries' day records carry it. */
export interface AchievementDay {
  date: string;
  mealsLogged: number;
  actions: { breakfast: boolean; weight: boolean; training: boolean };
  goals: { protein: boolean };
  points: number;
}

export type AchievementId =
  | 'first-meal'
  | 'week-streak'
  | 'five-breakfasts'
  | 'protein-five'
  | 'weigh-ten'
  | 'train-ten'
  | 'perfect-day'
  | 'four-weeks-70'
  | 'level-90'
  | 'month-streak';

export const ACHIEVEMENTS: ReadonlyArray<{ id: AchievementId; title: string; description: string; total: number }> = [
  { id: 'first-meal', title: 'Primer paso', description: 'Registra tu primera comida', total: 1 },
  { id: 'week-streak', title: 'Semana completa', description: 'Registra comidas 7 días seguidos', total: 7 },
  { id: 'five-breakfasts', title: 'Buen comienzo', description: 'Registra tu desayuno 5 días', total: 5 },
  { id: 'protein-five', title: 'Proteína al día', description: 'Cumple tu meta de proteína 5 días', total: 5 },
  { id: 'weigh-ten', title: 'En la balanza', description: 'Registra tu peso 10 días', total: 10 },
  { id: 'train-ten', title: 'En movimiento', description: 'Registra ejercicio 10 días', total: 10 },
  { id: 'perfect-day', title: 'Día perfecto', description: 'Consigue los 10 puntos de un día', total: 1 },
  {
    id: 'four-weeks-70',
    title: 'Constancia de acero',
    description: '4 semanas seguidas con nivel de 70 % o más',
    total: 4,
  },
  { id: 'level-90', title: 'Imparable', description: 'Llega a un nivel de 90 % en una semana', total: 1 },
  { id: 'month-streak', title: 'Hábito de hierro', description: 'Registra comidas 30 días seguidos', total: 30 },
];

export interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  /** Steps done (at most `total`); for a streak, the current one while it is locked. */
  done: number;
  total: number;
  /** The local day it was first reached, or null while locked. */
  unlocked_at: string | null;
}

/**
 * The achievements over `days`: consecutive days, oldest first, ending today. A streak still counts
 * when today has no meal yet (the day is not over): it is the run ending today or yesterday.
 */
export function achievements(days: readonly AchievementDay[]): Achievement[] {
  const counts = new Map<AchievementId, number>();
  const unlocked = new Map<AchievementId, string>();
  const bump = (id: AchievementId, date: string, value?: number) => {
    const total = ACHIEVEMENTS.find((a) => a.id === id)!.total;
    const next = value ?? (counts.get(id) ?? 0) + 1;
    counts.set(id, next);
    if (next >= total && !unlocked.has(id)) unlocked.set(id, date);
  };

  let streak = 0;
  let streakBeforeToday = 0;
  // Weeks whose level reached 70 %, by start; the run of them ending at the current week.
  const strongWeeks = new Set<string>();
  let weekStart = '';
  let weekPoints = 0;
  let weeksRun = 0;
  const today = days.at(-1)?.date;

  for (const day of days) {
    const logged = day.mealsLogged > 0;
    if (logged) bump('first-meal', day.date);
    streakBeforeToday = streak;
    streak = logged ? streak + 1 : 0;
    if (logged) {
      bump('week-streak', day.date, streak);
      bump('month-streak', day.date, streak);
    }
    if (day.actions.breakfast) bump('five-breakfasts', day.date);
    if (day.goals.protein) bump('protein-five', day.date);
    if (day.actions.weight) bump('weigh-ten', day.date);
    if (day.actions.training) bump('train-ten', day.date);
    if (day.points >= 10) bump('perfect-day', day.date);

    const start = weekOf(day.date).start;
    if (start !== weekStart) {
      weekStart = start;
      weekPoints = 0;
    }
    const before = commitmentLevel(weekPoints);
    weekPoints += day.points;
    const level = commitmentLevel(weekPoints);
    if (level >= 90 && before < 90) bump('level-90', day.date, 1);
    if (level >= 70 && before < 70) {
      strongWeeks.add(start);
      weeksRun = strongWeeks.has(addDays(start, -7)) ? weeksRun + 1 : 1;
      bump('four-weeks-70', day.date, Math.max(weeksRun, counts.get('four-weeks-70') ?? 0));
    }
  }

  // While locked, a streak shows the run still alive: ending today, or yesterday when today has no meal yet.
  const last = days.at(-1);
  const currentStreak = last && last.mealsLogged === 0 ? streakBeforeToday : streak;
  const thisWeek = today ? weekOf(today).start : '';
  const lastWeek = thisWeek ? addDays(thisWeek, -7) : '';
  let currentWeeksRun = 0;
  // The run of strong weeks ending this week (if it is already strong) or last week.
  for (let w = strongWeeks.has(thisWeek) ? thisWeek : lastWeek; strongWeeks.has(w); w = addDays(w, -7)) {
    currentWeeksRun++;
  }
  const current: Partial<Record<AchievementId, number>> = {
    'week-streak': currentStreak,
    'month-streak': currentStreak,
    'four-weeks-70': currentWeeksRun,
  };

  return ACHIEVEMENTS.map((a) => {
    const at = unlocked.get(a.id) ?? null;
    const done = at ? a.total : Math.min(a.total, current[a.id] ?? counts.get(a.id) ?? 0);
    return { ...a, done, unlocked_at: at };
  });
}
