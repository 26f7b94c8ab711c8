import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ParserFood, parseMeal, splitMealType } from './meal-parser.ts';

const food = (
  id: string,
  name: string,
  subcategory: string,
  kcal: number,
  aliases: string[] = [],
  unit: 'g' | 'ml' = 'g',
): ParserFood => ({
  id,
  name,
  aliases,
  category: 'x',
  subcategory,
  unit,
  calories: kcal,
  protein: 10,
  carbs: 20,
  fat: 5,
});

const FOODS = [
  food('arroz-blanco', 'Arroz blanco cocido', 'Arroz', 130),
  food('arroz-crudo', 'Arroz blanco (crudo)', 'Arroz', 365),
  food('arroz-con-leche', 'Arroz con leche', 'Postres', 108),
  food('huevo-revuelto', 'Huevos revueltos', 'Huevos', 149),
  food('huevo-duro', 'Huevo duro', 'Huevos', 155),
  food('pan-frances', 'Pan francés', 'Panes', 272, ['marraqueta']),
  food('pan-molde', 'Pan de molde blanco', 'Panes', 266),
  food('palta', 'Palta', 'Tropicales', 160, ['aguacate']),
  food('pollo', 'Pollo cocido deshilachado', 'Aves', 190),
  food('leche', 'Leche entera', 'Leches', 61, [], 'ml'),
  food('frijol', 'Frijoles negros cocidos', 'Frijoles', 132, ['porotos negros']),
  food('azucar', 'Azúcar', 'Azúcares y mieles', 387),
  food('cafe', 'Café pasado', 'Infusiones y café', 1, [], 'ml'),
];
const parse = (text: string) => parseMeal(text, FOODS);
const summary = (text: string) => parse(text).items.map((i) => [i.food_id, i.quantity, i.portion.id, i.grams]);

describe('parseMeal', () => {
  it('reads two foods with their portions and computes grams and macros from the catalog', () => {
    const meal = parse('2 huevos revueltos y una taza de arroz');
    expect(meal.unmatched).toEqual([]);
    expect(meal.items).toEqual([
      {
        food_id: 'huevo-revuelto',
        name: 'Huevos revueltos',
        quantity: 2,
        portion: { id: 'unidad', label: 'unidad', grams: 61 },
        grams: 122,
        calories: 182,
        protein: 12.2,
        carbs: 24.4,
        fat: 6.1,
      },
      expect.objectContaining({ food_id: 'arroz-blanco', quantity: 1, grams: 160, calories: 208 }),
    ]);
  });

  it.each([
    ['un huevo duro', 1],
    ['una palta', 1],
    ['dos huevos duros', 2],
    ['tres huevos duros', 3],
    ['medio pan francés', 0.5],
    ['media palta', 0.5],
    ['½ palta', 0.5],
    ['1/2 palta', 0.5],
    ['1.5 panes', 1.5],
    ['1,5 panes', 1.5],
    ['1½ panes', 1.5],
    ['un par de huevos duros', 2],
    ['una taza y media de arroz', 1.5],
  ])('reads the number in %s', (text, quantity) => {
    expect(parse(text).items[0]?.quantity).toBe(quantity);
  });

  it('reads units, metric amounts and amounts after the food', () => {
    expect(summary('200 g de pollo')).toEqual([['pollo', 200, 'g', 200]]);
    expect(summary('pollo 150g')).toEqual([['pollo', 150, 'g', 150]]);
    expect(summary('2 rebanadas de pan de molde')).toEqual([['pan-molde', 2, 'rebanada', 54]]);
    expect(summary('un vaso de leche')).toEqual([['leche', 1, 'vaso', 200]]);
    expect(summary('medio litro de leche')).toEqual([['leche', 500, 'ml', 500]]);
    expect(summary('2 cucharaditas de azúcar')).toEqual([['azucar', 2, 'cucharadita', 8.4]]);
    expect(summary('arroz')).toEqual([['arroz-blanco', 1, 'taza', 160]]);
  });

  it("pours milk said with no amount after a coffee or a tea as a splash, 30 ml (FNDDS's fl oz), not a glass", () => {
    expect(summary('café con leche').at(-1)).toEqual(['leche', 30, 'ml', 30]);
    expect(summary('café pasado, leche').at(-1)).toEqual(['leche', 30, 'ml', 30]);
    // 'Un poco de', 'un chorrito de' say no amount: the splash too (it was one glass, 200 ml).
    expect(summary('un café con un poco de leche').at(-1)).toEqual(['leche', 30, 'ml', 30]);
    expect(summary('café pasado con un chorrito de leche').at(-1)).toEqual(['leche', 30, 'ml', 30]);
    // An amount said is the amount; milk alone is a glass.
    expect(summary('café con un vaso de leche').at(-1)).toEqual(['leche', 1, 'vaso', 200]);
    expect(summary('café con 100 ml de leche').at(-1)).toEqual(['leche', 100, 'ml', 100]);
    expect(summary('pan con leche')).toContainEqual(['leche', 1, 'vaso', 200]);
  });

  it('splits on commas, y, con and +, but keeps a food named with con together', () => {
    expect(summary('pan con palta, café + leche').map((i) => i[0])).toEqual(['pan-frances', 'palta', 'cafe', 'leche']);
    expect(summary('arroz con leche').map((i) => i[0])).toEqual(['arroz-con-leche']);
  });

  it('knows plurals, accents and synonyms', () => {
    expect(summary('AGUACATE').map((i) => i[0])).toEqual(['palta']);
    expect(summary('porotos').map((i) => i[0])).toEqual(['frijol']);
    expect(summary('marraquetas').map((i) => i[0])).toEqual(['pan-frances']);
  });

  it('sizes a portion with grande or chico', () => {
    expect(parse('una taza grande de arroz').items[0]).toMatchObject({ grams: 224, portion: { label: 'taza grande' } });
  });

  it('returns the mentions it could not place as written, never their foods, and drops what follows sin', () => {
    // Fried rice is not white rice: the whole mention is not understood.
    expect(parse('arroz chaufa con salsa huancaína')).toEqual({
      items: [],
      unmatched: ['arroz chaufa', 'salsa huancaína'],
    });
    expect(parse('café sin azúcar').items.map((i) => i.food_id)).toEqual(['cafe']);
    expect(parse('comí un huevo duro').unmatched).toEqual([]);
    expect(parse('')).toEqual({ items: [], unmatched: [] });
  });
});

describe('parseMeal, everyday speech', () => {
  it('counts a plural with no number as two units, and a counted food in units', () => {
    expect(summary('huevos duros')).toEqual([['huevo-duro', 2, 'unidad', 100]]);
    expect(summary('3 paltas')).toEqual([['palta', 3, 'unidad', 450]]);
    expect(summary('frijoles')).toEqual([['frijol', 1, 'taza', 172]]);
  });

  it('reads diminutives, and a unit with no number', () => {
    expect(summary('un cafecito con dos panecitos').map((i) => i[0])).toEqual(['cafe', 'pan-frances']);
    expect(summary('una tacita de café')).toEqual([['cafe', 1, 'taza', 240]]);
    expect(summary('leche en vaso')).toEqual([['leche', 1, 'vaso', 200]]);
  });

  it('finds a second food after the first when nothing separates them, but not a food only named by an adjective', () => {
    expect(summary('pan palta').map((i) => i[0])).toEqual(['pan-frances', 'palta']);
    expect(parse('frijoles negros').items.map((i) => i.food_id)).toEqual(['frijol']);
    expect(parse('arroz negros')).toEqual({ items: [], unmatched: ['arroz negros'] });
  });

  it('never throws, and every item is grams/100 x its food, for any text', () => {
    const words = [
      'arroz',
      'con',
      'y',
      'dos',
      'media',
      'taza',
      '½',
      '200',
      'g',
      'de',
      'palta',
      'huevos',
      ',',
      'sin',
      'xyz',
      'leche',
    ];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...words), fc.string()), { maxLength: 12 }), (parts) => {
        const meal = parseMeal(parts.join(' '), FOODS);
        for (const item of meal.items) {
          const f = FOODS.find((x) => x.id === item.food_id);
          expect(f).toBeDefined();
          expect(item.grams).toBeGreaterThanOrEqual(0);
          expect(item.calories).toBe(Math.round(((f?.calories ?? 0) * item.grams) / 100));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseMeal never substitutes silently (issue 28)', () => {
  const MORE = [
    ...FOODS,
    food('agua', 'Agua', 'Agua', 0, [], 'ml'),
    food('caldo-verduras', 'Caldo de verduras', 'Sopas', 12, [], 'ml'),
    food('res-lomo', 'Lomo de res (crudo)', 'Res', 150),
    food('queso', 'Queso fresco', 'Quesos', 264),
    food('tostada', 'Tostadas de maíz', 'Tortillas', 470, ['tostadas', 'tacos dorados']),
    food('tortilla-maiz', 'Tortilla de maíz', 'Tortillas', 218, ['tortilla']),
    food('pollo-saltado', 'Pollo saltado', 'Platos', 140),
  ];
  const read = (text: string, country?: 'es' | 'mx' | 'pe') => {
    const meal = parseMeal(text, MORE, { country: country ?? null });
    return { items: meal.items.map((i) => i.food_id), unmatched: meal.unmatched };
  };

  it.each([
    ['agua de horchata', 'agua de horchata'],
    ['un vaso de agua de horchata', 'agua de horchata'],
    ['caldo de gallina', 'caldo de gallina'],
    ['lomo saltado', 'lomo saltado'],
    ['2 quesadillas', 'quesadillas'],
    ['tres tacos de pollo', 'tacos de pollo'],
    ['una pupusa de queso', 'pupusa de queso'],
    ['chicha morada', 'chicha morada'],
  ])('%s comes back not understood, as written, with no food', (text, words) => {
    expect(read(text)).toEqual({ items: [], unmatched: [words] });
  });

  it('a whole dish name is one food, before its ingredient words; with con, the dish and its side', () => {
    expect(read('pollo saltado con arroz')).toEqual({ items: ['pollo-saltado', 'arroz-blanco'], unmatched: [] });
    expect(read('una arepa con queso')).toEqual({ items: ['queso'], unmatched: ['arepa'] });
  });

  it('another name of a food is taken only when said whole', () => {
    expect(read('tacos')).toEqual({ items: [], unmatched: ['tacos'] });
    expect(read('tacos dorados').items).toEqual(['tostada']);
  });

  it("reads 'tortilla' as the person's country does, and says so when the catalog lacks that food", () => {
    expect(read('dos tortillas', 'mx')).toEqual({ items: ['tortilla-maiz'], unmatched: [] });
    expect(read('una tortilla', 'es')).toEqual({ items: [], unmatched: ['tortilla'] });
    expect(read('tortilla de maíz', 'es').items).toEqual(['tortilla-maiz']);
    const withOmelette = [
      ...MORE,
      food('tortilla-espanola', 'Tortilla española', 'Platos', 180, ['tortilla de patatas']),
    ];
    expect(parseMeal('una tortilla', withOmelette, { country: 'es' }).items.map((i) => i.food_id)).toEqual([
      'tortilla-espanola',
    ]);
    expect(parseMeal('una tortilla', withOmelette, { country: 'mx' }).items.map((i) => i.food_id)).toEqual([
      'tortilla-maiz',
    ]);
  });
});

describe('parseMeal and the dishes of the catalog (issue 28)', () => {
  const dish = (id: string, name: string, kcal: number, aliases: string[] = [], subcategory = 'Platos de fondo') => ({
    ...food(id, name, subcategory, kcal, aliases),
    category: 'Platos',
    portions: [
      { id: 'unidad' as const, label: 'unidad', grams: 120, source: 'x' },
      { id: 'plato' as const, label: 'plato', grams: 450, source: 'x' },
    ],
  });
  const ALL = [
    ...FOODS,
    food('croissant', 'Croissant', 'Panes', 406, ['medialuna']),
    food('carne-cerdo', 'Carne molida de cerdo (cocida)', 'Cerdo', 297),
    dish('lomo-saltado', 'Lomo saltado', 150, ['saltado de carne']),
    dish('arroz-chino', 'Arroz chino', 170, ['arroz frito con pollo']),
    dish('pupusa', 'Pupusa de queso', 230, ['pupusa', 'pupusas']),
    dish('sudado', 'Sudado de pescado', 90, ['sudado']),
    dish('plato-pan-palta', 'Pan con palta y huevo', 220, [], 'Platos del plan'),
    dish('plato-lomo', 'Lomo saltado', 160, [], 'Platos del plan'),
    dish('plato-tipico', 'Plato típico', 180),
  ];
  const read = (text: string, country: 'uy' | 'pe' | null = null) => {
    const meal = parseMeal(text, ALL, { country });
    return { items: meal.items.map((i) => [i.food_id, i.grams]), unmatched: meal.unmatched };
  };

  it("takes a dish by its whole name; 'un plato de X' is its plate, 'dos X' two of its units, 'X con Y' the dish and its side", () => {
    expect(read('un plato de lomo saltado con arroz')).toEqual({
      items: [
        ['lomo-saltado', 450],
        ['arroz-blanco', 160],
      ],
      unmatched: [],
    });
    expect(read('dos pupusas').items).toEqual([['pupusa', 240]]);
    // The region's dish before the plan's plate of the same name.
    expect(read('lomo saltado').items).toEqual([['lomo-saltado', 120]]);
  });

  it("reads a unit's word as the dish's own when the dish is named so ('un plato típico')", () => {
    expect(read('un plato típico').items).toEqual([['plato-tipico', 120]]);
    expect(read('un plato de xyzw')).toEqual({ items: [], unmatched: ['xyzw'] });
    expect(read('un plato xyzw')).toEqual({ items: [], unmatched: ['plato xyzw'] });
  });

  it('never takes a dish by some of its words', () => {
    // 'arroz frito con pollo' is another name of Arroz chino; 'arroz con pollo' is not it.
    expect(read('arroz con pollo').items.map((i) => i[0])).toEqual(['arroz-blanco', 'pollo']);
    // A dish beside another word is another dish: 'pollo sudado' is no chicken with a fish stew.
    expect(read('pollo sudado')).toEqual({ items: [], unmatched: ['pollo sudado'] });
    // 'carne' alone names no food.
    expect(read('carne asada')).toEqual({ items: [], unmatched: ['carne asada'] });
  });

  it("reads a plan's plate named as several foods as those foods, each with its own amount", () => {
    expect(read('pan con palta y huevo').items.map((i) => i[0])).toEqual(['pan-frances', 'palta', 'huevo-duro']);
  });

  it("finds the country's food even when its name does not hold the word, and only for the word alone", () => {
    expect(read('un bizcocho', 'uy').items.map((i) => i[0])).toEqual(['croissant']);
    expect(read('dos tortas fritas', 'uy')).toEqual({ items: [], unmatched: ['tortas fritas'] });
  });
});

describe('splitMealType', () => {
  it('strips a meal-type prefix and names the meal', () => {
    expect(splitMealType('Desayuno: pan con palta')).toEqual({ meal_type: 'breakfast', text: 'pan con palta' });
    expect(splitMealType('almuerzo - arroz')).toEqual({ meal_type: 'lunch', text: 'arroz' });
    expect(splitMealType('Once: té')).toEqual({ meal_type: 'snack', text: 'té' });
    expect(splitMealType('pan con palta')).toEqual({ meal_type: null, text: 'pan con palta' });
  });
});
