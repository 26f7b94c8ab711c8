/**
 * Classification of every food for every diet, derived from category, macros per 100 g and
 * tags, never typed food by food. One function per diet; within a function the first rule
 * that matches wins. The reasons are written out in docs/food-data.md.
 */
import { FOODS } from './foods.ts';
import { has, isAnimalProtein, isFattyMeat, isGrainOrTuber, isRedMeat, isSugary, netCarbs } from './food-facts.ts';
import type { Classification, DietId, Food } from './types.ts';
import { DIET_IDS } from './types.ts';

type Rule = (food: Food) => Classification;

/** Picks a class by net carbs per 100 g: <= allowed, <= moderate, else not_allowed. */
function byNetCarbs(food: Food, allowed: number, moderate: number): Classification {
  const net = netCarbs(food);
  if (net <= allowed) return 'allowed';
  if (net <= moderate) return 'in_moderation';
  return 'not_allowed';
}

/** Classic keto: about 20-30 g net carbs a day, fat as the main fuel. */
const classicKeto: Rule = (f) => {
  if (has(f, 'alcohol')) return netCarbs(f) <= 1 ? 'occasional' : 'not_allowed';
  if (isSugary(f) || has(f, 'fruit_juice', 'dried_fruit')) return 'not_allowed';
  // Garlic, herbs, spices, lemon: a few grams a day, so carbs per 100 g mislead.
  if (has(f, 'seasoning')) return netCarbs(f) <= 10 ? 'allowed' : 'in_moderation';
  if (isGrainOrTuber(f) || has(f, 'starchy_vegetable')) return 'not_allowed';
  if (has(f, 'ultra_processed')) return 'occasional';
  if (has(f, 'processed_meat', 'fried')) return 'in_moderation';
  switch (f.category) {
    case 'Legumbres':
      return byNetCarbs(f, 5, 10); // only soy-based foods pass
    case 'Frutas':
      return byNetCarbs(f, 3, 7); // avocado, coconut; berries in moderation
    case 'Frutos secos y semillas':
      return byNetCarbs(f, 10, 17);
    case 'Lácteos':
      return byNetCarbs(f, 4, 6); // cheese, cream, plain yogurt; milk limited
    case 'Bebidas':
      return byNetCarbs(f, 1, 1);
    case 'Verduras':
      return byNetCarbs(f, 5, 8);
    case 'Dulces':
      return 'in_moderation'; // only unsweetened cocoa reaches this line
    default:
      return byNetCarbs(f, 5, 10);
  }
};

/** Protein keto: keto carb limits, protein first; added fats are measured, not free. */
const proteinKeto: Rule = (f) => {
  const base = classicKeto(f);
  if (base === 'allowed' && (f.category === 'Grasas y aceites' || has(f, 'high_sat_fat'))) return 'in_moderation';
  return base;
};

/** Strict low carb: about 50 g net carbs a day; whole grains and tubers only now and then. */
const lowCarbStrict: Rule = (f) => {
  if (has(f, 'alcohol')) return netCarbs(f) <= 3 ? 'occasional' : 'not_allowed';
  if (isSugary(f) || has(f, 'fruit_juice', 'dried_fruit')) return 'not_allowed';
  if (has(f, 'seasoning')) return netCarbs(f) <= 10 ? 'allowed' : 'in_moderation';
  if (has(f, 'refined_grain')) return 'not_allowed';
  if (isGrainOrTuber(f) || has(f, 'starchy_vegetable')) return 'occasional';
  if (has(f, 'ultra_processed', 'fried')) return 'occasional';
  if (has(f, 'processed_meat')) return 'in_moderation';
  switch (f.category) {
    case 'Legumbres':
      return netCarbs(f) <= 10 ? 'allowed' : 'occasional';
    case 'Frutas':
      return byNetCarbs(f, 6, 12);
    case 'Frutos secos y semillas':
      return netCarbs(f) <= 12 ? 'allowed' : 'in_moderation';
    case 'Lácteos':
      return byNetCarbs(f, 6, 6);
    case 'Bebidas':
      return byNetCarbs(f, 2, 6);
    case 'Verduras':
      return netCarbs(f) <= 7 ? 'allowed' : 'in_moderation';
    case 'Dulces':
      return 'in_moderation';
    default:
      return byNetCarbs(f, 7, 15);
  }
};

/** Moderate low carb: about 100 g a day; whole grains, tubers and legumes in measured portions. */
const lowCarbModerate: Rule = (f) => {
  if (has(f, 'sweetened_drink')) return 'not_allowed';
  if (has(f, 'alcohol', 'high_sugar', 'fruit_juice', 'dried_fruit', 'refined_grain', 'fried', 'ultra_processed'))
    return 'occasional';
  if (f.category === 'Snacks') return 'occasional';
  if (has(f, 'whole_grain', 'starchy_vegetable') || isGrainOrTuber(f)) return 'in_moderation';
  if (has(f, 'processed_meat')) return 'in_moderation';
  if (f.category === 'Legumbres') return netCarbs(f) <= 10 ? 'allowed' : 'in_moderation';
  if (f.category === 'Frutas') return netCarbs(f) <= 12 ? 'allowed' : 'in_moderation';
  if (has(f, 'seasoning')) return 'allowed';
  const net = netCarbs(f);
  return net <= 15 ? 'allowed' : net <= 40 ? 'in_moderation' : 'occasional';
};

/** Flexible low carb: about 130 g a day; whole grains fine, refined carbs measured. */
const lowCarbFlexible: Rule = (f) => {
  if (has(f, 'alcohol', 'high_sugar', 'sweetened_drink', 'fried', 'ultra_processed')) return 'occasional';
  if (has(f, 'fruit_juice', 'dried_fruit', 'refined_grain', 'starchy_vegetable', 'processed_meat'))
    return 'in_moderation';
  if (has(f, 'whole_grain', 'seasoning')) return 'allowed';
  return netCarbs(f) <= 25 ? 'allowed' : 'in_moderation';
};

/** Smart balanced: everything fits; sugar, fried and processed foods stay occasional. */
const smartBalanced: Rule = (f) => {
  if (has(f, 'alcohol', 'high_sugar', 'sweetened_drink', 'fried', 'ultra_processed', 'processed_meat'))
    return 'occasional';
  if (has(f, 'fruit_juice', 'dried_fruit', 'refined_grain', 'high_sat_fat')) return 'in_moderation';
  if (f.category === 'Grasas y aceites') return 'in_moderation'; // 9 kcal/g: measured by the spoon
  return 'allowed';
};

/** Anti-inflammatory: no sugar, alcohol, fried or processed food; red meat and dairy limited. */
const antiInflammatory: Rule = (f) => {
  if (has(f, 'alcohol', 'high_sugar', 'sweetened_drink', 'fried', 'ultra_processed', 'processed_meat'))
    return 'not_allowed';
  if (has(f, 'fruit_juice', 'refined_grain', 'high_sat_fat')) return 'occasional';
  if (isRedMeat(f) || has(f, 'dried_fruit')) return 'in_moderation';
  if (f.category === 'Lácteos') return has(f, 'fermented_dairy') ? 'allowed' : 'in_moderation';
  if (f.category === 'Grasas y aceites') return 'in_moderation';
  return 'allowed';
};

/** Shared by the two high-protein diets: lean protein first, fat and sugar measured. */
function proteinFirst(f: Food): Classification | null {
  if (has(f, 'alcohol', 'high_sugar', 'sweetened_drink', 'fried', 'ultra_processed', 'processed_meat'))
    return 'occasional';
  if (has(f, 'fruit_juice', 'dried_fruit', 'refined_grain', 'high_sat_fat') || isFattyMeat(f)) return 'in_moderation';
  if (f.category === 'Grasas y aceites' || f.category === 'Snacks') return 'in_moderation';
  return null;
}

/** Body recomposition: high protein with whole carbs around training. */
const bodyRecomposition: Rule = (f) => proteinFirst(f) ?? 'allowed';

/** High protein: like recomposition, but starches and grains come second to protein. */
const highProtein: Rule = (f) => {
  const shared = proteinFirst(f);
  if (shared) return shared;
  if (isGrainOrTuber(f) || has(f, 'starchy_vegetable')) return 'in_moderation';
  return 'allowed';
};

/** Clean hypercaloric: a surplus from whole foods; oils, nuts and grains are welcome. */
const cleanHypercaloric: Rule = (f) => {
  if (has(f, 'alcohol', 'sweetened_drink', 'fried', 'ultra_processed')) return 'occasional';
  if (has(f, 'high_sugar', 'processed_meat')) return 'in_moderation';
  return 'allowed';
};

/** Mediterranean: fish, legumes, vegetables, olive oil; red meat and butter now and then; wine only. */
const cleanMediterranean: Rule = (f) => {
  if (has(f, 'alcohol')) return f.type === 'Vino' ? 'occasional' : 'not_allowed';
  if (has(f, 'sweetened_drink')) return 'not_allowed';
  if (has(f, 'high_sugar', 'processed_meat', 'ultra_processed', 'fried', 'high_sat_fat') || isRedMeat(f))
    return 'occasional';
  if (has(f, 'refined_grain', 'fruit_juice')) return 'in_moderation';
  if (f.category === 'Lácteos') return has(f, 'fermented_dairy') ? 'allowed' : 'in_moderation';
  if (f.category === 'Huevos' || f.subcategory === 'Aves') return 'in_moderation';
  return 'allowed';
};

/** Insulin resistance: no free sugar; refined starch occasional, whole starch measured. */
const insulinResistance: Rule = (f) => {
  if (isSugary(f) || has(f, 'fruit_juice')) return 'not_allowed';
  if (has(f, 'alcohol', 'refined_grain', 'dried_fruit', 'fried', 'ultra_processed', 'processed_meat'))
    return 'occasional';
  if (has(f, 'starchy_vegetable', 'whole_grain') || isGrainOrTuber(f) || has(f, 'high_sat_fat')) return 'in_moderation';
  if (f.category === 'Frutas') return netCarbs(f) <= 15 ? 'allowed' : 'in_moderation';
  return 'allowed';
};

/** Type 2 diabetes: as insulin resistance, with tighter limits on carb-dense foods. */
const type2Diabetes: Rule = (f) => {
  if (isSugary(f) || has(f, 'fruit_juice')) return 'not_allowed';
  if (has(f, 'alcohol', 'refined_grain', 'dried_fruit', 'fried', 'ultra_processed', 'processed_meat'))
    return 'occasional';
  if (has(f, 'starchy_vegetable', 'whole_grain') || isGrainOrTuber(f) || has(f, 'high_sat_fat')) return 'in_moderation';
  if (f.category === 'Frutas' || f.category === 'Legumbres') return netCarbs(f) <= 12 ? 'allowed' : 'in_moderation';
  if (f.category === 'Lácteos' && !has(f, 'fermented_dairy') && netCarbs(f) > 4) return 'in_moderation';
  return 'allowed';
};

/** Fatty liver: no alcohol, sugar (fructose) or fried food; saturated fat and refined starch limited. */
const fattyLiver: Rule = (f) => {
  if (has(f, 'alcohol', 'high_sugar', 'sweetened_drink', 'fruit_juice', 'fried')) return 'not_allowed';
  if (has(f, 'ultra_processed', 'processed_meat', 'high_sat_fat', 'refined_grain')) return 'occasional';
  if (has(f, 'dried_fruit', 'starchy_vegetable') || isRedMeat(f)) return 'in_moderation';
  return 'allowed';
};

/** Kidney failure (not on dialysis): limit potassium, phosphorus, sodium and protein portions. */
const kidneyFailure: Rule = (f) => {
  if (has(f, 'alcohol', 'processed_meat', 'ultra_processed')) return 'not_allowed'; // phosphate additives
  if (has(f, 'high_sodium')) return has(f, 'seasoning') ? 'in_moderation' : 'not_allowed';
  if (f.potassium === 'high' || f.phosphorus === 'high') {
    // Meat, fish and egg still supply the protein the diet needs, in small portions.
    if (isAnimalProtein(f) || has(f, 'seasoning')) return 'in_moderation';
    return 'not_allowed';
  }
  if (f.potassium === 'medium' || f.phosphorus === 'medium') return 'in_moderation';
  if (has(f, 'high_sugar', 'sweetened_drink', 'fried')) return 'occasional';
  return 'allowed';
};

/** Lipidemia: limit saturated fat, processed meat, fried food, sugar and alcohol. */
const lipidemia: Rule = (f) => {
  if (has(f, 'processed_meat', 'fried', 'sweetened_drink', 'alcohol')) return 'not_allowed';
  if (has(f, 'ultra_processed', 'high_sat_fat', 'organ_meat', 'high_sugar')) return 'occasional';
  if (has(f, 'refined_grain') || isRedMeat(f) || f.category === 'Huevos') return 'in_moderation';
  if (f.category === 'Lácteos' && f.fat > 3.5) return 'in_moderation';
  return 'allowed';
};

const RULES: Record<DietId, Rule> = {
  anti_inflammatory: antiInflammatory,
  body_recomposition: bodyRecomposition,
  classic_keto: classicKeto,
  high_protein: highProtein,
  low_carb_flexible: lowCarbFlexible,
  low_carb_moderate: lowCarbModerate,
  low_carb_strict: lowCarbStrict,
  protein_keto: proteinKeto,
  smart_balanced: smartBalanced,
  clean_hypercaloric: cleanHypercaloric,
  clean_mediterranean: cleanMediterranean,
  insulin_resistance: insulinResistance,
  type_2_diabetes: type2Diabetes,
  fatty_liver: fattyLiver,
  kidney_failure: kidneyFailure,
  lipidemia: lipidemia,
};

export function classifyFood(food: Food, diet: DietId): Classification {
  return RULES[diet](food);
}

export type DietTable = Record<DietId, Record<string, Classification>>;

/** Every food's classification for every diet: table[diet][foodId]. */
export function buildDietTable(foods: readonly Food[] = FOODS): DietTable {
  const table = {} as DietTable;
  for (const diet of DIET_IDS) {
    table[diet] = Object.fromEntries(foods.map((f) => [f.id, classifyFood(f, diet)]));
  }
  return table;
}
