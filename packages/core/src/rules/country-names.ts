/**
 * Foods and meals named as the person's country names them (issue 29; the tables and their
 * sources are in docs/countries.md, 'How each country names a food' and 'Meal names'). The catalog
 * names a food once, mostly as Peru says it (Palta, Choclo, Culantro, Camote sancochado); a person
 * in Mexico reads Aguacate, Elote, Cilantro. The catalog's own name stays one of the food's names,
 * so search and the parser find it by every name as before.
 */
import type { UserCountry } from '../constants/countries.ts';

/** Mexico and Central America (with the United States' Spanish, mostly Mexican). */
const MX_CA: readonly UserCountry[] = ['mx', 'gt', 'sv', 'hn', 'ni', 'cr', 'us'];
/** The River Plate and Paraguay. */
const RIOPLATA: readonly UserCountry[] = ['ar', 'uy', 'py'];
/** The Spanish-speaking Caribbean. */
const CARIBBEAN: readonly UserCountry[] = ['cu', 'do', 'pr'];

type Naming = readonly [name: string, countries: readonly UserCountry[]];

/**
 * A catalog food's id -> its name in the countries listed; a country not listed reads the
 * catalog's name. The first naming that lists the country wins.
 */
export const COUNTRY_FOOD_NAMES: Readonly<Record<string, readonly Naming[]>> = {
  palta: [['Aguacate', [...MX_CA, 'es', 'co', 've', 'ec', 'pa', ...CARIBBEAN]]],
  choclo: [
    ['Elote cocido', MX_CA],
    ['Mazorca de maíz cocida', ['es', 'co']],
    ['Jojoto cocido', ['ve']],
  ],
  culantro: [['Cilantro', [...MX_CA.filter((c) => c !== 'cr'), 'es', ...RIOPLATA, 'cl', 'bo', 'co', 've', 'ec']]],
  zapallito: [
    ['Calabacita', MX_CA],
    ['Calabacín', ['es', 'co', 've', 'pa', ...CARIBBEAN]],
    ['Zapallo italiano', ['cl']],
    ['Zucchini', ['ar', 'uy']],
  ],
  cafe: [
    ['Café americano', MX_CA],
    ['Café solo', ['es']],
    ['Café tinto', ['co']],
    ['Café negro', ['ar', 'uy', 'py', 'cl', 'bo', 'ec', 've', 'pa', ...CARIBBEAN]],
  ],
  papa: [
    ['Patata cocida', ['es']],
    ['Papa cocida', [...MX_CA, ...RIOPLATA, 'cl', 'bo', 'co', 've', 'ec', 'pa', ...CARIBBEAN]],
  ],
  'papa-cruda': [['Patata con piel (cruda)', ['es']]],
  'papa-horno': [['Patata asada con piel', ['es']]],
  'pure-papa': [['Puré de patata con leche', ['es']]],
  'papas-fritas': [['Patatas fritas', ['es']]],
  'papas-chips': [['Patatas fritas de bolsa', ['es']]],
  camote: [
    ['Camote cocido', MX_CA],
    ['Boniato cocido', ['es', 'cu']],
    ['Batata cocida', [...RIOPLATA, 'co', 've', 'do', 'pr']],
  ],
  'camote-horno': [
    ['Boniato al horno', ['es', 'cu']],
    ['Batata al horno', [...RIOPLATA, 'co', 've', 'do', 'pr']],
  ],
  beterraga: [
    ['Betabel cocido', ['mx']],
    ['Betarraga cocida', ['cl']],
    ['Remolacha cocida', ['es', ...RIOPLATA, 'co', 've', 'ec', 'bo', 'pa', ...CARIBBEAN, 'gt', 'sv', 'hn', 'ni', 'cr']],
  ],
  jengibre: [['Jengibre', [...MX_CA, 'es', ...RIOPLATA, 'cl', 'bo', 'co', 've', 'ec', 'pa', ...CARIBBEAN]]],
  sillao: [
    ['Salsa de soja', ['es', 'ar', 'uy']],
    ['Salsa de soya', [...MX_CA, 'py', 'cl', 'bo', 'co', 've', 'ec', 'pa', ...CARIBBEAN]],
  ],
  curcuma: [['Cúrcuma', [...MX_CA, 'es', ...RIOPLATA, 'cl', 'bo', 'co', 've', 'ec', 'pa', ...CARIBBEAN]]],
  'frijol-negro': [
    ['Porotos negros cocidos', [...RIOPLATA, 'cl']],
    ['Caraotas negras cocidas', ['ve']],
    ['Alubias negras cocidas', ['es']],
    ['Habichuelas negras cocidas', ['do', 'pr']],
  ],
  'frijol-rojo': [
    ['Porotos rojos cocidos', [...RIOPLATA, 'cl']],
    ['Caraotas rojas cocidas', ['ve']],
    ['Alubias rojas cocidas', ['es']],
    ['Habichuelas rojas cocidas', ['do', 'pr']],
  ],
  'frijol-blanco': [
    ['Porotos blancos cocidos', [...RIOPLATA, 'cl']],
    ['Alubias blancas cocidas', ['es']],
  ],
  vainita: [
    ['Ejotes', MX_CA.filter((c) => c !== 'cr')],
    ['Judías verdes', ['es']],
    ['Chauchas', ['ar', 'uy']],
    ['Porotos verdes', ['cl']],
    ['Habichuelas', ['co']],
  ],
  arveja: [
    ['Chícharos', ['mx', 'us']],
    ['Guisantes', ['es', 'pr']],
  ],
  'arveja-partida': [
    ['Chícharos secos partidos', ['mx', 'us']],
    ['Guisantes secos partidos', ['es', 'pr']],
  ],
  durazno: [['Melocotón', ['es']]],
  'durazno-almibar': [['Melocotón en almíbar', ['es']]],
  mani: [
    ['Cacahuate', MX_CA.filter((c) => c !== 'cr')],
    ['Cacahuete', ['es']],
  ],
  'mani-tostado': [
    ['Cacahuate tostado sin sal', MX_CA.filter((c) => c !== 'cr')],
    ['Cacahuete tostado sin sal', ['es']],
  ],
  'mantequilla-mani': [
    ['Crema de cacahuate', MX_CA.filter((c) => c !== 'cr')],
    ['Crema de cacahuete', ['es']],
  ],
  'mix-frutos-secos': [
    ['Mezcla de frutos secos con cacahuate', MX_CA.filter((c) => c !== 'cr')],
    ['Mezcla de frutos secos con cacahuete', ['es']],
  ],
  platano: [
    ['Banana', RIOPLATA],
    ['Banano', ['co', 'gt', 'hn', 'cr']],
    ['Cambur', ['ve']],
    ['Guineo', ['do', 'pr']],
  ],
  pina: [['Ananá', RIOPLATA]],
  fresa: [['Frutillas', [...RIOPLATA, 'cl', 'bo', 'ec']]],
  maracuya: [
    ['Parchita', ['ve']],
    ['Chinola', ['do']],
  ],
  papaya: [
    ['Lechosa', ['ve', 'do']],
    ['Fruta bomba', ['cu']],
  ],
  toronja: [['Pomelo', ['es', ...RIOPLATA, 'cl']]],
  sandia: [['Patilla', ['ve', 'co']]],
  tomate: [['Jitomate', ['mx']]],
  zapallo: [
    ['Calabaza', ['mx', 'us', 'es', 'cu', 'pr']],
    ['Ahuyama', ['co', 've', 'do']],
    ['Ayote', ['gt', 'sv', 'hn', 'ni', 'cr']],
  ],
  'zapallo-horno': [
    ['Calabaza al horno', ['mx', 'us', 'es', 'cu', 'pr']],
    ['Ahuyama al horno', ['co', 've', 'do']],
    ['Ayote al horno', ['gt', 'sv', 'hn', 'ni', 'cr']],
  ],
  'pepitas-zapallo': [
    ['Pepitas de calabaza', MX_CA],
    ['Pipas de calabaza', ['es']],
  ],
  'pimiento-rojo': [
    ['Morrón rojo', ['ar', 'uy']],
    ['Pimentón rojo', ['cl', 'co', 've']],
    ['Chile morrón rojo', ['mx']],
  ],
  'pimiento-verde': [
    ['Morrón verde', ['ar', 'uy']],
    ['Pimentón verde', ['cl', 'co', 've']],
    ['Chile morrón verde', ['mx']],
    ['Chile dulce', ['cr', 'hn', 'sv', 'ni', 'gt']],
  ],
  'aji-rojo': [
    ['Chile rojo fresco', MX_CA],
    ['Guindilla roja fresca', ['es']],
  ],
  'aji-verde': [
    ['Chile verde fresco', MX_CA],
    ['Guindilla verde fresca', ['es']],
  ],
  'aji-seco': [['Chile seco (guajillo o ancho)', MX_CA]],
  'cebolla-china': [
    ['Cebollín', ['mx', 'cl', 'us']],
    ['Cebolleta', ['es']],
    ['Cebolla de verdeo', ['ar', 'uy']],
    ['Cebolla larga', ['co']],
  ],
  poro: [['Puerro', ['es', ...RIOPLATA, 'cl', 'co', 've']]],
  palomitas: [
    ['Pochoclo (sin aceite)', ['ar']],
    ['Cotufas (sin aceite)', ['ve']],
    ['Crispetas (sin aceite)', ['co']],
    ['Cabritas (sin aceite)', ['cl']],
  ],
  'pan-molde': [
    ['Pan de caja blanco', ['mx']],
    ['Pan lactal blanco', ['ar', 'uy']],
    ['Pan tajado blanco', ['co']],
  ],
  pasta: [['Pasta cocida', ['mx', 'us', 'es']]],
  'pasta-cruda': [['Pasta seca (cruda)', ['mx', 'us', 'es']]],
  'pasta-integral': [['Pasta integral cocida', ['mx', 'us', 'es']]],
  'pollo-deshilachado': [
    ['Pollo cocido deshebrado', ['mx', 'us']],
    ['Pollo desmechado', ['co', 've']],
    ['Pollo cocido desmenuzado', ['es', 'ar', 'uy', 'cl']],
  ],
  yuca: [['Mandioca (cruda, pelada)', RIOPLATA]],
  'crema-leche': [['Nata', ['es']]],
  mantequilla: [['Manteca', ['ar', 'uy']]],
  manjar: [
    ['Cajeta', ['mx']],
    ['Dulce de leche', [...RIOPLATA, 'es']],
    ['Arequipe', ['co', 've']],
    ['Manjar', ['cl', 'ec', 'bo']],
  ],
  croissant: [
    ['Medialuna', ['ar', 'uy', 'py']],
    ['Cuernito', ['mx']],
  ],
  gaseosa: [
    ['Refresco de cola', ['mx', 'us', 'es', 've', ...CARIBBEAN]],
    ['Bebida cola', ['cl']],
  ],
  'jugo-naranja': [['Zumo de naranja natural', ['es']]],
  'jugo-pina': [['Zumo de piña', ['es']]],
  'jugo-manzana': [['Zumo de manzana', ['es']]],
  limon: [['Lima', ['es']]],
  'limon-jugo': [['Zumo de lima', ['es']]],
  'limon-amarillo': [['Limón', ['es']]],
  'leche-descremada': [['Leche desnatada', ['es']]],
  'leche-semidescremada': [['Leche semidesnatada', ['es']]],
  'yogur-descremado': [['Yogur natural desnatado', ['es']]],
  'azucar-rubia': [
    ['Azúcar moreno', ['es']],
    ['Azúcar morena', [...MX_CA, ...RIOPLATA, 'cl', 'co', 've', 'ec', 'pa', ...CARIBBEAN]],
  ],
  ajonjoli: [['Sésamo', ['es', ...RIOPLATA, 'cl']]],
  'castana-caju': [
    ['Nueces de la India', ['mx']],
    ['Anacardos', ['es']],
    ['Merey', ['ve']],
  ],
  kiwicha: [['Amaranto cocido', [...MX_CA, 'es', ...RIOPLATA, 'cl', 'co', 've', 'ec', 'pa', ...CARIBBEAN]]],
  'kiwicha-pop': [['Amaranto (crudo o inflado)', [...MX_CA, 'es', ...RIOPLATA, 'cl', 'co', 've', 'ec', 'pa']]],
  quinua: [['Quinoa cocida', ['mx', 'us', 'es']]],
  'quinua-cruda': [['Quinoa (cruda)', ['mx', 'us', 'es']]],
  tarwi: [
    ['Chochos cocidos', ['ec']],
    ['Altramuces cocidos', ['es']],
  ],
  tocino: [
    ['Panceta (cruda)', ['ar', 'uy']],
    ['Beicon (crudo)', ['es']],
    ['Tocineta (cruda)', ['ve', 'co']],
  ],
  'jamon-cocido': [['Jamón york en lonchas', ['es']]],
  langostino: [['Camarones (crudos)', MX_CA]],
  choros: [
    ['Choritos (mejillones)', ['cl']],
    ['Mejillones', ['mx', 'us', 'es', 'ar', 'uy']],
  ],
  'conchas-abanico': [
    ['Vieiras', ['es', 'ar', 'uy']],
    ['Callos de hacha', ['mx']],
    ['Ostiones', ['cl']],
  ],
  pargo: [['Huachinango (crudo)', ['mx']]],
  perico: [['Dorado (crudo)', ['mx', 'us', 'es', 'ar', 'uy', 'cl', 'co', 've']]],
  'res-mondongo': [
    ['Pancita (cruda)', ['mx']],
    ['Callos (crudos)', ['es']],
    ['Guatitas (crudas)', ['cl']],
  ],
  repollo: [['Col', ['mx', 'us', 'es']]],
  rabanito: [['Rábano', ['mx', 'us', 'es']]],
  rucula: [['Arúgula', ['mx', 'us']]],
  'brote-soya': [
    ['Germinado de soya', ['mx', 'us']],
    ['Brotes de soja', ['es']],
  ],
  soya: [['Soja cocida', ['es', 'ar', 'uy']]],
  'leche-soya': [['Bebida de soja', ['es', 'ar', 'uy']]],
  epazote: [['Paico', ['pe', 'bo']]],
  tuna: [['Higo chumbo', ['es']]],
  aguaymanto: [
    ['Uchuva', ['co']],
    ['Uvilla', ['ec']],
  ],
  pecana: [['Nuez pecana', ['mx']]],
  nuez: [['Nuez de Castilla', ['mx']]],
  ketchup: [['Cátsup', ['mx']]],
  paprika: [['Paprika', ['mx']]],
  totopos: [['Nachos', ['es']]],
  olluco: [
    ['Papalisa (cruda)', ['bo']],
    ['Melloco (crudo)', ['ec']],
  ],
  rocoto: [
    ['Locoto', ['bo']],
    ['Chile manzano', ['mx']],
  ],
  ricota: [['Requesón', ['es']]],
  chayote: [['Güisquil', ['gt', 'sv']]],
};

/** The name a catalog food has in `country`: the table's, or the catalog's own. */
export function foodNameIn(id: string, name: string, country: UserCountry | null | undefined): string {
  if (!country) return name;
  for (const [local, countries] of COUNTRY_FOOD_NAMES[id] ?? []) if (countries.includes(country)) return local;
  return name;
}

/**
 * Words of a plate's name said otherwise in a country ('Pan con palta y huevo' is 'Pan con
 * aguacate y huevo' in Mexico). Only a plate's ingredient words are changed, and only where the
 * word has no adjective after it that would have to agree with it: the plates' names were checked
 * (catalog/plates, docs/countries.md; 'Zapallitos rellenos' would need 'rellenas', so plurals are
 * left). A dish's own name ('Pastel de choclo', 'Humita de choclo') is a name: it stays.
 */
const PLATE_WORDS: readonly (readonly [words: string, replacement: string, countries: readonly UserCountry[]])[] = [
  // A word whose gender changes takes its adjective with it: these go before the word alone.
  ['zapallito gratinado', 'calabacita gratinada', MX_CA],
  ['vainitas salteadas', 'ejotes salteados', ['mx', 'us', 'gt', 'sv', 'hn', 'ni']],
  ['camote asado', 'batata asada', [...RIOPLATA, 'co', 've', 'do', 'pr']],
  ['palta', 'aguacate', COUNTRY_FOOD_NAMES.palta![0]![1]],
  ['zapallito italiano', 'calabacita', MX_CA],
  ['zapallito', 'calabacita', MX_CA],
  ['zapallito italiano', 'calabacín', ['es', 'co', 've']],
  ['zapallito', 'calabacín', ['es', 'co', 've']],
  ['kion', 'jengibre', COUNTRY_FOOD_NAMES.jengibre![0]![1]],
  ['vainitas', 'ejotes', ['mx', 'us', 'gt', 'sv', 'hn', 'ni']],
  ['vainitas', 'judías verdes', ['es']],
  ['maní', 'cacahuate', ['mx', 'us', 'gt', 'sv', 'hn', 'ni']],
  ['maní', 'cacahuete', ['es']],
  ['con choclo', 'con elote', MX_CA],
  ['y choclo', 'y elote', MX_CA],
  ['culantro', 'cilantro', COUNTRY_FOOD_NAMES.culantro![0]![1]],
  ['camote', 'boniato', ['es', 'cu']],
  ['camote', 'batata', [...RIOPLATA, 'co', 've', 'do', 'pr']],
];

const wordPattern = (words: string) => new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, 'giu');
const PLATE_PATTERNS = PLATE_WORDS.map(([words, replacement, countries]) => ({
  pattern: wordPattern(words),
  replacement,
  countries,
}));

/** A plate's name as `country` says its ingredients (the plate's own name when nothing differs). */
export function plateNameIn(name: string, country: UserCountry | null | undefined): string {
  if (!country) return name;
  let out = name;
  for (const { pattern, replacement, countries } of PLATE_PATTERNS) {
    if (!countries.includes(country)) continue;
    // 'Zapallitos rellenos' keeps its capital: 'Calabacitas rellenas'.
    out = out.replace(pattern, (found) =>
      found[0] === found[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement,
    );
  }
  return out;
}
