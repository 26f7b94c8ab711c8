/**
 * The household portions of the catalog's SR foods checked against SR's own household measures
 * (issue 28 §1): a portion that differs by more than 15 % from the nearest SR measure of its kind
 * for that very food is either fixed (in core's rules/portions.ts) or justified here. The table is
 * docs/portion-check.md (written by scripts/build-sr-weights-snapshot.ts); portion-check.test.ts
 * fails on a difference with no reason, and on a reason with no difference.
 */
import { MILK_IN_COFFEE_ML } from '@nutricoach/core/rules/meal-parser';
import { type PortionId, portionsFor } from '@nutricoach/core/rules/portions';
import { FOODS } from './foods.ts';
import { SR_WEIGHTS } from './foods/sr-weights-snapshot.ts';

/** More than this share away from SR's measure is looked at. */
export const TOLERANCE = 0.15;

/** Which SR measures are the same kind as our portion. Portions with no SR kind are not compared. */
const SR_KIND: Partial<Record<PortionId, RegExp>> = {
  taza: /^cup\b/,
  cucharada: /^tbsp\b/,
  cucharadita: /^tsp\b/,
  rebanada: /^slice\b/,
  filete: /^fillet\b/,
  presa: /^(breast|thigh|drumstick|wing|leg)\b/,
  diente: /^clove\b/,
  hoja: /^leaf\b/,
  tallo: /^stalk\b/,
  lata: /^can\b/,
  unidad:
    /^(?!(cup|tbsp|tsp|oz|lb|fl oz|slice|pat|stick|package|container|serving|cubic inch|can|bag|pkg|g|cake|bar|loaf|pie|recipe|batch)\b).+/,
};

export type PortionDifference = {
  food: string;
  portion: PortionId;
  ours: number;
  /** The nearest SR measure of the same kind for this food, and its grams. */
  measure: string;
  sr: number;
  /** (ours - sr) / sr. */
  diff: number;
};

export const portionKey = (d: Pick<PortionDifference, 'food' | 'portion'>) => `${d.food}:${d.portion}`;

/** Every portion of an SR food compared with SR's nearest measure of its kind. */
export function comparePortions(): PortionDifference[] {
  const out: PortionDifference[] = [];
  for (const food of FOODS) {
    const measures = food.source_id ? (SR_WEIGHTS[food.source_id] ?? []) : [];
    for (const p of portionsFor(food)) {
      const kind = SR_KIND[p.id];
      const same = kind ? measures.filter(([m]) => kind.test(m)) : [];
      if (!same.length) continue;
      const [measure, sr] = same.reduce((a, b) => (Math.abs(b[1] - p.grams) < Math.abs(a[1] - p.grams) ? b : a));
      out.push({ food: food.id, portion: p.id, ours: p.grams, measure, sr, diff: (p.grams - sr) / sr });
    }
  }
  return out;
}

/** The portions more than 15 % away from SR's. */
export const portionDifferences = () => comparePortions().filter((d) => Math.abs(d.diff) > TOLERANCE);

const FISH_FILLET =
  "SR's fillet is one side of the whole fish (79 g for a trout, 396 g for a salmon); a fillet as served or bought for one is 150 g raw.";
const DRAINED_CAN = 'SR weighs the can with its liquid or another can size; ours is the usual tin here, drained.';

/** Why a portion that differs from SR's by more than 15 % stays as it is. */
export const JUSTIFIED: Readonly<Record<string, string>> = {
  'pollo-pechuga-asada:presa':
    "A presa is half a boneless breast (~170 g); SR's breast is the whole one, bone and skin in.",
  'pollo-muslo:presa':
    "A presa is the thigh's meat (SR: 1 thigh, meat only ≈ 94 g); this row's SR measure is the thigh with skin and bone.",
  'pollo-muslo-piel:presa':
    "A presa is one thigh as eaten (~95 g); SR's 149 g is the yield of a whole pound of chicken.",
  'chorizo:unidad':
    "A chorizo parrillero (Argentina, Uruguay, Chile) is ~75 g, bigger than SR's US 4-inch link (60 g).",
  'corvina:filete': FISH_FILLET,
  'mero:filete': FISH_FILLET,
  'pargo:filete': FISH_FILLET,
  'perico:filete': FISH_FILLET,
  'merluza:filete': FISH_FILLET,
  'bacalao:filete': FISH_FILLET,
  'tilapia:filete': FISH_FILLET,
  'salmon:filete': FISH_FILLET,
  'trucha:filete': FISH_FILLET,
  'bonito:filete': FISH_FILLET,
  'jurel:filete': FISH_FILLET,
  'caballa:filete': FISH_FILLET,
  'atun-agua:lata': DRAINED_CAN,
  'atun-aceite:lata': DRAINED_CAN,
  'sardina-tomate:lata': "SR's can is the US 15 oz can (370 g); the sardines sold here come in the 125 g oval tin.",
  'sardina-aceite:lata': "The oval tin sold here holds 125 g; SR's is the 3.75 oz (92 g) US can.",
  'jurel-lata:lata': DRAINED_CAN,
  'almejas:taza': "A cup of shelled clams (~145 g, as for shrimp); SR's cup counts the clams with their liquid.",
  'kiwicha-pop:taza':
    "Most kiwicha here is eaten popped, far lighter than SR's raw grain: a cup of grain and pop mixed is ~100 g.",
  'choclo:unidad':
    "An Andean choclo has bigger kernels than US sweet corn: ~150 g of kernels against SR's large ear (118 g).",
  'maiz-dulce-lata:lata': "The usual can here is 425 g (~250 g drained); SR's is a 12 oz can.",
  'tortilla-maiz:unidad': "A tortilla from the tortillería weighs ~30 g; SR's (24 g) is the thin packaged 6-inch one.",
  'bolillo:unidad': "A Mexican bolillo is ~70 g; SR's 'piece' (98 g) is a large US French roll.",
  'galleta-integral:unidad':
    "Local whole-wheat crackers (soda-type) are ~6 g; SR's only measure is a Triscuit (4.7 g).",
  'tostadas-pan:unidad': "A tostada or biscote is ~10 g; SR's only measure is a sheet of matzo (28 g).",
  'camote:taza': 'A cup of boiled camote in pieces (~156 g, like potato); SR gives only the mashed cup (328 g).',
  'camote-horno:unidad': "A medium peeled camote here (~150 g) lies between SR's medium (114 g) and large (180 g).",
  'soya-texturizada:taza':
    "Textured soy is weighed dry as the packages say (~24 g per quarter cup); SR's cup is soy flour.",
  'tomate-lata:lata': "The tin sold here holds 400 g; SR's 'can' is a small one (190 g).",
  'aji-seco:unidad': "An ají panca or guajillo chile is ~6 g dry; SR's pepper (0.5 g) is a small dried chili.",
  'palta:unidad':
    "A Hass avocado without skin and stone is ~150 g (SR California: 136 g); SR's 201 g is the Florida/NS average.",
  'mango:unidad':
    "Mangoes sold here (criollo, Kent, Edward) are smaller than SR's Tommy Atkins (336 g edible): ~200 g edible.",
  'limon:unidad': "The limón here is the small sutil or Key lime (~45 g), not SR's Persian lime (67 g).",
  'arroz-con-leche:taza':
    "Arroz con leche is denser than SR's rice pudding cup (184 g); FNDDS's is 260 g; ours is 230 g.",
  'rocoto:unidad': "A rocoto is a large pepper (~100 g); SR's hot chili pepper is 45 g.",
};

/** Portions that differed by more than 15 % with no reason, set to SR's figure in issue 28 (was → now, g). */
const FIXED = [
  'Arroz integral cocido taza 160 → 195',
  'Fideos de arroz cocidos taza 140 → 176',
  'Harina de maíz precocida taza 125 → 157',
  'Polenta taza 125 → 156, cucharada 8 → 9.7',
  'Tapioca taza 125 → 152',
  'Harina de soya taza 125 → 105, cucharada 8 → 6.6',
  'Pan integral de molde rebanada 27 → 32',
  'Camote al horno taza 156 → 200',
  'Acelga taza 30 → 36',
  'Col rizada taza 30 → 67',
  'Rúcula taza 30 → 20',
  'Brotes de frijol chino taza 30 → 104',
  'Coliflor taza 89 → 107',
  'Nabo taza 100 → 130',
  'Chucrut taza 100 → 142',
  'Berenjena taza 100 → 82',
  'Jícama taza 100 → 120',
  'Nopales taza 100 → 86',
  'Pepino taza 120 → 104',
  'Zapallo al horno taza 116 → 205',
  'Vainitas taza 145 → 100',
  'Habas verdes taza 145 → 109',
  'Hongos ostra taza 70 → 86, unidad 18 → 15',
  'Perejil taza 16 → 60',
  'Albahaca cucharada 4 → 2.65, taza 16 → 24',
  'Epazote cucharada 4 → 0.8',
  'Mamey taza 225 → 175',
  'Frambuesas taza 145 → 123',
  'Arándanos rojos taza 145 → 100',
  'Aceitunas verdes unidad 4 → 2.7',
  'Malvaviscos unidad 6 → 7.2',
  'Orégano cucharadita 2.3 → 1.8',
  'Palillo cucharadita 2.3 → 3',
  'Ajo en polvo cucharadita 2.3 → 3.1',
  'Salsa roja picante and salsa de ostión cucharada 15 → 18',
  'Crema ácida cucharada 15 → 12',
  'Jamón cocido rebanada 20 → 28',
  'Pechuga de pavo en lonchas rebanada 20 → 15',
  'Salame rebanada 20 → 9.8',
  'Sardinas en salsa de tomate unidad 25 → 38',
  'Sardinas en aceite unidad 25 → 12',
  'Durazno en almíbar taza 256 → 222, unidad 50 → 73',
  'Níspero unidad 10 → 16',
  'Feijoa unidad 50 → 42',
];

const pct = (x: number) => `${x > 0 ? '+' : ''}${Math.round(x * 100)} %`;

export function portionCheckDoc(): string {
  const all = comparePortions();
  const over = all.filter((d) => Math.abs(d.diff) > TOLERANCE);
  const name = (id: string) => FOODS.find((f) => f.id === id)?.name ?? id;
  return `# Household portions checked against SR's measures

Generated by \`apps/server/src/catalog/scripts/build-sr-weights-snapshot.ts\` (do not edit by hand).
Issue 28 §1: every household portion of a catalog food with an SR number (\`catalog/foods/\`,
portions from \`packages/core/src/rules/portions.ts\`) is compared with the nearest measure of the
same kind in SR's Weight table for that very food (\`../shared/data/sr-weights.csv\`, copied into
\`foods/sr-weights-snapshot.ts\`): cup for *taza*, tbsp for *cucharada*, slice for *rebanada*, fillet
for *filete*, a whole piece (medium, large, fruit...) for *unidad*. Portions with no SR counterpart
(*porción*, *plato*, *vaso*, *puñado*) are rules with their reason in \`portions.ts\`.

${all.length} portions compared; ${over.length} differ by more than ${TOLERANCE * 100} % and stay, each for the reason
given (\`catalog/portion-check.ts\`; \`portion-check.test.ts\` fails on a new difference with no reason).
The ones that had no reason were set to SR's figure in \`portions.ts\` (was → now, g): ${FIXED.join('; ')}.

| Food | Portion | Ours (g) | SR measure | SR (g) | Difference | Why ours stays |
|---|---|---|---|---|---|---|
${over.map((d) => `| ${name(d.food)} | ${d.portion} | ${d.ours} | ${d.measure.replaceAll('|', '/')} | ${d.sr} | ${pct(d.diff)} | ${JUSTIFIED[portionKey(d)] ?? '**no reason yet**'} |`).join('\n')}

## Default portions as eaten (issue 29)

A food's first portion is what search offers and what the parser takes when no amount is said
('pan con palta'). Where that first portion is not how the food is usually eaten, and a source
says what is, the default follows the source:

| Food | Default was | Default now | Source |
|---|---|---|---|
| Palta | 1 unidad, 150 g (a whole Hass) | 1 porción, 30 g (the unidad, 150 g, stays second) | FNDDS 2017-2018 \`portions.csv\`, Avocado, raw (63105010): 'Quantity not specified' 30 g, '1 slice' 15 g: the amount FNDDS gives an avocado eaten with no amount said, as on bread or in a salad |
| Leche (entera, semidescremada, descremada, evaporada) after a coffee or a tea, no amount said ('té con leche', 'café pasado, leche'; 'café con leche' is the catalog's dish of that name) | 1 vaso, 200 ml | ${MILK_IN_COFFEE_ML} ml | FNDDS, Milk, whole (11111000): '1 fl oz' 30.5 g; its 'guideline amount per fl oz of beverage' is 2.5 g, 20 g for a 240 ml cup. Said alone, or with an amount, milk stays a glass or the amount said (\`milkInCoffee\` in core's meal-parser.ts) |

Not changed for want of a source that says otherwise: the other foods' first portions are SR's
household measures or the rules above.
`;
}

export { DRAINED_CAN, FISH_FILLET };
