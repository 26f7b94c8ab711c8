import type { NutritionLog, NutritionLogInput } from '@nutricoach/core/contract/logs';
import { api } from '@/lib/api-client';

/**
 * POST /logs/nutrition: a meal of the given day; answers the log with its _id (and, for `items`,
 * the foods priced from the catalog with the totals). Shared: the daily summary's meal form and
 * /flex-menu's 'Registrar esta comida' both send it.
 */
export function createMealLog(input: NutritionLogInput): Promise<NutritionLog> {
  return api.post<NutritionLog>('/logs/nutrition', { nutrition_log: input });
}
