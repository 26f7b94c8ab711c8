/** The daily checklist of docs/product.md §2.6: five items, each done or not, from the day's summary. */
import type { MealType } from '@nutricoach/core/constants/logging';
import type { DailySummary } from '@nutricoach/core/contract/summaries';

export type ChecklistItem = {
  key: 'breakfast' | 'lunch' | 'dinner' | 'weight' | 'training';
  label: string;
  done: boolean;
};

export function dailyChecklist(summary: DailySummary): ChecklistItem[] {
  // A meal type counts as logged if any log of that day has that type.
  const logged = new Set<MealType>(summary.logs.map((log) => log.meal_type));
  return [
    { key: 'breakfast', label: 'Desayuno', done: logged.has('breakfast') },
    { key: 'lunch', label: 'Almuerzo', done: logged.has('lunch') },
    { key: 'dinner', label: 'Cena', done: logged.has('dinner') },
    { key: 'weight', label: 'Peso', done: summary.weight !== null },
    { key: 'training', label: 'Entrenamiento', done: summary.training.length > 0 },
  ];
}

/** The main meal the user has not logged yet (for the chat link), or null when all three are. */
export function nextMealToLog(summary: DailySummary): MealType | null {
  const logged = new Set(summary.logs.map((log) => log.meal_type));
  return (['breakfast', 'lunch', 'dinner'] as const).find((type) => !logged.has(type)) ?? null;
}
