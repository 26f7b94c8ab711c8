import { describe, expect, it } from 'vitest';
import { foodSearchText } from '../../catalog/seed.ts';
import { allergyExclusions } from './exclusions.ts';

const matches = (pattern: string, name: string, aliases: string[] = []) =>
  new RegExp(pattern).test(foodSearchText({ name, aliases }));

describe('allergyExclusions', () => {
  it('maps the /restriction checkboxes to catalog allergens, Frutos secos with maní', () => {
    expect(allergyExclusions(['dairy', 'nuts'])).toEqual({ allergens: ['dairy', 'nuts', 'peanut'], namePatterns: [] });
  });

  it('reads free text that names an allergen group, without regard to accents or case', () => {
    expect(allergyExclusions(['Pescado']).allergens).toEqual(['fish']);
    expect(allergyExclusions(['MANÍ']).allergens).toEqual(['peanut']);
    expect(allergyExclusions(['soja']).allergens).toEqual(['soy']);
  });

  it('matches other free text as a whole word, singular or plural, in names and aliases', () => {
    const [fresa] = allergyExclusions(['fresa']).namePatterns;
    expect(matches(fresa!, 'Fresas', ['frutillas'])).toBe(true);
    const [aguacate] = allergyExclusions(['Aguacate']).namePatterns;
    expect(matches(aguacate!, 'Palta', ['aguacate'])).toBe(true);
    const [sal] = allergyExclusions(['sal']).namePatterns;
    expect(matches(sal!, 'Salmón')).toBe(false);
    expect(matches(sal!, 'Sal de mesa')).toBe(true);
  });

  it('ignores text too short to mean a food', () => {
    expect(allergyExclusions(['a', ' té '])).toEqual({ allergens: [], namePatterns: [] });
  });
});
