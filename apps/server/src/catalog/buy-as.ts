/**
 * What the shopping list buys for a food the plan's recipes give cooked or in part
 * (docs/strict-plan.md, 'Shopping list'): both foods are SR foods of the catalog, so the grams
 * bought follow from their own SR values (core's buyFactor), or from SR's household weights.
 */
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { foodNameIn } from '@nutricoach/core/rules/country-names';
import type { BuyAs, ShoppingFood } from '@nutricoach/core/rules/strict-plan/shopping-list';
import { portionsFor } from '@nutricoach/core/rules/portions';
import { getFood } from './foods.ts';
import type { Food } from './types.ts';

/** Categories whose foods a shop sells by the piece, when the food has a 'unidad' portion. */
const SOLD_BY_UNIT = new Set(['Frutas', 'Verduras', 'Huevos']);

const BUY_AS: Readonly<Record<string, { id: string; keeps?: 'energy' | 'protein'; factor?: number }>> = {
  // Grains and flakes: boiled, they take up water (SR 20045/20044, 20037/20036, 20137/20035, 20002/20001, 08121/08120).
  'arroz-blanco': { id: 'arroz-blanco-crudo', keeps: 'energy' },
  'arroz-integral': { id: 'arroz-integral-crudo', keeps: 'energy' },
  quinua: { id: 'quinua-cruda', keeps: 'energy' },
  kiwicha: { id: 'kiwicha-pop', keeps: 'energy' },
  'avena-cocida': { id: 'avena', keeps: 'energy' },
  // Roasted chicken meat (SR 05013) is bought raw (SR 05011): roasting loses water, not protein.
  'pollo-deshilachado': { id: 'pollo-carne', keeps: 'protein' },
  // An egg white is bought as eggs: SR's large egg weighs 50 g (01123), its white 33 g (01124).
  clara: { id: 'huevo', factor: 50 / 33 },
  // A hard-boiled egg weighs what the raw egg did (SR: large, 50 g, both 01129 and 01123).
  'huevo-duro': { id: 'huevo', factor: 1 },
  // Boiled broccoli (SR 11091) is bought raw (11090): about the same weight, as their energy says.
  'brocoli-cocido': { id: 'brocoli', keeps: 'energy' },
  // Lime juice is bought as limes: SR's lime weighs 67 g (09159) and yields 44 g of juice (09160).
  'limon-jugo': { id: 'limon', factor: 67 / 44 },
  // Boiled pasta (SR 20121, 158 kcal) is bought dry (20120, 371 kcal): 0.43 g dry per g cooked.
  pasta: { id: 'pasta-cruda', keeps: 'energy' },
};

/** A catalog food as the list reads it, named as the person's country names it (docs/countries.md). */
export function shoppingFood(food: Food, country?: UserCountry | null): ShoppingFood {
  const unit = SOLD_BY_UNIT.has(food.category) ? portionsFor(food).find((p) => p.id === 'unidad') : undefined;
  return {
    id: food.id,
    name: foodNameIn(food.id, food.name, country),
    unit: food.unit,
    calories: food.calories,
    protein: food.protein,
    category: food.category,
    unitGrams: unit?.grams ?? null,
  };
}

/**
 * Cooked legumes and noodles the catalog has only cooked, bought dry: SR's raw seeds (or dry
 * noodles) of the same kind. Boiling adds water, not energy, so the grams dry are the grams cooked
 * times the ratio of their kcal (SR Legacy, ../shared/data/foods-usda.csv): black beans 132 cooked
 * (16015) to 341 dry (16014), 0.39 g dry per g cooked. Tarwi is left out: it is sold already
 * cooked and debittered (the dry seed takes days of soaking).
 */
const DRY: Readonly<Record<string, { sr: string; kcal: number; protein: number }>> = {
  'frijol-negro': { sr: '16014', kcal: 341, protein: 21.6 },
  'frijol-rojo': { sr: '16032', kcal: 337, protein: 22.53 },
  'frijol-pinto': { sr: '16042', kcal: 347, protein: 21.42 },
  'frijol-canario': { sr: '16047', kcal: 345, protein: 22 },
  'frijol-blanco': { sr: '16049', kcal: 333, protein: 23.36 },
  'frijol-castilla': { sr: '16062', kcal: 336, protein: 23.52 },
  pallar: { sr: '16071', kcal: 338, protein: 21.46 },
  lenteja: { sr: '16069', kcal: 352, protein: 24.63 },
  garbanzo: { sr: '16056', kcal: 378, protein: 20.47 },
  'arveja-partida': { sr: '16085', kcal: 352, protein: 23.82 },
  'haba-seca': { sr: '16052', kcal: 341, protein: 26.12 },
  'fideo-huevo': { sr: '20109', kcal: 384, protein: 14.16 },
};

/** 'Frijoles negros cocidos' -> 'Frijoles negros secos', 'Habas secas cocidas' -> 'Habas secas'. */
export function dryName(cooked: string): string {
  const name = cooked.replace(/\s+\(?cocid[oa]s?\)?$/i, '');
  if (/\bsec[oa]s?\b/i.test(name) || name === cooked) return name;
  const feminine = /\bcocidas?\b/i.test(cooked);
  const plural = /\bcocid[oa]s\b/i.test(cooked);
  return `${name} ${feminine ? 'seca' : 'seco'}${plural ? 's' : ''}`;
}

/**
 * Brewed drinks bought as what is brewed: ground coffee at the Specialty Coffee Association's
 * Golden Cup ratio, 55 g per litre (0.055 g per ml of coffee); tea and herbal infusions as bags,
 * one bag (about 2 g) per cup of 250 ml, as the boxes say (0.008 g per ml).
 */
const BREWED: Readonly<Record<string, { name: string; factor: number; bag?: true }>> = {
  cafe: { name: 'Café molido', factor: 0.055 },
  'te-negro': { name: 'Té negro en bolsitas', factor: 2 / 250, bag: true },
  'te-verde': { name: 'Té verde en bolsitas', factor: 2 / 250, bag: true },
  manzanilla: { name: 'Manzanilla en bolsitas', factor: 2 / 250, bag: true },
  'infusion-hierbas': { name: 'Infusión de hierbas en bolsitas', factor: 2 / 250, bag: true },
};

/** What a food of the plan's recipes is bought as, or null when it is bought as it is eaten. */
export function buyAs(food: ShoppingFood, country?: UserCountry | null): BuyAs | null {
  const rule = BUY_AS[food.id];
  if (rule) return { food: shoppingFood(getFood(rule.id), country), keeps: rule.keeps, factor: rule.factor };
  const dry = DRY[food.id];
  // The dry form keeps the food's id: it is the same food, bought before it is cooked.
  if (dry)
    return { food: { ...food, name: dryName(food.name), calories: dry.kcal, protein: dry.protein }, keeps: 'energy' };
  const brewed = BREWED[food.id];
  if (brewed)
    return {
      food: {
        ...food,
        name: brewed.name,
        unit: 'g',
        category: 'Café e infusiones',
        unitGrams: brewed.bag ? 2 : null,
        ...(brewed.bag ? { unitWords: ['bolsita', 'bolsitas'] as const } : {}),
      },
      factor: brewed.factor,
    };
  return null;
}
