/** The food table's grouping and search: category subgroups and a name/alias filter. */
import type { FoodTableEntry } from '@nutricoach/core/contract/food-table';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';

export type CategoryGroup = { category: string; entries: FoodTableEntry[] };

/** Consecutive entries of one category (the server sends them sorted by category, then name). */
export function byCategory(entries: readonly FoodTableEntry[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.category === entry.food_type.category) last.entries.push(entry);
    else groups.push({ category: entry.food_type.category, entries: [entry] });
  }
  return groups;
}

const haystacks = new WeakMap<FoodTableEntry['food_type'], string>();

function haystack(food: FoodTableEntry['food_type']): string {
  let text = haystacks.get(food);
  if (text === undefined) {
    text = [food.food, ...food.aliases, food.type].map(normalizeSearchText).join('|');
    haystacks.set(food, text);
  }
  return text;
}

/** Entries whose name, regional names or type contain the query, without regard to accents or case. */
export function filterFoods(entries: readonly FoodTableEntry[], query: string): readonly FoodTableEntry[] {
  const needle = normalizeSearchText(query);
  if (!needle) return entries;
  return entries.filter((entry) => haystack(entry.food_type).includes(needle));
}
