import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { useState } from 'react';
import { savedMealInput } from '../utils/saved-meal';
import { useCreateMealLog } from './create-meal-log';

/**
 * 'Repetir' on a past day's meal: the same meal (its foods, or its typed numbers) logged today as
 * the same meal type. `repeating` is the meal on its way; `done`, those repeated on this visit.
 */
export function useRepeatMeal(today: string) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [repeating, setRepeating] = useState<string | null>(null);
  const create = useCreateMealLog();
  const repeat = (log: NutritionLog) => {
    setRepeating(log._id);
    create.mutate(
      { log: savedMealInput(log, today, log.meal_type), items: log.items },
      {
        onSuccess: () => setDone((ids) => new Set(ids).add(log._id)),
        onSettled: () => setRepeating(null),
      },
    );
  };
  return { repeat, repeating, done, failed: create.isError };
}
