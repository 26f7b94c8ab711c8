import type { MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import type { Plate } from '@nutricoach/core/contract/plates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMealLog } from '@/lib/api/create-meal-log';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';
import type { MutationConfig } from '@/lib/react-query';
import { plateLogInput } from '../utils/plate-log';

export type LogPlateInput = { plate: Plate; portion: number; mealType: MealType; date: string };

/** POST /logs/nutrition with the plate's ingredients as items: answers the log with its kcal. */
export function logPlate({ plate, portion, mealType, date }: LogPlateInput): Promise<NutritionLog> {
  return createMealLog({ log: plateLogInput(plate, portion, mealType, date) });
}

/** After the log, the day, week and points are read again wherever they are shown next. */
export function useLogPlate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logPlate> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: logPlate,
    onSuccess: (log, ...args) => {
      void refreshAfterLog(queryClient, log.date);
      return onSuccess?.(log, ...args);
    },
  });
}
