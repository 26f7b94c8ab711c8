import { describe, expect, it } from 'vitest';
import { queryWordForms, rankFoods, searchFoods, singularOf } from './food-search.ts';

const food = (id: string, name: string, aliases: string[] = []) => ({ id, name, aliases });
const FOODS = [
  food('arroz-integral-crudo', 'Arroz integral (crudo)'),
  food('arroz-blanco-crudo', 'Arroz blanco (crudo)'),
  food('arroz-integral', 'Arroz integral cocido'),
  food('arroz-blanco', 'Arroz blanco cocido', ['arroz graneado']),
  food('galleta-arroz', 'Galletas de arroz'),
  food('palta', 'Palta', ['aguacate']),
  food('frijol-negro', 'Frijoles negros cocidos'),
  food('platano', 'Plátano', ['banana']),
  food('platano-maduro', 'Plátano maduro cocido'),
  food('choclo', 'Choclo cocido'),
  food('durazno', 'Durazno'),
  food('camote', 'Camote sancochado'),
  food('mani', 'Maní'),
  food('arveja', 'Arvejas verdes'),
  food('zapallo', 'Zapallo'),
  food('huevo', 'Huevo de gallina (crudo)'),
  food('huevo-duro', 'Huevo duro'),
  food('clara', 'Clara de huevo'),
  food('panqueque', 'Panqueque'),
  food('pan-frances', 'Pan francés'),
  food('pan-dulce', 'Pan dulce'),
  food('empanada', 'Empanada de carne'),
];
const first = (q: string, recent?: string[]) => searchFoods(q, FOODS, { recentFoodIds: recent })[0]?.id;

describe('searchFoods', () => {
  it('ignores accents and case', () => {
    expect(first('PLÁTANO')).toBe('platano');
    expect(first('mani')).toBe('mani');
    expect(first('Maní')).toBe('mani');
  });

  it('matches singular and plural either way', () => {
    expect(first('frijol')).toBe('frijol-negro');
    expect(first('huevos')).toBe('huevo-duro');
    expect(first('paltas')).toBe('palta');
    expect(singularOf('panes')).toBe('pan');
    expect(singularOf('nueces')).toBe('nuez');
    expect(singularOf('limones')).toBe('limon');
  });

  it.each([
    ['aguacate', 'palta'],
    ['banana', 'platano'],
    ['frejol', 'frijol-negro'],
    ['porotos', 'frijol-negro'],
    ['elote', 'choclo'],
    ['melocotón', 'durazno'],
    ['batata', 'camote'],
    ['cacahuate', 'mani'],
    ['guisantes', 'arveja'],
    ['chícharos', 'arveja'],
    ['calabaza', 'zapallo'],
  ])('knows the regional synonym %s', (query, id) => {
    expect(first(query)).toBe(id);
  });

  it('puts the form people eat before the raw form', () => {
    const ids = searchFoods('arroz', FOODS).map((f) => f.id);
    expect(ids.slice(0, 2)).toEqual(['arroz-blanco', 'arroz-integral']);
    expect(ids.indexOf('arroz-integral-crudo')).toBeGreaterThan(ids.indexOf('arroz-integral'));
    expect(ids.indexOf('arroz-blanco-crudo')).toBeGreaterThan(ids.indexOf('arroz-blanco'));
    expect(first('huevo')).toBe('huevo-duro');
    expect(first('pan')).toBe('pan-frances');
  });

  it('puts the food itself before foods made with it, and the plain food before its variants', () => {
    expect(searchFoods('huevo', FOODS).map((f) => f.id)).toEqual(['huevo-duro', 'clara', 'huevo']);
    expect(first('platano')).toBe('platano');
  });

  it('puts whole-word and prefix matches before matches inside a word', () => {
    const ranked = rankFoods('pan', FOODS);
    expect(ranked.map((m) => m.food.id)).toEqual(['pan-frances', 'pan-dulce', 'panqueque', 'empanada']);
    expect(ranked.map((m) => m.tier)).toEqual([2, 2, 2, 1]);
    expect(ranked.map((m) => m.wholeWords)).toEqual([true, true, false, false]);
    expect(first('arro')).toBe('arroz-blanco');
  });

  it("ranks the user's recent foods higher among equal matches", () => {
    expect(first('arroz', ['arroz-integral'])).toBe('arroz-integral');
    expect(first('arroz', ['galleta-arroz'])).toBe('galleta-arroz');
    // Among recent foods, the better match first.
    expect(first('arroz', ['galleta-arroz', 'arroz-integral'])).toBe('arroz-integral');
    // A recent food still needs to match as well: a word inside another word stays behind.
    expect(first('pan', ['empanada'])).toBe('pan-frances');
  });

  it('needs every word of a longer query, and drops words like de and con', () => {
    expect(searchFoods('arroz integral', FOODS).map((f) => f.id)).toEqual(['arroz-integral', 'arroz-integral-crudo']);
    expect(first('clara de huevo')).toBe('clara');
    expect(searchFoods('de', FOODS).length).toBeGreaterThan(0);
    expect(searchFoods('  ', FOODS)).toEqual([]);
  });

  it('honours the limit', () => {
    expect(searchFoods('arroz', FOODS, { limit: 2 })).toHaveLength(2);
  });

  it('gives a word its plural and synonyms as whole words', () => {
    expect([...queryWordForms('aguacate')]).toEqual(
      expect.arrayContaining(['aguacate', 'aguacates', 'palta', 'paltas']),
    );
  });
});

describe("searchFoods and the person's country (issue 28)", () => {
  const dishes = [
    { id: 'cafe-cubano', name: 'Café cubano', aliases: ['colada'], countries: ['CU'] },
    { id: 'colada-morada', name: 'Colada morada', aliases: ['colada'], countries: ['EC'] },
    { id: 'tortilla-maiz', name: 'Tortilla de maíz', aliases: ['tortilla'] },
    { id: 'tortilla-patatas', name: 'Tortilla de patatas', aliases: ['tortilla española'], countries: ['ES'] },
  ];
  const top = (q: string, country: 'cu' | 'ec' | 'es' | 'mx') => searchFoods(q, dishes, { country })[0]?.id;

  it("puts the dish common in the person's country first among dishes of one name", () => {
    expect(top('colada', 'cu')).toBe('cafe-cubano');
    expect(top('colada', 'ec')).toBe('colada-morada');
  });

  it("puts the food a word means in the person's country first, even when its names lack the word", () => {
    expect(top('tortilla', 'mx')).toBe('tortilla-maiz');
    expect(top('tortilla', 'es')).toBe('tortilla-patatas');
  });
});
