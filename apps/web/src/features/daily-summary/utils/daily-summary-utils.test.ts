import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { describe, expect, it } from 'vitest';
import { withMealRemoved, withMealSaved, withWorkoutRemoved, withWorkoutSaved } from '@/lib/api/apply-log';
import { chatLink, EXERCISE_CHAT_TEXT, mealChatText } from './chat-link';
import { dailyChecklist, nextMealToLog } from './checklist';
import { mealTypeAt, pickedDate } from './dates';
import { formatDayLabel, formatDuration, formatLongDate, formatShortDayLabel } from './format';
import { decimalText, parseDecimal } from '@/lib/number-input';

const meal = (over: Partial<DailySummary['logs'][number]> = {}): DailySummary['logs'][number] => ({
  _id: 'm1',
  date: '2026-05-14',
  meal_type: 'breakfast',
  description: 'Avena',
  calories: 400,
  protein: 20.25,
  fat: 10,
  carbs: 50,
  image_url: null,
  items: [],
  plan_meal: null,
  created_at: '2026-05-14T12:00:00.000Z',
  ...over,
});
const workout = (over: Partial<DailySummary['training'][number]> = {}): DailySummary['training'][number] => ({
  _id: 't1',
  date: '2026-05-14',
  description: 'Caminata',
  duration: 8500,
  units: 'steps',
  calories: 300,
  strava_activity_id: null,
  created_at: '2026-05-14T12:00:00.000Z',
  ...over,
});
const day = (over: Partial<DailySummary> = {}): DailySummary => ({
  summary: {
    consumed: { calories: 0, protein: 0, fat: 0, carbs: 0 },
    ideal: { calories: 1628, protein: 122, fat: 54, carbs: 163 },
  },
  weight: null,
  logs: [],
  training: [],
  ...over,
});

describe('the picked date (docs/product.md §2.6, §5)', () => {
  const today = '2026-05-14';
  it('defaults to today, keeps a past day, and turns an emptied picker into null', () => {
    expect(pickedDate(null, today)).toBe(today);
    expect(pickedDate('2026-05-01', today)).toBe('2026-05-01');
    expect(pickedDate('', today)).toBeNull();
  });
  it('never picks a future day or a malformed one: today instead', () => {
    expect(pickedDate('2026-05-15', today)).toBe(today);
    expect(pickedDate('14/05/2026', today)).toBe(today);
    expect(pickedDate('2026-02-31x', today)).toBe(today);
  });
  it('suggests the meal of the hour', () => {
    expect(mealTypeAt(new Date(2026, 4, 14, 7))).toBe('breakfast');
    expect(mealTypeAt(new Date(2026, 4, 14, 13))).toBe('lunch');
    expect(mealTypeAt(new Date(2026, 4, 14, 17))).toBe('snack');
    expect(mealTypeAt(new Date(2026, 4, 14, 21))).toBe('dinner');
  });
});

describe('Spanish formats', () => {
  it('writes steps with thousands separators and the short unit labels (docs/product.md §9)', () => {
    expect(formatDuration(8500, 'steps')).toBe('8.500 pasos');
    expect(formatDuration(12000, 'steps')).toBe('12.000 pasos');
    expect(formatDuration(45, 'minutes')).toBe('45 min');
    expect(formatDuration(5.25, 'kilometers')).toBe('5,25 km');
  });
  it('names today and yesterday, and other days by weekday and date', () => {
    expect(formatDayLabel('2026-05-14', '2026-05-14')).toBe('Hoy');
    expect(formatDayLabel('2026-05-13', '2026-05-14')).toBe('Ayer');
    expect(formatDayLabel('2026-05-11', '2026-05-14')).toBe('lunes 11 de mayo');
    expect(formatDayLabel('2025-12-31', '2026-01-02')).toBe('miércoles 31 de diciembre de 2025');
    expect(formatShortDayLabel('2026-05-14', '2026-05-14')).toBe('Hoy');
    expect(formatShortDayLabel('2026-05-13', '2026-05-14')).toBe('Ayer');
    expect(formatShortDayLabel('2026-05-11', '2026-05-14')).toBe('lun 11 may');
    expect(formatShortDayLabel('2026-09-09', '2026-09-14')).toBe('mié 9 sep');
    expect(formatShortDayLabel('2025-12-31', '2026-01-02')).toBe('mié 31 dic 2025');
    expect(formatLongDate('2026-05-14')).toBe('Jueves, 14 de mayo de 2026');
  });
  it('reads a decimal comma or point, and writes a comma', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 72.5 ')).toBe(72.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal('3 kg')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
    expect(decimalText(72.5)).toBe('72,5');
    expect(decimalText(null)).toBe('');
  });
});

describe('the daily checklist', () => {
  it('counts a meal type as logged when any log of the day has it; weight and training by presence', () => {
    const items = dailyChecklist(
      day({ logs: [meal({ meal_type: 'lunch' }), meal({ _id: 'm2', meal_type: 'lunch' })], weight: 72.5 }),
    );
    expect(items.map((i) => [i.key, i.done])).toEqual([
      ['breakfast', false],
      ['lunch', true],
      ['dinner', false],
      ['weight', true],
      ['training', false],
    ]);
    expect(dailyChecklist(day({ training: [workout()] }))[4]!.done).toBe(true);
  });
  it('points the chat link at the first main meal not logged yet', () => {
    expect(nextMealToLog(day())).toBe('breakfast');
    expect(nextMealToLog(day({ logs: [meal(), meal({ _id: 'm2', meal_type: 'snack' })] }))).toBe('lunch');
    expect(
      nextMealToLog(
        day({ logs: (['breakfast', 'lunch', 'dinner'] as const).map((t, i) => meal({ _id: `m${i}`, meal_type: t })) }),
      ),
    ).toBeNull();
  });
});

describe('add-via-chat links', () => {
  it('opens a WhatsApp chat with the coach and a prefilled Spanish text', () => {
    expect(chatLink('+51 999 999 999', mealChatText('breakfast'))).toBe(
      'https://wa.me/51999999999?text=Hola%20coach%2C%20quiero%20registrar%20mi%20desayuno%3A%20',
    );
    expect(mealChatText(null)).toBe('Hola coach, quiero registrar mi comida: ');
    expect(EXERCISE_CHAT_TEXT).toBe('Hola coach, quiero registrar mi entrenamiento: ');
  });
});

describe('the cached day after a save', () => {
  it('adds, replaces and removes a meal, with the consumed totals summed again', () => {
    const one = withMealSaved(day(), meal());
    expect(one.logs).toHaveLength(1);
    expect(one.summary.consumed).toEqual({ calories: 400, protein: 20.3, fat: 10, carbs: 50 });
    const two = withMealSaved(one, meal({ _id: 'm2', calories: 250.5, protein: 10, fat: 5, carbs: 30 }));
    expect(two.summary.consumed).toEqual({ calories: 650.5, protein: 30.3, fat: 15, carbs: 80 });
    const edited = withMealSaved(two, meal({ calories: 100, protein: 1, fat: 1, carbs: 1 }));
    expect(edited.logs.map((l) => l._id)).toEqual(['m1', 'm2']);
    expect(edited.summary.consumed.calories).toBe(350.5);
    expect(withMealRemoved(edited, 'm2').summary.consumed).toEqual({ calories: 100, protein: 1, fat: 1, carbs: 1 });
    expect(edited.summary.ideal).toEqual(day().summary.ideal);
  });
  it('adds, replaces and removes a workout', () => {
    const one = withWorkoutSaved(day(), workout());
    expect(withWorkoutSaved(one, workout({ duration: 9000 })).training).toEqual([workout({ duration: 9000 })]);
    expect(withWorkoutRemoved(one, 't1').training).toEqual([]);
  });
});
