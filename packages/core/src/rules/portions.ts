/**
 * Household portions (issue 15): the measures people use for each food (una taza de arroz, un
 * huevo, dos rebanadas de pan), each with its grams and where the number comes from. The rules
 * and sources are in docs/portions-and-search.md.
 */
import { normalizeSearchText } from './search-text.ts';

export type Portion = {
  id: PortionId;
  /** What the user reads: 'taza', 'unidad'. */
  label: string;
  /** Grams in one portion (millilitres for a food measured in ml). */
  grams: number;
  /** Where the number comes from, or the stated reason for it. */
  source: string;
};

export const PORTION_IDS = [
  'unidad',
  'taza',
  'media-taza',
  'cucharada',
  'cucharadita',
  'rebanada',
  'vaso',
  'plato',
  'punado',
  'lata',
  'porcion',
  'filete',
  'presa',
  'diente',
  'pizca',
  'copa',
  'botella',
  'bola',
  'bolsa',
  'paquete',
  'tallo',
  'hoja',
  'medida',
  'g',
  'ml',
] as const;
export type PortionId = (typeof PORTION_IDS)[number];

export const PORTION_LABELS: Record<PortionId, string> = {
  unidad: 'unidad',
  taza: 'taza',
  'media-taza': 'media taza',
  cucharada: 'cucharada',
  cucharadita: 'cucharadita',
  rebanada: 'rebanada',
  vaso: 'vaso',
  plato: 'plato',
  punado: 'puñado',
  lata: 'lata',
  porcion: 'porción',
  filete: 'filete',
  presa: 'presa',
  diente: 'diente',
  pizca: 'pizca',
  copa: 'copa',
  botella: 'botella',
  bola: 'bola',
  bolsa: 'bolsa',
  paquete: 'paquete',
  tallo: 'tallo',
  hoja: 'hoja',
  medida: 'medida (scoop)',
  g: 'gramos',
  ml: 'ml',
};

/** The quantities the portion picker offers. */
export const PORTION_QUANTITIES = [0.5, 1, 1.5, 2, 2.5, 3] as const;

/**
 * What the rules read of a food (the catalog's Food has all of it). A food that states its own
 * portions (a user's own food from its label, a recipe's serving) has them as they are.
 */
export type PortionFood = {
  name: string;
  category: string;
  subcategory: string;
  unit: 'g' | 'ml';
  portions?: readonly Portion[];
};

/** [portion, grams, source]. A USDA figure is SR Legacy's household weight; a rule says its reason. */
type Measure = readonly [PortionId, number, string];

const SR = (text: string) => `USDA SR Legacy, medida casera: ${text}`;
const RULE = (text: string) => `Regla: ${text}`;
/** FNDDS 2017-2018 (../shared/data/fndds-2017-2018/portions.csv): the portions of foods as eaten. */
const FNDDS = (text: string) => `USDA FNDDS 2017-2018, porción: ${text}`;

// Measures many rules share.
const OIL_TBSP: Measure = ['cucharada', 13.6, SR('aceite, 1 tbsp = 13.6 g')];
const OIL_TSP: Measure = ['cucharadita', 4.5, SR('aceite, 1 tsp = 4.5 g')];
const SPOON_15: Measure = ['cucharada', 15, RULE('una cucharada sopera de 15 ml')];
const TSP_5: Measure = ['cucharadita', 5, RULE('una cucharadita de 5 ml')];
const HANDFUL: Measure = ['punado', 28, RULE('un puñado de frutos secos o snacks, 1 oz (28 g), la porción de USDA')];
const GLASS: Measure = ['vaso', 250, RULE('un vaso de 250 ml')];
const CUP_ML: Measure = ['taza', 240, RULE('una taza de 240 ml (8 fl oz)')];
const PLATE_GRAIN: Measure = ['plato', 250, RULE('un plato de fondo de guarnición, unas 1½ tazas')];
const MEAT_PORTION: Measure = [
  'porcion',
  120,
  RULE('una porción del tamaño de la palma, 120 g en crudo (~90 g cocida)'),
];
const FILLET: Measure = ['filete', 150, RULE('un filete de pescado mediano, 150 g en crudo')];
const SLICE_CHEESE: Measure = ['rebanada', 28, SR('cheese, 1 slice / 1 oz = 28 g')];
const VEG_CUP: Measure = ['taza', 100, RULE('una taza de verdura picada, ~100 g')];
const VEG_PORTION: Measure = ['porcion', 80, RULE('una porción de verdura o fruta de la OMS, 80 g')];

/** First rule that matches wins. `name` is tested on the normalized name. */
const RULES: readonly { name?: RegExp; sub?: RegExp; measures: readonly Measure[] }[] = [
  // Eggs
  { name: /^huevos? de codorniz/, measures: [['unidad', 9, SR('quail egg, 1 egg = 9 g')]] },
  { name: /^clara/, measures: [['unidad', 33, SR('egg white, 1 large = 33 g')]] },
  { name: /^yema/, measures: [['unidad', 17, SR('egg yolk, 1 large = 17 g')]] },
  {
    name: /^huevos? revuelto/,
    measures: [
      ['unidad', 61, SR('scrambled egg, 1 large egg = 61 g')],
      ['taza', 220, SR('scrambled egg, 1 cup = 220 g')],
    ],
  },
  { name: /^huevo frito/, measures: [['unidad', 46, SR('fried egg, 1 large = 46 g')]] },
  { name: /^huevo/, measures: [['unidad', 50, SR('egg, 1 large = 50 g')]] },
  // Breads and baked goods
  { name: /^pan frances/, measures: [['unidad', 35, RULE('un pan francés (marraqueta, batido) pesa 35-40 g')]] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  { name: /^pan integral/, measures: [['rebanada', 32, SR('whole-wheat bread, 1 slice = 32 g')]] },
  {
    name: /^pan (de molde|integral|multigrano|de centeno)/,
    measures: [['rebanada', 27, SR('bread, 1 slice = 25-29 g')]],
  },
  { name: /^bolillo/, measures: [['unidad', 70, RULE('un bolillo o telera mediano de panadería, ~70 g')]] },
  { name: /^pan pita/, measures: [['unidad', 60, SR('pita, 1 pita 6½" = 60 g')]] },
  { name: /^pan tostado/, measures: [['unidad', 10, RULE('una tostada o biscote, ~10 g')]] },
  { name: /^pan rallado/, measures: [['cucharada', 7, SR('bread crumbs, 1 cup = 108 g, 1 tbsp ≈ 7 g')]] },
  { name: /^pan dulce/, measures: [['unidad', 70, RULE('una concha o pan dulce de panadería, ~70 g')]] },
  { name: /^tortilla de maiz/, measures: [['unidad', 30, SR('corn tortilla, 1 tortilla 6" ≈ 26-30 g')]] },
  { name: /^tortilla/, measures: [['unidad', 45, SR('flour tortilla, 1 tortilla 8" ≈ 45-49 g')]] },
  { name: /^tostadas de maiz/, measures: [['unidad', 13, SR('taco shell, 1 shell ≈ 13 g')]] },
  {
    name: /^galletas (de soda|integrales)/,
    measures: [
      ['unidad', 6, RULE('una galleta de soda, ~6 g')],
      ['paquete', 30, RULE('un paquete individual de 6 galletas, ~30 g')],
    ],
  },
  {
    name: /^galletas maria/,
    measures: [
      ['unidad', 6, RULE('una galleta María, ~6 g')],
      ['paquete', 30, RULE('un paquete individual, ~30 g')],
    ],
  },
  { name: /^galletas rellenas/, measures: [['unidad', 11, SR('sandwich cookie, 1 cookie ≈ 11 g')]] },
  { name: /^galletas de arroz/, measures: [['unidad', 9, SR('rice cake, 1 cake = 9 g')]] },
  { name: /^croissant/, measures: [['unidad', 57, SR('croissant, 1 medium = 57 g')]] },
  { name: /^dona/, measures: [['unidad', 60, SR('glazed doughnut, 1 medium ≈ 60 g')]] },
  { name: /^(bizcochuelo|pie )/, measures: [['rebanada', 80, RULE('una tajada de queque o pie, ~80 g')]] },
  { name: /^arroz con leche/, measures: [['taza', 230, RULE('una taza de postre de arroz, ~230 g')]] },
  {
    name: /^helado/,
    measures: [
      ['bola', 66, SR('ice cream, ½ cup = 66 g')],
      ['taza', 132, SR('ice cream, 1 cup = 132 g')],
    ],
  },
  // Snacks
  {
    name: /^(papas fritas de bolsa|chifles|totopos)/,
    measures: [['bolsa', 40, RULE('una bolsa personal, ~40 g')], HANDFUL],
  },
  {
    name: /^palomitas/,
    measures: [
      ['taza', 8, SR('air-popped popcorn, 1 cup = 8 g')],
      ['bolsa', 30, RULE('una bolsa mediana, ~30 g')],
    ],
  },
  // Tubers and roots
  {
    name: /^papas fritas/,
    measures: [
      ['porcion', 117, SR('french fries, 1 medium order ≈ 117 g')],
      ['plato', 150, RULE('un plato de papas fritas, ~150 g')],
    ],
  },
  { name: /^pure/, measures: [['taza', 210, SR('mashed potato, 1 cup = 210 g')]] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^camote al horno/,
    measures: [
      ['unidad', 150, RULE('un camote mediano pelado, ~150 g (SR: mediano 114 g, grande 180 g)')],
      ['taza', 200, SR('sweet potato, baked, 1 cup = 200 g')],
    ],
  },
  {
    name: /^(papa|camote)/,
    measures: [
      ['unidad', 150, RULE('una papa o un camote mediano, ~150 g pelado')],
      ['taza', 156, SR('boiled potato, diced, 1 cup = 156 g')],
    ],
  },
  {
    name: /^yuca/,
    measures: [
      ['porcion', 100, RULE('un trozo de yuca de ~10 cm, ~100 g')],
      ['taza', 206, SR('cassava, 1 cup = 206 g')],
    ],
  },
  {
    name: /^(name|malanga|olluco|oca|mashua)/,
    measures: [
      ['taza', 135, SR('yam, cubes, 1 cup ≈ 136 g')],
      ['porcion', 100, RULE('un trozo o porción de ~100 g')],
    ],
  },
  { name: /^platano verde/, measures: [['unidad', 180, SR('plantain, 1 medium = 179 g')]] },
  {
    name: /^platano maduro/,
    measures: [
      ['unidad', 160, RULE('un plátano maduro mediano pelado, ~160 g')],
      ['taza', 200, SR('plantain, cooked, mashed, 1 cup = 200 g')],
    ],
  },
  { name: /^platano/, measures: [['unidad', 118, SR('banana, 1 medium = 118 g')]] },
  // Grains, pasta, flours
  {
    name: /^choclo/,
    measures: [
      ['unidad', 150, RULE('un choclo (mazorca) mediano, ~150 g de granos')],
      ['taza', 165, SR('corn, kernels, 1 cup = 164 g')],
    ],
  },
  {
    name: /^(maiz dulce|mote)/,
    measures: [
      ['taza', 165, SR('corn / hominy, 1 cup = 164-165 g')],
      ['lata', 250, RULE('una lata de 425 g escurrida, ~250 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^arroz integral cocido/,
    measures: [
      ['taza', 195, SR('brown rice, cooked, 1 cup = 195 g')],
      PLATE_GRAIN,
      ['cucharada', 15, RULE('una cucharada colmada, ~15 g')],
    ],
  },
  {
    name: /^arroz (blanco|integral) cocido/,
    measures: [
      ['taza', 160, SR('rice, cooked, 1 cup = 158 g')],
      PLATE_GRAIN,
      ['cucharada', 15, RULE('una cucharada colmada, ~15 g')],
    ],
  },
  {
    name: /^arroz/,
    measures: [
      ['taza', 185, SR('rice, raw, 1 cup = 185 g')],
      ['cucharada', 12, RULE('una cucharada de grano crudo, ~12 g')],
    ],
  },
  { name: /^quinua cocida/, measures: [['taza', 185, SR('quinoa, cooked, 1 cup = 185 g')], PLATE_GRAIN] },
  {
    name: /^(quinua|canihua)/,
    measures: [
      ['taza', 170, SR('quinoa, uncooked, 1 cup = 170 g')],
      ['cucharada', 11, RULE('una cucharada de grano, ~11 g')],
    ],
  },
  { name: /^kiwicha cocida/, measures: [['taza', 246, SR('amaranth, cooked, 1 cup = 246 g')]] },
  {
    name: /^kiwicha/,
    measures: [
      ['cucharada', 8, RULE('una cucharada de kiwicha cruda o pop, ~8 g')],
      ['taza', 100, RULE('una taza mezclando grano y pop, ~100 g')],
    ],
  },
  { name: /^avena cocida/, measures: [['taza', 234, SR('oatmeal, cooked, 1 cup = 234 g')]] },
  {
    name: /^avena/,
    measures: [
      ['taza', 81, SR('oats, 1 cup = 81 g')],
      ['cucharada', 5, RULE('una cucharada de hojuelas, ~5 g (1/16 de taza)')],
    ],
  },
  { name: /^salvado/, measures: [['cucharada', 6, SR('oat bran, 1 cup = 94 g, 1 tbsp ≈ 6 g')]] },
  {
    name: /^(cebada|cuscus)/,
    measures: [['taza', 157, SR('pearled barley / couscous, cooked, 1 cup = 157 g')], PLATE_GRAIN],
  },
  { name: /^trigo bulgur/, measures: [['taza', 182, SR('bulgur, cooked, 1 cup = 182 g')]] },
  {
    name: /^fideos .*(secos|crudos)/,
    measures: [['porcion', 80, RULE('una porción de pasta seca por persona, 80 g')]],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^fideos de arroz cocidos/,
    measures: [['taza', 176, SR('rice noodles, cooked, 1 cup = 176 g')], PLATE_GRAIN],
  },
  { name: /^fideos/, measures: [['taza', 140, SR('pasta, cooked, 1 cup = 140 g')], PLATE_GRAIN] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^harina de maiz.*precocida/,
    measures: [
      ['taza', 157, SR('corn flour, 1 cup = 157 g')],
      ['cucharada', 9.8, SR('corn flour, 1 cup = 157 g, 1 tbsp ≈ 9.8 g')],
    ],
  },
  {
    name: /^polenta/,
    measures: [
      ['taza', 156, SR('cornmeal, 1 cup = 156 g')],
      ['cucharada', 9.7, SR('cornmeal, 1 tbsp = 9.7 g')],
    ],
  },
  {
    name: /^tapioca/,
    measures: [
      ['taza', 152, SR('tapioca, 1 cup = 152 g')],
      ['cucharada', 9.5, SR('tapioca, 1 cup = 152 g, 1 tbsp ≈ 9.5 g')],
    ],
  },
  {
    name: /^harina de soya/,
    measures: [
      ['taza', 105, SR('soy flour, defatted, 1 cup = 105 g')],
      ['cucharada', 6.6, SR('soy flour, 1 tbsp = 6.6 g')],
    ],
  },
  {
    name: /^(harina|polenta|fecula|tapioca)/,
    measures: [
      ['taza', 125, SR('flour, 1 cup = 125 g')],
      ['cucharada', 8, SR('flour, 1 tbsp ≈ 8 g')],
    ],
  },
  // Legumes
  { name: /^lentejas cocidas/, measures: [['taza', 198, SR('lentils, cooked, 1 cup = 198 g')], PLATE_GRAIN] },
  { name: /^garbanzos cocidos/, measures: [['taza', 164, SR('chickpeas, cooked, 1 cup = 164 g')], PLATE_GRAIN] },
  { name: /^hummus/, measures: [['cucharada', 15, SR('hummus, 1 tbsp = 15 g')]] },
  { name: /^tofu/, measures: [['porcion', 100, RULE('un trozo de ~6 x 6 x 2,5 cm, 100 g')]] },
  { name: /^edamame/, measures: [['taza', 155, SR('edamame, 1 cup = 155 g')]] },
  {
    name: /^soya texturizada/,
    measures: [
      ['taza', 85, RULE('soya texturizada seca, ~24 g por ¼ de taza en los envases')],
      ['cucharada', 6, RULE('una cucharada de soya seca, ~6 g')],
    ],
  },
  { name: /^proteina/, measures: [['medida', 30, RULE('una medida (scoop) de proteína en polvo, 30 g')]] },
  {
    name: /^lentejas/,
    measures: [
      ['taza', 192, SR('lentils, raw, 1 cup = 192 g')],
      ['cucharada', 12, RULE('una cucharada de grano crudo, ~12 g')],
    ],
  },
  { sub: /^(frijoles|lentejas|soya)/, measures: [['taza', 172, SR('beans, cooked, 1 cup = 172 g')], PLATE_GRAIN] },
  // Meat, fish
  { name: /^pollo cocido/, measures: [['taza', 140, SR('chicken, cooked, chopped, 1 cup = 140 g')], MEAT_PORTION] },
  {
    name: /^(pollo a la brasa|pechuga de pollo)/,
    measures: [['presa', 170, RULE('media pechuga deshuesada, ~170 g')], MEAT_PORTION],
  },
  { name: /^muslo/, measures: [['presa', 95, SR('chicken thigh, meat only, 1 thigh ≈ 94 g')], MEAT_PORTION] },
  { name: /^alitas/, measures: [['unidad', 30, SR('chicken wing, meat only, 1 wing ≈ 29 g')]] },
  { name: /^patitas/, measures: [['unidad', 35, RULE('una pata de pollo, ~35 g')]] },
  {
    name: /^(carne molida|cerdo molido|pavo molido|cordero molido|venado molido)/,
    measures: [
      ['porcion', 113, SR('ground meat, 1 patty 4 oz = 113 g')],
      ['taza', 225, RULE('una taza de carne molida cruda, ~225 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  { name: /^jamon cocido/, measures: [['rebanada', 28, SR('ham, sliced, 1 slice = 28 g')]] },
  { name: /^pechuga de pavo en lonchas/, measures: [['rebanada', 15, SR('turkey breast, sliced, 1 slice = 15 g')]] },
  { name: /^salame/, measures: [['rebanada', 9.8, SR('salami, 1 slice = 9.8 g')]] },
  {
    name: /^(jamon|pechuga de pavo en lonchas|mortadela|salame)/,
    measures: [['rebanada', 20, RULE('una lonja de fiambre para sándwich, ~20 g')]],
  },
  { name: /^tocino/, measures: [['rebanada', 25, RULE('una tira de tocino crudo, ~25 g (~8 g frita)')]] },
  { name: /^chorizo/, measures: [['unidad', 75, RULE('un chorizo parrillero, ~75 g')]] },
  { name: /^salchicha/, measures: [['unidad', 45, SR('frankfurter, 1 = 45 g')]] },
  { name: /^(charqui|chicharron)/, measures: [['porcion', 30, RULE('una porción de snack o acompañamiento, ~30 g')]] },
  { name: /^cuy/, measures: [['presa', 150, RULE('un cuarto de cuy, ~150 g')]] },
  {
    name: /^atun (en|al)/,
    measures: [
      ['lata', 120, RULE('una lata de 170 g, escurrida ~120 g')],
      ['cucharada', 15, RULE('una cucharada, ~15 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^sardinas en salsa de tomate/,
    measures: [
      ['lata', 125, RULE('una lata oval de 125 g')],
      ['unidad', 38, SR('sardine in tomato sauce, 1 sardine = 38 g')],
    ],
  },
  {
    name: /^sardinas en aceite/,
    measures: [
      ['lata', 125, RULE('una lata oval de 125 g')],
      ['unidad', 12, SR('sardine in oil, 1 sardine = 12 g')],
    ],
  },
  {
    name: /^sardinas/,
    measures: [
      ['lata', 125, RULE('una lata oval de 125 g')],
      ['unidad', 25, SR('sardine, 1 sardine ≈ 24 g')],
    ],
  },
  {
    name: /^anchoas/,
    measures: [
      ['unidad', 4, SR('anchovy, 1 anchovy = 4 g')],
      ['lata', 45, SR('anchovy, 1 can 2 oz drained = 45 g')],
    ],
  },
  { name: /^jurel en lata/, measures: [['lata', 300, RULE('una lata de 425 g, escurrida ~300 g')]] },
  {
    sub: /^(res|cerdo|aves|visceras|cordero|ternera)/,
    measures: [MEAT_PORTION, ['filete', 120, RULE('un bistec o filete mediano, 120 g en crudo')]],
  },
  { sub: /^(pescados|conservas)/, measures: [FILLET, MEAT_PORTION] },
  {
    sub: /^mariscos/,
    measures: [
      ['taza', 145, SR('shrimp, cooked, 1 cup ≈ 145 g')],
      ['porcion', 100, RULE('una porción de mariscos, 100 g')],
    ],
  },
  // Dairy
  { name: /^leche (en polvo)/, measures: [['cucharada', 8, SR('dry milk, ¼ cup = 32 g, 1 tbsp = 8 g')]] },
  {
    name: /^leche (evaporada)/,
    measures: [SPOON_15, ['lata', 400, RULE('un tarro de leche evaporada de 400 g')], CUP_ML],
  },
  { sub: /^leches/, measures: [['vaso', 200, RULE('un vaso de leche de 200 ml')], CUP_ML, SPOON_15] },
  {
    sub: /^yogures/,
    measures: [
      ['vaso', 200, RULE('un vaso de yogur de 200 g')],
      ['taza', 245, SR('yogurt, 1 cup = 245 g')],
      ['unidad', 125, RULE('un pote individual de 125 g')],
      SPOON_15,
    ],
  },
  { name: /^queso (parmesano)/, measures: [['cucharada', 5, SR('parmesan, grated, 1 tbsp = 5 g')]] },
  { name: /^queso crema/, measures: [['cucharada', 15, SR('cream cheese, 1 tbsp = 14.5 g')]] },
  { name: /^(queso cottage|ricota)/, measures: [['taza', 225, SR('cottage cheese, 1 cup = 225 g')], SPOON_15] },
  {
    sub: /^quesos/,
    measures: [SLICE_CHEESE, ['porcion', 30, RULE('un trozo de queso del tamaño de dos dedos, ~30 g')]],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^crema acida/,
    measures: [
      ['cucharada', 12, SR('sour cream, 1 tbsp = 12 g')],
      ['taza', 230, SR('sour cream, 1 cup = 230 g')],
    ],
  },
  { sub: /^cremas/, measures: [SPOON_15, ['taza', 240, RULE('una taza de 240 ml')]] },
  // Fruit
  { name: /^manzana/, measures: [['unidad', 180, SR('apple, 1 medium = 182 g')]] },
  { name: /^pera/, measures: [['unidad', 178, SR('pear, 1 medium = 178 g')]] },
  { name: /^naranja/, measures: [['unidad', 131, SR('orange, 1 medium = 131 g')]] },
  { name: /^mandarina/, measures: [['unidad', 88, SR('tangerine, 1 medium = 88 g')]] },
  { name: /^toronja/, measures: [['unidad', 246, SR('grapefruit, 1 medium = 246 g')]] },
  { name: /^limon amarillo/, measures: [['unidad', 84, SR('lemon, 1 fruit ≈ 84 g')]] },
  {
    name: /^limon$/,
    measures: [['unidad', 45, RULE('un limón sutil o de Pica, más chico que el lime de SR (67 g), ~45 g')]],
  },
  { name: /^jugo de limon/, measures: [SPOON_15, TSP_5] },
  {
    name: /^durazno en almibar/,
    measures: [
      ['taza', 222, SR('peaches, canned, 1 cup = 222 g')],
      ['unidad', 73, SR('peaches, canned, 1 half = 73 g')],
    ],
  },
  { name: /^durazno/, measures: [['unidad', 150, SR('peach, 1 medium = 150 g')]] },
  { name: /^ciruelas secas/, measures: [['unidad', 9.5, SR('dried plum, 1 = 9.5 g')], HANDFUL] },
  { name: /^ciruela/, measures: [['unidad', 66, SR('plum, 1 fruit = 66 g')]] },
  { name: /^kiwi/, measures: [['unidad', 69, SR('kiwi, 1 fruit = 69 g')]] },
  { name: /^higo/, measures: [['unidad', 50, SR('fig, 1 medium = 50 g')]] },
  {
    name: /^granada/,
    measures: [
      ['taza', 174, SR('pomegranate arils, 1 cup = 174 g')],
      ['unidad', 282, SR('pomegranate, 1 fruit = 282 g')],
    ],
  },
  { name: /^mango deshidratado/, measures: [HANDFUL] },
  {
    name: /^mango/,
    measures: [
      ['unidad', 200, SR('mango, 1 fruit without refuse = 207 g')],
      ['taza', 165, SR('mango, pieces, 1 cup = 165 g')],
    ],
  },
  {
    name: /^palta/,
    measures: [
      // First, so the default: a palta is mostly eaten on bread or in a salad, not whole (issue 29).
      ['porcion', 30, FNDDS("Avocado, raw (63105010), 'Quantity not specified' = 30 g; 1 slice = 15 g")],
      ['unidad', 150, RULE('una palta Hass mediana sin cáscara ni pepa, ~150 g (SR: 136 g)')],
      SPOON_15,
      ['rebanada', 25, RULE('una tajada de palta, ~25 g')],
    ],
  },
  {
    name: /^papaya/,
    measures: [
      ['taza', 145, SR('papaya, cubes, 1 cup = 145 g')],
      ['rebanada', 150, RULE('una tajada de papaya, ~150 g')],
    ],
  },
  {
    name: /^pina/,
    measures: [
      ['taza', 165, SR('pineapple, chunks, 1 cup = 165 g')],
      ['rebanada', 85, SR('pineapple, 1 slice = 84 g')],
    ],
  },
  {
    name: /^sandia/,
    measures: [
      ['taza', 152, SR('watermelon, diced, 1 cup = 152 g')],
      ['rebanada', 286, SR('watermelon, 1 wedge = 286 g')],
    ],
  },
  {
    name: /^melon/,
    measures: [
      ['taza', 160, SR('cantaloupe, cubes, 1 cup = 160 g')],
      ['rebanada', 100, RULE('una tajada de melón, ~100 g')],
    ],
  },
  { name: /^maracuya/, measures: [['unidad', 18, SR('passion fruit, 1 fruit = 18 g')]] },
  { name: /^guayaba/, measures: [['unidad', 55, SR('guava, 1 fruit = 55 g')]] },
  { name: /^mamey/, measures: [['taza', 175, SR('mamey, 1 cup 1" pieces = 175 g')]] },
  { name: /^guanabana/, measures: [['taza', 225, SR('soursop, pulp, 1 cup = 225 g')]] },
  {
    name: /^chirimoya/,
    measures: [
      ['unidad', 235, SR('cherimoya, 1 fruit = 235 g')],
      ['taza', 160, SR('cherimoya, pieces, 1 cup = 160 g')],
    ],
  },
  { name: /^carambola/, measures: [['unidad', 91, SR('carambola, 1 medium = 91 g')]] },
  {
    name: /^coco fresco/,
    measures: [
      ['porcion', 45, SR('coconut meat, 1 piece = 45 g')],
      ['taza', 80, SR('coconut, shredded, 1 cup = 80 g')],
    ],
  },
  { name: /^tuna/, measures: [['unidad', 103, SR('prickly pear, 1 fruit = 103 g')]] },
  { name: /^aguaymanto/, measures: [['taza', 140, SR('groundcherries, 1 cup = 140 g')]] },
  { name: /^tamarindo/, measures: [SPOON_15] },
  { name: /^lucuma/, measures: [['unidad', 150, RULE('una lúcuma mediana sin cáscara ni pepa, ~150 g')]] },
  {
    name: /^fresas/,
    measures: [
      ['taza', 152, SR('strawberries, halves, 1 cup = 152 g')],
      ['unidad', 12, SR('strawberry, 1 medium = 12 g')],
    ],
  },
  { name: /^arandanos deshidratados/, measures: [['cucharada', 10, SR('dried cranberries, ¼ cup = 40 g')], HANDFUL] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  { name: /^frambuesas/, measures: [['taza', 123, SR('raspberries, 1 cup = 123 g')]] },
  { name: /^arandanos rojos/, measures: [['taza', 100, SR('cranberries, whole, 1 cup = 100 g')]] },
  { sub: /^berries/, measures: [['taza', 145, SR('blueberries / blackberries, 1 cup = 144-148 g')]] },
  {
    name: /^uvas/,
    measures: [
      ['taza', 151, SR('grapes, 1 cup = 151 g')],
      ['unidad', 5, SR('grape, 1 grape = 4.9 g')],
    ],
  },
  {
    name: /^cerezas/,
    measures: [
      ['taza', 154, SR('cherries, 1 cup = 154 g')],
      ['unidad', 8, SR('cherry, 1 = 8.2 g')],
    ],
  },
  { name: /^nispero/, measures: [['unidad', 16, SR('loquat, 1 medium = 16 g')]] },
  { name: /^feijoa/, measures: [['unidad', 42, SR('feijoa, 1 fruit without peel = 42 g')]] },
  { name: /^pasas/, measures: [['cucharada', 9, SR('raisins, 1 cup = 145 g')], HANDFUL] },
  { name: /^datiles/, measures: [['unidad', 8, SR('date, deglet noor, 1 = 7 g')]] },
  { name: /^orejones/, measures: [['unidad', 3.5, SR('dried apricot, 1 half = 3.5 g')], HANDFUL] },
  { sub: /^jugos/, measures: [GLASS, CUP_ML] },
  {
    sub: /^(tropicales|citricos|de temporada|andinas)/,
    measures: [
      ['unidad', 120, RULE('una fruta mediana, ~120 g')],
      ['taza', 150, RULE('una taza de fruta picada, ~150 g')],
    ],
  },
  // Vegetables
  {
    name: /^lechuga americana/,
    measures: [
      ['taza', 72, SR('iceberg lettuce, shredded, 1 cup = 72 g')],
      ['hoja', 8, RULE('una hoja, ~8 g')],
    ],
  },
  {
    name: /^lechuga/,
    measures: [
      ['taza', 47, SR('romaine, shredded, 1 cup = 47 g')],
      ['hoja', 6, RULE('una hoja, ~6 g')],
    ],
  },
  { name: /^espinaca cocida/, measures: [['taza', 180, SR('spinach, cooked, 1 cup = 180 g')]] },
  { name: /^espinaca/, measures: [['taza', 30, SR('spinach, raw, 1 cup = 30 g')]] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  { name: /^acelga/, measures: [['taza', 36, SR('chard, 1 cup = 36 g')]] },
  { name: /^col rizada/, measures: [['taza', 67, SR('kale, chopped, 1 cup = 67 g')]] },
  { name: /^rucula/, measures: [['taza', 20, SR('arugula, 1 cup = 20 g')]] },
  { name: /^brotes de frijol/, measures: [['taza', 104, SR('mung bean sprouts, 1 cup = 104 g')]] },
  {
    name: /^(acelga|col rizada|rucula|berros|germinado|brotes)/,
    measures: [['taza', 30, RULE('una taza de hojas crudas, ~20-36 g (SR)')]],
  },
  { name: /^brocoli cocido/, measures: [['taza', 156, SR('broccoli, cooked, 1 cup = 156 g')]] },
  { name: /^brocoli/, measures: [['taza', 91, SR('broccoli, chopped, 1 cup = 91 g')]] },
  { name: /^coliflor cocida/, measures: [['taza', 124, SR('cauliflower, cooked, 1 cup = 124 g')]] },
  { name: /^coliflor/, measures: [['taza', 107, SR('cauliflower, chopped, 1 cup = 107 g')]] },
  { name: /^(repollo|coliflor|coles)/, measures: [['taza', 89, SR('cabbage, chopped, 1 cup = 89 g')]] },
  { name: /^rabanito/, measures: [['unidad', 4.5, SR('radish, 1 medium = 4.5 g')]] },
  {
    name: /^tomate pelado/,
    measures: [
      ['taza', 240, SR('tomatoes, canned, 1 cup = 240 g')],
      ['lata', 400, RULE('una lata de 400 g')],
    ],
  },
  { name: /^tomate verde/, measures: [['unidad', 34, SR('tomatillo, 1 medium = 34 g')]] },
  {
    name: /^tomate/,
    measures: [
      ['unidad', 123, SR('tomato, 1 medium = 123 g')],
      ['taza', 180, SR('tomato, chopped, 1 cup = 180 g')],
    ],
  },
  {
    name: /^pepino$/,
    measures: [
      ['unidad', 300, SR('cucumber, 1 large = 301 g')],
      ['taza', 104, SR('cucumber, peeled, sliced, 1 cup = 104 g')],
    ],
  },
  {
    name: /^zapallito/,
    measures: [
      ['unidad', 196, SR('zucchini, 1 medium = 196 g')],
      ['taza', 124, SR('zucchini, chopped, 1 cup = 124 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^zapallo al horno/,
    measures: [
      ['taza', 205, SR('squash, baked, cubes, 1 cup = 205 g')],
      ['porcion', 100, RULE('un trozo de zapallo, ~100 g')],
    ],
  },
  {
    name: /^zapallo/,
    measures: [
      ['taza', 116, SR('pumpkin, cubes, 1 cup = 116 g')],
      ['porcion', 100, RULE('un trozo de zapallo, ~100 g')],
    ],
  },
  {
    name: /^pimiento/,
    measures: [
      ['unidad', 119, SR('sweet pepper, 1 medium = 119 g')],
      ['taza', 149, SR('sweet pepper, chopped, 1 cup = 149 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^vainitas/,
    measures: [
      ['taza', 100, SR('green beans, 1 cup ½" pieces = 100 g')],
      ['cucharada', 9, RULE('una cucharada, ~9 g')],
    ],
  },
  {
    name: /^habas verdes/,
    measures: [
      ['taza', 109, SR('broadbeans, 1 cup = 109 g')],
      ['cucharada', 9, RULE('una cucharada, ~9 g')],
    ],
  },
  {
    name: /^(vainitas|arvejas verdes|habas verdes)/,
    measures: [
      ['taza', 145, SR('green peas, 1 cup = 145 g')],
      ['cucharada', 9, RULE('una cucharada, ~9 g')],
    ],
  },
  { name: /^chayote/, measures: [['unidad', 203, SR('chayote, 1 fruit = 203 g')]] },
  { name: /^alcachofa/, measures: [['unidad', 128, SR('artichoke, 1 medium = 128 g')]] },
  {
    name: /^esparragos/,
    measures: [
      ['unidad', 16, SR('asparagus, 1 medium spear = 16 g')],
      ['taza', 134, SR('asparagus, 1 cup = 134 g')],
    ],
  },
  { name: /^palmito/, measures: [['unidad', 33, SR('hearts of palm, 1 piece = 33 g')]] },
  {
    name: /^cebolla china/,
    measures: [
      ['cucharada', 6, SR('scallions, chopped, 1 tbsp = 6 g')],
      ['taza', 100, SR('scallions, chopped, 1 cup = 100 g')],
    ],
  },
  {
    name: /^cebolla/,
    measures: [
      ['unidad', 110, SR('onion, 1 medium = 110 g')],
      ['taza', 160, SR('onion, chopped, 1 cup = 160 g')],
      ['cucharada', 10, SR('onion, chopped, 1 tbsp = 10 g')],
    ],
  },
  {
    name: /^ajo$/,
    measures: [
      ['diente', 3, SR('garlic, 1 clove = 3 g')],
      ['cucharadita', 2.8, SR('garlic, 1 tsp = 2.8 g')],
    ],
  },
  { name: /^poro/, measures: [['unidad', 89, SR('leek, 1 leek = 89 g')]] },
  {
    name: /^apio/,
    measures: [
      ['tallo', 40, SR('celery, 1 medium stalk = 40 g')],
      ['taza', 101, SR('celery, chopped, 1 cup = 101 g')],
    ],
  },
  { name: /^zanahoria cocida/, measures: [['taza', 156, SR('carrots, cooked, sliced, 1 cup = 156 g')]] },
  {
    name: /^zanahoria/,
    measures: [
      ['unidad', 61, SR('carrot, 1 medium = 61 g')],
      ['taza', 128, SR('carrot, chopped, 1 cup = 128 g')],
    ],
  },
  {
    name: /^beterraga/,
    measures: [
      ['unidad', 50, SR('beet, cooked, 1 beet 2" = 50 g')],
      ['taza', 170, SR('beets, cooked, sliced, 1 cup = 170 g')],
    ],
  },
  { name: /^kion/, measures: [['cucharadita', 2, SR('ginger root, 1 tsp = 2 g')]] },
  { name: /^chile jalapeno/, measures: [['unidad', 14, SR('jalapeño, 1 pepper = 14 g')]] },
  { name: /^chile serrano/, measures: [['unidad', 6, SR('serrano, 1 pepper = 6.1 g')]] },
  { name: /^aji seco/, measures: [['unidad', 6, RULE('un ají panca o chile guajillo seco, ~6 g')], SPOON_15] },
  { name: /^rocoto/, measures: [['unidad', 100, RULE('un rocoto mediano, ~100 g')], SPOON_15] },
  { sub: /^ajies/, measures: [['unidad', 45, SR('hot chili pepper, 1 pepper = 45 g')], SPOON_15] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^hongos ostra/,
    measures: [
      ['taza', 86, SR('oyster mushrooms, sliced, 1 cup = 86 g')],
      ['unidad', 15, SR('oyster mushroom, 1 small = 15 g')],
    ],
  },
  {
    sub: /^hongos/,
    measures: [
      ['taza', 70, SR('mushrooms, sliced, 1 cup = 70 g')],
      ['unidad', 18, SR('mushroom, 1 medium = 18 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^perejil/,
    measures: [
      ['cucharada', 3.8, SR('parsley, 1 tbsp = 3.8 g')],
      ['taza', 60, SR('parsley, chopped, 1 cup = 60 g')],
    ],
  },
  {
    name: /^albahaca/,
    measures: [
      ['cucharada', 2.65, SR('basil, chopped, 1 tbsp = 2.65 g')],
      ['taza', 24, SR('basil, whole leaves, 1 cup = 24 g')],
    ],
  },
  { name: /^epazote/, measures: [['cucharada', 0.8, SR('epazote, 1 tbsp = 0.8 g')]] },
  {
    sub: /^hierbas/,
    measures: [
      ['cucharada', 4, SR('parsley, chopped, 1 tbsp = 3.8 g')],
      ['taza', 16, SR('coriander leaves, 1 cup ≈ 16 g')],
    ],
  },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  { name: /^nopales/, measures: [['taza', 86, SR('nopales, sliced, 1 cup = 86 g')], VEG_PORTION] },
  { name: /^berenjena/, measures: [['taza', 82, SR('eggplant, cubes, 1 cup = 82 g')], VEG_PORTION] },
  { name: /^jicama/, measures: [['taza', 120, SR('jicama, slices, 1 cup = 120 g')], VEG_PORTION] },
  {
    name: /^nabo/,
    measures: [
      ['taza', 130, SR('turnip, cubes, 1 cup = 130 g')],
      ['unidad', 122, SR('turnip, 1 medium = 122 g')],
    ],
  },
  { name: /^chucrut/, measures: [['taza', 142, SR('sauerkraut, 1 cup = 142 g')], VEG_PORTION] },
  { name: /^(okra|quimbombo)/, measures: [VEG_CUP, VEG_PORTION] },
  // Nuts, seeds, fats
  {
    name: /^mantequilla de (mani|almendras)/,
    measures: [
      ['cucharada', 16, SR('peanut butter, 1 tbsp = 16 g')],
      ['cucharadita', 5, RULE('una cucharadita, ~5 g')],
    ],
  },
  { name: /^(chia|linaza|ajonjoli)/, measures: [['cucharada', 10, SR('chia / flax / sesame seeds, 1 tbsp = 9-12 g')]] },
  { name: /^coco rallado/, measures: [['cucharada', 6, SR('coconut, dried, 1 cup = 93 g')]] },
  { name: /^leche de coco/, measures: [CUP_ML, SPOON_15, ['lata', 400, RULE('una lata de 400 ml')]] },
  { sub: /^(frutos secos|mani|semillas)/, measures: [HANDFUL, ['cucharada', 9, RULE('una cucharada, ~9 g')]] },
  { sub: /^aceites/, measures: [OIL_TBSP, OIL_TSP] },
  {
    name: /^(mantequilla|margarina|ghee|manteca)/,
    measures: [
      ['cucharada', 14.2, SR('butter, 1 tbsp = 14.2 g')],
      ['cucharadita', 4.7, SR('butter, 1 tsp = 4.7 g')],
    ],
  },
  {
    name: /^mayonesa/,
    measures: [
      ['cucharada', 13.8, SR('mayonnaise, 1 tbsp = 13.8 g')],
      ['cucharadita', 4.6, SR('mayonnaise, 1 tsp = 4.6 g')],
    ],
  },
  { name: /^vinagreta/, measures: [SPOON_15] },
  { name: /^aceitunas verdes/, measures: [['unidad', 2.7, SR('green olive, 1 olive = 2.7 g')]] },
  { sub: /^aceitunas/, measures: [['unidad', 4, SR('olive, 1 large ≈ 4.4 g')]] },
  // Drinks
  { name: /^cubito/, measures: [['unidad', 4, SR('bouillon cube, 1 cube = 3.6 g')]] },
  {
    name: /^(gaseosa|te helado)/,
    measures: [
      GLASS,
      ['lata', 355, RULE('una lata de 355 ml')],
      ['botella', 500, RULE('una botella personal de 500 ml')],
    ],
  },
  {
    name: /^cerveza/,
    measures: [
      GLASS,
      ['lata', 355, RULE('una lata de 355 ml')],
      ['botella', 620, RULE('una botella grande de 620 ml (Perú); la chica es de 330 ml')],
    ],
  },
  { name: /^vino/, measures: [['copa', 150, SR('wine, 1 glass 5 fl oz ≈ 147 g')]] },
  { name: /^destilado/, measures: [['copa', 45, RULE('un trago de 1,5 fl oz (45 ml)')]] },
  { name: /^agua$/, measures: [GLASS, ['botella', 500, RULE('una botella de 500 ml')]] },
  {
    sub: /^caldos/,
    measures: [CUP_ML, ['plato', 300, RULE('un plato hondo de sopa, ~300 ml')]],
  },
  { sub: /^(infusiones|bebidas vegetales)/, measures: [CUP_ML, GLASS] },
  // Sweets and condiments
  {
    name: /^azucar/,
    measures: [
      ['cucharadita', 4.2, SR('sugar, 1 tsp = 4.2 g')],
      ['cucharada', 12.5, SR('sugar, 1 tbsp = 12.5 g')],
    ],
  },
  {
    name: /^(miel|sirope)/,
    measures: [
      ['cucharada', 21, SR('honey, 1 tbsp = 21 g')],
      ['cucharadita', 7, SR('honey, 1 tsp = 7 g')],
    ],
  },
  {
    name: /^mermelada/,
    measures: [
      ['cucharada', 20, SR('jam, 1 tbsp = 20 g')],
      ['cucharadita', 7, RULE('una cucharadita, ~7 g')],
    ],
  },
  { name: /^(manjar|leche condensada)/, measures: [['cucharada', 19, SR('sweetened condensed milk, 1 tbsp ≈ 19 g')]] },
  { name: /^chocolate de mesa/, measures: [['unidad', 20, RULE('una pastilla de chocolate de taza, ~20 g')]] },
  {
    name: /^chocolate/,
    measures: [
      ['porcion', 28, SR('chocolate, 1 oz = 28 g')],
      ['unidad', 7, RULE('un cuadradito de tableta, ~7 g')],
    ],
  },
  { name: /^cacao/, measures: [['cucharada', 5.4, SR('cocoa powder, 1 tbsp = 5.4 g')]] },
  { name: /^malvaviscos/, measures: [['unidad', 7.2, SR('marshmallow, 1 regular = 7.2 g')]] },
  { name: /^caramelos/, measures: [['unidad', 6, RULE('un caramelo, ~6 g')]] },
  {
    name: /^sal( |$)/,
    measures: [
      ['cucharadita', 6, SR('salt, 1 tsp = 6 g')],
      ['pizca', 0.4, SR('salt, 1 dash = 0.4 g')],
    ],
  },
  { name: /^vinagre/, measures: [SPOON_15, TSP_5] },
  { name: /^alcaparras/, measures: [['cucharada', 9, SR('capers, 1 tbsp = 8.6 g')]] },
  // Issue 28: checked against SR's Weight table for the food itself (docs/portion-check.md).
  {
    name: /^oregano/,
    measures: [
      ['cucharadita', 1.8, SR('oregano, ground, 1 tsp = 1.8 g')],
      ['pizca', 0.3, RULE('una pizca, ~0,3 g')],
    ],
  },
  {
    name: /^palillo/,
    measures: [
      ['cucharadita', 3, SR('turmeric, 1 tsp = 3 g')],
      ['pizca', 0.3, RULE('una pizca, ~0,3 g')],
    ],
  },
  {
    name: /^ajo en polvo/,
    measures: [
      ['cucharadita', 3.1, SR('garlic powder, 1 tsp = 3.1 g')],
      ['pizca', 0.3, RULE('una pizca, ~0,3 g')],
    ],
  },
  {
    sub: /^especias/,
    measures: [
      ['cucharadita', 2.3, SR('ground spices, 1 tsp ≈ 2-2.6 g')],
      ['pizca', 0.3, RULE('una pizca, ~0,3 g')],
    ],
  },
  { name: /^pepinillos/, measures: [['unidad', 35, SR('pickle, 1 small = 35 g')]] },
  { name: /^kechup|^ketchup/, measures: [['cucharada', 17, SR('ketchup, 1 tbsp = 17 g')], TSP_5] },
  {
    name: /^(salsa de tomate para pasta|salsa de tomate natural)/,
    measures: [['taza', 250, SR('marinara sauce, 1 cup ≈ 250 g')], SPOON_15],
  },
  {
    name: /^salsa (roja|de ostion)/,
    measures: [['cucharada', 18, SR('hot sauce / oyster sauce, 1 tbsp = 18 g')], TSP_5],
  },
  { sub: /^salsas/, measures: [SPOON_15, TSP_5] },
];

/** The fallback of a food that no rule names: by unit, then a 100 g portion with its reason. */
const FALLBACK_G: readonly Measure[] = [['porcion', 100, RULE('una porción de referencia de 100 g')], SPOON_15];
const FALLBACK_ML: readonly Measure[] = [GLASS, CUP_ML];

const toPortion = ([id, grams, source]: Measure): Portion => ({ id, label: PORTION_LABELS[id], grams, source });

/**
 * A food's household portions, the usual one first (what '2 huevos' or 'arroz' with no measure
 * mean), then half a cup where there is a cup, and grams (or ml) last.
 */
export function portionsFor(food: PortionFood): Portion[] {
  if (food.portions?.length) return [...food.portions];
  const name = normalizeSearchText(food.name)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sub = normalizeSearchText(food.subcategory);
  const rule = RULES.find((r) => (!r.name || r.name.test(name)) && (!r.sub || r.sub.test(sub)));
  const measures = rule?.measures ?? (food.unit === 'ml' ? FALLBACK_ML : FALLBACK_G);
  const portions = measures.map(toPortion);
  const cup = portions.find((p) => p.id === 'taza');
  if (cup)
    portions.splice(portions.indexOf(cup) + 1, 0, {
      ...cup,
      id: 'media-taza',
      label: 'media taza',
      grams: cup.grams / 2,
    });
  const base: PortionId = food.unit === 'ml' ? 'ml' : 'g';
  portions.push({ id: base, label: PORTION_LABELS[base], grams: 1, source: RULE('el peso o volumen exacto') });
  return portions;
}

/** Grams (or ml) of `quantity` portions, to 0.1. */
export function gramsFor(portion: Pick<Portion, 'grams'>, quantity: number): number {
  return Math.round(portion.grams * quantity * 10) / 10;
}
