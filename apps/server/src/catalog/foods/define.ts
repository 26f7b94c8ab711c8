/** Helpers that keep the authored food lists short: one line per food, defaults per group. */
import type { Allergen, Food, FoodCategory, FoodTag, MineralLevel } from '../types.ts';

/** Composition for foods that are not in USDA SR, per 100 g, with where it comes from. */
export type OtherComposition = Pick<Food, 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber'> & { citation: string };

export interface FoodExtra {
  aliases?: string[];
  tags?: readonly FoodTag[];
  /** Replaces the group's tags instead of adding to them. */
  ownTags?: readonly FoodTag[];
  allergens?: readonly Allergen[];
  unit?: 'g' | 'ml';
  k?: MineralLevel;
  p?: MineralLevel;
  animal?: boolean;
  meat?: boolean;
  fish?: boolean;
  subcategory?: string;
}

/** Everything about a food except its numbers; USDA numbers are joined in foods.ts. */
export type FoodSpec = Omit<Food, keyof OtherComposition | 'source'> & { other: OtherComposition | null };

interface Item {
  id: string;
  sourceId: string | null;
  other: OtherComposition | null;
  name: string;
  type: string;
  description: string;
  extra: FoodExtra;
}

export interface GroupDefaults {
  category: FoodCategory;
  subcategory: string;
  k: MineralLevel;
  p: MineralLevel;
  unit?: 'g' | 'ml';
  allergens?: readonly Allergen[];
  tags?: readonly FoodTag[];
  animal?: boolean;
  meat?: boolean;
  fish?: boolean;
}

/** A food whose numbers come from the USDA SR Legacy row `sourceId`. */
export function u(
  id: string,
  sourceId: string,
  name: string,
  type: string,
  description: string,
  extra: FoodExtra = {},
): Item {
  return { id, sourceId, other: null, name, type, description, extra };
}

/** A food missing from USDA SR, with published composition and its citation. */
export function o(
  id: string,
  composition: OtherComposition,
  name: string,
  type: string,
  description: string,
  extra: FoodExtra = {},
): Item {
  return { id, sourceId: null, other: composition, name, type, description, extra };
}

/** Applies group defaults; an item's tags and allergens add to the group's, the rest overrides. */
export function group(defaults: GroupDefaults, items: Item[]): FoodSpec[] {
  return items.map((item) => {
    const x = item.extra;
    const meat = x.meat ?? defaults.meat ?? false;
    const fish = x.fish ?? defaults.fish ?? false;
    return {
      id: item.id,
      name: item.name,
      aliases: x.aliases ?? [],
      category: defaults.category,
      subcategory: x.subcategory ?? defaults.subcategory,
      type: item.type,
      description: item.description,
      unit: x.unit ?? defaults.unit ?? 'g',
      source_id: item.sourceId,
      other: item.other,
      allergens: [...new Set([...(defaults.allergens ?? []), ...(x.allergens ?? [])])],
      is_meat: meat,
      is_fish: fish,
      is_animal_product: x.animal ?? defaults.animal ?? (meat || fish),
      tags: x.ownTags ? [...x.ownTags] : [...new Set([...(defaults.tags ?? []), ...(x.tags ?? [])])],
      potassium: x.k ?? defaults.k,
      phosphorus: x.p ?? defaults.p,
    };
  });
}
