import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { MealItem } from '@nutricoach/core/contract/logs';

/**
 * A saved item's food as far as the item tells: its nutrients per 100 g (or ml) from its own grams,
 * its portion and the metric one ('gramos' or 'ml'). What 'Añadir comida' and 'Crear receta' edit a
 * saved meal or recipe with; the server prices it again from the catalog on save.
 */
export function foodOfItem(item: MealItem, metric: 'g' | 'ml'): SearchedFood {
  const per100 = (value: number) => (item.grams > 0 ? (value / item.grams) * 100 : 0);
  const perMetric = { id: metric, label: metric === 'ml' ? 'ml' : 'gramos', grams: 1 };
  return {
    _id: item.food_id,
    name: item.name,
    calories: per100(item.calories),
    protein: per100(item.protein),
    carbs: per100(item.carbs),
    fat: per100(item.fat),
    unit: metric,
    portions: item.portion.id === 'g' || item.portion.id === 'ml' ? [perMetric] : [item.portion, perMetric],
  };
}
