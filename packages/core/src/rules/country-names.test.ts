import { describe, expect, it } from 'vitest';
import { MEAL_TYPE_LABELS } from '../constants/logging.ts';
import { PLAN_MEAL_LABELS } from '../constants/strict-plan.ts';
import { COUNTRY_FOOD_NAMES, foodNameIn, plateNameIn } from './country-names.ts';
import { localMealLabel, mealTypeLabel, planMealLabel } from './meal-labels.ts';
import { dishNearness, isForeignDish, regionOf } from './dish-country.ts';

describe('foodNameIn (issue 29: Palta, Choclo, Culantro, Zapallito italiano, Café pasado in Mexico City)', () => {
  it.each([
    ['palta', 'Palta', { mx: 'Aguacate', pe: 'Palta', ar: 'Palta', es: 'Aguacate' }],
    [
      'choclo',
      'Choclo cocido',
      { mx: 'Elote cocido', pe: 'Choclo cocido', ar: 'Choclo cocido', es: 'Mazorca de maíz cocida' },
    ],
    ['culantro', 'Culantro', { mx: 'Cilantro', pe: 'Culantro', ar: 'Cilantro', es: 'Cilantro' }],
    [
      'zapallito',
      'Zapallito italiano',
      { mx: 'Calabacita', pe: 'Zapallito italiano', ar: 'Zucchini', es: 'Calabacín' },
    ],
    ['cafe', 'Café pasado', { mx: 'Café americano', pe: 'Café pasado', ar: 'Café negro', es: 'Café solo' }],
    ['papa', 'Papa sancochada', { mx: 'Papa cocida', pe: 'Papa sancochada', ar: 'Papa cocida', es: 'Patata cocida' }],
    ['mani', 'Maní', { mx: 'Cacahuate', pe: 'Maní', ar: 'Maní', es: 'Cacahuete' }],
  ] as const)('%s', (id, name, expected) => {
    for (const [country, local] of Object.entries(expected))
      expect(foodNameIn(id, name, country as keyof typeof expected), country).toBe(local);
  });

  it('keeps the catalog name without a country, and for a food the table does not hold', () => {
    expect(foodNameIn('palta', 'Palta', null)).toBe('Palta');
    expect(foodNameIn('mango', 'Mango', 'mx')).toBe('Mango');
  });

  it('gives each food at most one name per country', () => {
    for (const [id, namings] of Object.entries(COUNTRY_FOOD_NAMES)) {
      const countries = namings.flatMap(([, c]) => c);
      expect(new Set(countries).size, id).toBe(countries.length);
    }
  });
});

describe('plateNameIn', () => {
  it("says a plate's ingredient words as the country does, an adjective agreeing", () => {
    expect(plateNameIn('Pan con palta y huevo', 'mx')).toBe('Pan con aguacate y huevo');
    expect(plateNameIn('Palta con limón y sal de mar', 'es')).toBe('Aguacate con limón y sal de mar');
    expect(plateNameIn('Carne molida con zapallito gratinado', 'mx')).toBe('Carne molida con calabacita gratinada');
    expect(plateNameIn('Pescado blanco con arroz y vainitas salteadas', 'mx')).toBe(
      'Pescado blanco con arroz y ejotes salteados',
    );
    expect(plateNameIn('Camote asado', 'ar')).toBe('Batata asada');
    expect(plateNameIn('Ceviche de pescado con camote y choclo', 'mx')).toBe('Ceviche de pescado con camote y elote');
  });

  it("leaves a dish's own name, and every name in Peru", () => {
    expect(plateNameIn('Pastel de choclo', 'mx')).toBe('Pastel de choclo');
    expect(plateNameIn('Humita de choclo', 'mx')).toBe('Humita de choclo');
    expect(plateNameIn('Pan con palta y huevo', 'pe')).toBe('Pan con palta y huevo');
    expect(plateNameIn('Pan con palta y huevo', 'ar')).toBe('Pan con palta y huevo');
  });
});

describe('meal labels: in Mexico la comida is the midday meal and el almuerzo a mid-morning one', () => {
  it("names lunch 'Comida' in Mexico and keeps the spec's labels elsewhere", () => {
    expect(mealTypeLabel('lunch', 'mx')).toBe('Comida');
    for (const country of ['pe', 'ar', 'es', 'co', 'cl', null] as const) {
      for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const)
        expect(mealTypeLabel(meal, country)).toBe(MEAL_TYPE_LABELS[meal]);
    }
    expect(mealTypeLabel('breakfast', 'mx')).toBe('Desayuno');
    expect(mealTypeLabel('dinner', 'mx')).toBe('Cena');
  });

  it("keeps the plan's 'Snack 1' and 'Snack 2' as the spec has them", () => {
    expect(planMealLabel('lunch', 'mx')).toBe('Comida');
    expect(planMealLabel('snack_1', 'mx')).toBe(PLAN_MEAL_LABELS.snack_1);
    expect(planMealLabel('lunch', 'pe')).toBe('Almuerzo');
  });

  it("turns a screen's 'Almuerzo' into Mexico's word and leaves other labels", () => {
    expect(localMealLabel('Almuerzo', 'mx')).toBe('Comida');
    expect(localMealLabel('Almuerzo', 'pe')).toBe('Almuerzo');
    expect(localMealLabel('Peso', 'mx')).toBe('Peso');
  });
});

describe('dishNearness', () => {
  it('ranks the country, its region, everywhere, then another region', () => {
    expect(dishNearness(['PE'], 'pe')).toBe(0);
    expect(dishNearness(['BO', 'EC'], 'pe')).toBe(1);
    expect(dishNearness([], 'pe')).toBe(2);
    expect(dishNearness(['MX'], 'pe')).toBe(3);
    expect(isForeignDish(['VE', 'CO'], 'mx')).toBe(true);
    expect(isForeignDish(['VE', 'CO'], 'co')).toBe(false);
    expect(regionOf('mx')).toContain('gt');
  });
});
