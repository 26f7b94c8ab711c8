/** The user the Lighthouse bench and the screen profile sign in as: a strict plan and a week of logs. */
import { addDays } from '@nutricoach/core/rules/week';
import { api, newUser, type Session, todayInLima } from '../apps/web/e2e/support/session.ts';

/** A week of realistic use: three meals of catalog foods a day, a workout every other day, weights. */
export async function seededUser(baseURL: string): Promise<Session> {
  const s = await newUser(baseURL, { recommendation: 'strict' });
  await api(s, 'POST', '/diet-plates/strict');
  const today = todayInLima();
  for (let d = 0; d < 7; d++) {
    const date = addDays(today, -d);
    const meals = [
      [
        'breakfast',
        [
          { food_id: 'avena', grams: 50 },
          { food_id: 'platano', portion_id: 'unidad', quantity: 1 },
        ],
      ],
      [
        'lunch',
        [
          { food_id: 'arroz-blanco', portion_id: 'taza', quantity: 1 },
          { food_id: 'pollo-deshilachado', grams: 120 },
        ],
      ],
      [
        'dinner',
        [
          { food_id: 'huevo-duro', portion_id: 'unidad', quantity: 2 },
          { food_id: 'palta', portion_id: 'unidad', quantity: 0.5 },
        ],
      ],
    ] as const;
    for (const [meal_type, items] of meals)
      await api(s, 'POST', '/logs/nutrition', { nutrition_log: { date, meal_type, items } });
    if (d % 2 === 0)
      await api(s, 'POST', '/logs/training', {
        training_log: { date, description: 'Caminata', duration: 40, units: 'minutes', calories: 180 },
      });
    await api(s, 'POST', '/logs/weight', { date, weight: 78 - d * 0.1 });
  }
  return s;
}
