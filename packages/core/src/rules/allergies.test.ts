import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allergyExclusions, excludedByAllergies, type AllergyFood } from './allergies.ts';
import { allergyList, GROUP_WORDS_AS_TYPED } from './allergy-entries.test-support.ts';
import { safePlates } from './strict-plan/eligibility.ts';
import { FOODS, fixturePlates } from './strict-plan/fixture.test-support.ts';

const food = (name: string, aliases: string[] = [], allergens: string[] = []): AllergyFood => ({
  name,
  aliases,
  allergens,
});
const excludes = (allergies: string[], f: AllergyFood) => excludedByAllergies(f, allergyExclusions(allergies));
const allergensOf = (entry: string) => allergyExclusions([entry]).allergens;

describe('allergyExclusions', () => {
  it('maps the /restriction checkboxes to catalog allergens, Frutos secos with maní, and no name patterns', () => {
    expect(allergyExclusions(['dairy', 'gluten', 'shellfish', 'nuts', 'egg'])).toEqual({
      allergens: ['dairy', 'egg', 'gluten', 'nuts', 'peanut', 'shellfish'],
      namePatterns: [],
    });
  });

  it('reads the checkbox labels and group words whatever their case, accents or number', () => {
    for (const entry of ['Lácteos', 'LACTEO', 'lacteos', 'Leche', 'lactosa', 'Queso', 'quesos'])
      expect(allergensOf(entry), entry).toEqual(['dairy']);
    for (const entry of ['Gluten', 'trigo', 'Trigos', 'celíaca']) expect(allergensOf(entry), entry).toEqual(['gluten']);
    for (const entry of ['Mariscos', 'marisco', 'camarón', 'CAMARONES', 'gambas', 'langostinos', 'crustáceos'])
      expect(allergensOf(entry), entry).toEqual(['shellfish']);
    for (const entry of ['pescado', 'Pescados', 'pez', 'peces']) expect(allergensOf(entry), entry).toEqual(['fish']);
    for (const entry of ['soya', 'Soja', 'SOYAS']) expect(allergensOf(entry), entry).toEqual(['soy']);
    for (const entry of ['maní', 'MANÍ', 'manies', 'cacahuate', 'cacahuetes'])
      expect(allergensOf(entry), entry).toEqual(['peanut']);
    for (const entry of ['Frutos secos', 'fruto seco', 'frutos-secos'])
      expect(allergensOf(entry), entry).toEqual(['nuts', 'peanut']);
    for (const entry of ['nueces', 'nuez', 'Almendras', 'pistacho'])
      expect(allergensOf(entry), entry).toEqual(['nuts']);
    for (const entry of ['Huevo', 'huevos']) expect(allergensOf(entry), entry).toEqual(['egg']);
  });

  it('knows every group word the property tests draw from', () => {
    for (const entry of GROUP_WORDS_AS_TYPED) expect(allergensOf(entry).length, entry).toBeGreaterThan(0);
  });

  it('matches free text as whole words, singular or plural either way, on names and aliases', () => {
    expect(excludes(['fresa'], food('Fresas', ['frutillas']))).toBe(true);
    expect(excludes(['fresas'], food('Fresa'))).toBe(true);
    expect(excludes(['Camarones'], food('Camarón'))).toBe(true);
    expect(excludes(['nuez'], food('Nueces pecanas'))).toBe(true);
    expect(excludes(['nueces'], food('Nuez de Brasil'))).toBe(true);
    expect(excludes(['mejillones'], food('Choros (mejillones)'))).toBe(true);
    expect(excludes(['Aguacate'], food('Palta', ['aguacate']))).toBe(true);
    expect(excludes(['leche de coco'], food('Leche de coco'))).toBe(true);
    expect(excludes(['sal'], food('Salmón'))).toBe(false);
    expect(excludes(['sal'], food('Sal de mesa'))).toBe(true);
    expect(excludes(['pan'], food('Panqueque'))).toBe(false);
    // A phrase stays within one name: 'pollo palta' is not Pollo with the alias palta.
    expect(excludes(['pollo palta'], food('Pollo', ['palta']))).toBe(false);
  });

  it('excludes by allergen what names alone would miss: Lácteos and Mariscos', () => {
    expect(excludes(['Lácteos'], food('Queso cottage', ['requesón'], ['dairy']))).toBe(true);
    expect(excludes(['Lácteos'], food('Leche semidescremada', [], ['dairy']))).toBe(true);
    expect(excludes(['Mariscos'], food('Choros (mejillones)', ['choritos'], ['shellfish']))).toBe(true);
    expect(excludes(['Lácteos', 'Mariscos'], food('Pollo'))).toBe(false);
  });

  it('ignores text with no word of three letters', () => {
    expect(allergyExclusions(['a', ' té ', 'de', '¿¿??', '🥜'])).toEqual({ allergens: [], namePatterns: [] });
  });

  it('gives name patterns that PostgreSQL reads the same: only letters, digits, groups, alternatives, [^a-z0-9] classes, ^ and $', () => {
    fc.assert(
      fc.property(allergyList(FOODS.flatMap((f) => [f.name, ...f.aliases])), (allergies) => {
        for (const p of allergyExclusions(allergies).namePatterns) expect(p).toMatch(/^[a-z0-9|()^$[\]+-]*$/);
      }),
    );
  });
});

describe('the weekly plan reads the same rule', () => {
  it('never keeps a plate with a food of an allergen named in free text (Lácteos, Mariscos)', () => {
    const plates = fixturePlates(['smart_balanced'], 30);
    const base = {
      targets: { calories: 1800, protein: 90, carbs: 200, fat: 60 },
      diet: 'smart_balanced' as const,
      eatingStyle: 'none' as const,
      dislikedFoodIds: [],
      allergicFoodIds: [],
      budgetLevel: 'high' as const,
      plates,
      seed: 1,
    };
    const all = safePlates({ ...base, allergies: [] });
    const kept = safePlates({ ...base, allergies: ['Lácteos', 'Mariscos'] });
    expect(all.some((p) => p.ingredients.some((i) => i.food.id === 'queso' || i.food.id === 'camaron'))).toBe(true);
    expect(kept.length).toBeGreaterThan(0);
    expect(
      kept.some((p) =>
        p.ingredients.some((i) => i.food.allergens.includes('dairy') || i.food.allergens.includes('shellfish')),
      ),
    ).toBe(false);
  });
});
