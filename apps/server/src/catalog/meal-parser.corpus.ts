/**
 * The meal parser's test corpus (issues 15 and 28): natural Spanish phrases, typed as people write
 * them, each with the foods it should produce (a pattern on the food's name, lower case without
 * accents) and the grams a person eating that would have (min-max, ml for drinks). The ranges are
 * what the phrase means in its country, not what the parser answers: a Chilean marraqueta weighs
 * ~100 g although the catalog's pan francés unit is 35 g.
 *
 * An expectation is a food (an ingredient of the catalog: [pattern, min, max]) or a dish (a
 * prepared dish, drink or bakery item: d(pattern, min, max)); the test reports the two accuracies
 * apart. A dish the catalog lacks must come back not understood, never as its ingredient words
 * (issue 28: 'lomo saltado' is not 120 g of raw beef); `never` lists the foods a phrase must not
 * become, whatever else happens. Each phrase is read with its country (tortilla in Spain).
 */
import type { UserCountry } from '@nutricoach/core/constants/countries';

export type Country =
  | 'PE'
  | 'MX'
  | 'CO'
  | 'AR'
  | 'CL'
  | 'ES'
  | 'VE'
  | 'EC'
  | 'BO'
  | 'UY'
  | 'PY'
  | 'CU'
  | 'DO'
  | 'PR'
  | 'GT'
  | 'SV'
  | 'HN'
  | 'NI'
  | 'CR'
  | 'PA';
export type ExpectedFood = { pattern: RegExp; min: number; max: number; kind: 'food' | 'dish' };
/**
 * `foods`: what the phrase should produce; each of `or` is another right reading of the whole
 * phrase (the catalog's dish 'Café con leche' for 'una taza de café con leche'), which counts as
 * finding every expectation of `foods`.
 */
export type CorpusPhrase = {
  country: Country;
  text: string;
  foods: ExpectedFood[];
  or: ExpectedFood[][];
  never: RegExp[];
};

type Expectation = [pattern: RegExp, min: number, max: number] | ExpectedFood;
/** A prepared dish, drink or bakery item the phrase names. */
export const d = (pattern: RegExp, min: number, max: number): ExpectedFood => ({ pattern, min, max, kind: 'dish' });
/** Foods the phrase must never become (issue 22's near-misses). */
export const never = (...patterns: RegExp[]) => ({ never: patterns });
/** Another right reading of the whole phrase. */
export const or = (...foods: Expectation[]) => ({ or: foods.map(expected) });

const expected = (f: Expectation): ExpectedFood =>
  Array.isArray(f) ? { pattern: f[0], min: f[1], max: f[2], kind: 'food' } : f;

type Part = Expectation | { never: RegExp[] } | { or: ExpectedFood[] };

export const p = (country: Country, text: string, ...parts: Part[]): CorpusPhrase => ({
  country,
  text,
  foods: parts.flatMap((f) => ('never' in f || 'or' in f ? [] : [expected(f)])),
  or: parts.flatMap((f) => ('or' in f ? [f.or] : [])),
  never: parts.flatMap((f) => ('never' in f ? f.never : [])),
});

/** The country a phrase is read with. */
export const userCountryOf = (country: Country) => country.toLowerCase() as UserCountry;

export const MEAL_PARSER_CORPUS: readonly CorpusPhrase[] = [
  // Palta on bread: FNDDS's avocado as eaten, 30 g (docs/portion-check.md, issue 29), not a whole one.
  p('PE', 'pan con palta y un café', [/^pan frances/, 30, 45], [/^palta/, 25, 60], [/^cafe/, 150, 300]),
  p('PE', '2 panes con huevo frito', [/^pan frances/, 60, 90], [/^huevo frito/, 40, 60]),
  p(
    'PE',
    'una taza de arroz con pollo',
    [/^arroz blanco/, 140, 200],
    [/pollo/, 80, 200],
    or(d(/arroz con pollo/, 150, 350)),
  ),
  p('PE', 'un plato de lentejas con arroz', [/^lentejas cocidas/, 200, 350], [/^arroz blanco/, 120, 300]),
  p('PE', 'pollo a la brasa con papas fritas y ensalada', [/pollo/, 120, 300], [/^papas fritas$/, 90, 200]),
  p('PE', 'un cuarto de pollo a la brasa con papas fritas', [/pollo/, 150, 300], [/^papas fritas$/, 90, 200]),
  p('PE', 'quinua con leche', [/^quinua cocida/, 100, 250], [/^leche/, 100, 250]),
  p('PE', 'una papa sancochada con huevo duro', [/^papa sancochada/, 100, 250], [/^huevo duro/, 40, 60]),
  p(
    'PE',
    'Desayuno: avena con leche y plátano',
    [/^avena/, 30, 260],
    [/^leche/, 100, 250],
    [/^platano$/, 90, 150],
    or(d(/avena/, 150, 350), [/^platano$/, 90, 150]),
  ),
  p('PE', 'lomo saltado con arroz', d(/lomo saltado/, 200, 500), [/^arroz blanco/, 120, 300], never(/^lomo de res/)),
  p('PE', 'ceviche con camote y choclo', d(/ceviche/, 150, 450), [/^camote/, 100, 250], [/^choclo/, 80, 250]),
  p('PE', 'tallarines verdes con bistec', d(/tallarines verdes/, 200, 500), [/^bistec/, 100, 200]),
  p(
    'PE',
    'un plato de arroz con frijoles',
    [/^arroz blanco/, 200, 350],
    [/^frijol/, 100, 250],
    or(d(/gallo pinto|arroz con frijoles/, 200, 500)),
  ),
  p('PE', 'una taza de té con dos cucharaditas de azúcar', [/^te negro/, 200, 260], [/^azucar$/, 7, 10]),
  p('PE', '3 galletas de soda y un yogur', [/^galletas de soda/, 12, 30], [/^yogur/, 100, 250]),
  p('PE', 'una manzana y un plátano', [/^manzana/, 150, 220], [/^platano$/, 90, 150]),
  p('PE', 'media palta con sal', [/^palta/, 60, 110], [/^sal$/, 0.2, 6]),
  p(
    'PE',
    'un choclo con queso fresco',
    [/^choclo/, 100, 250],
    [/^queso fresco/, 20, 60],
    or(d(/choclo con queso/, 120, 350)),
  ),
  p('PE', 'arroz chaufa con pollo', d(/chaufa|arroz frito/, 200, 500)),
  p('PE', 'un vaso de leche con kiwicha', [/^leche/, 180, 260], [/^kiwicha/, 5, 40]),
  p('PE', 'ají de gallina con arroz', d(/aji de gallina/, 200, 500), [/^arroz blanco/, 120, 300]),
  p('PE', 'una mandarina', [/^mandarina/, 60, 120]),
  p('PE', 'dos huevos sancochados y un pan', [/^huevo duro/, 80, 120], [/^pan frances/, 30, 45]),
  p('PE', 'un jugo de naranja', [/^jugo de naranja/, 200, 300]),
  p('PE', 'una porción de yuca frita', [/^yuca/, 80, 200]),
  p('PE', '150 g de pechuga de pollo', [/pollo/, 150, 150]),
  p(
    'PE',
    'olluquito con charqui y arroz',
    [/^olluco/, 80, 200],
    [/^charqui/, 20, 60],
    [/^arroz blanco/, 120, 300],
    or(d(/olluquito/, 250, 650), [/^arroz blanco/, 120, 300]),
  ),
  p(
    'PE',
    'un pan con jamón',
    [/^pan frances/, 30, 45],
    [/^jamon/, 15, 40],
    or(d(/pan (con|de) jamon|bocadillo de jamon|sandwich de jamon/, 60, 200)),
  ),
  p('PE', 'una taza de quinua cocida', [/^quinua cocida/, 160, 200]),
  p(
    'PE',
    'un puñado de canchita y una cerveza',
    [/^palomitas/, 15, 40],
    [/^cerveza/, 250, 650],
    or(d(/canchita|palomitas/, 15, 40), [/^cerveza/, 250, 650]),
  ),
  p('PE', 'arroz con pato', [/^arroz blanco/, 120, 300], [/^pato/, 100, 200]),
  p('PE', 'camote sancochado y una taza de té', [/^camote/, 100, 250], [/^te negro/, 200, 260]),
  p('PE', 'un emoliente con un pan con queso', d(/emoliente/, 200, 300), [/^pan frances/, 30, 45], [/^queso/, 20, 60]),
  p('PE', 'cau cau con arroz blanco', d(/cau ?cau/, 200, 500), [/^arroz blanco/, 120, 300]),
  p(
    'PE',
    'un pan francés con mantequilla y mermelada',
    [/^pan frances/, 30, 45],
    [/^mantequilla/, 5, 20],
    [/^mermelada/, 10, 30],
  ),
  p('PE', 'seco de res con frejoles', d(/seco de (res|carne)/, 200, 500), [/^frijol/, 100, 250]),
  p('PE', 'una taza de leche con una cucharadita de azúcar', [/^leche/, 200, 260], [/^azucar$/, 3, 6]),
  p('PE', '1/2 taza de arroz integral y 100 g de pescado', [/^arroz integral cocido/, 70, 90]),
  p('MX', 'tres tacos de pollo', d(/^tacos?\b/, 150, 450), never(/^tostadas/, /^tortilla/)),
  p('MX', 'dos huevos rancheros con frijoles', d(/huevos? rancheros?/, 150, 450), [/^frijol/, 80, 250]),
  p('MX', 'un bolillo con frijoles', [/^bolillo/, 60, 90], [/^frijol/, 50, 250]),
  p('MX', 'chilaquiles con pollo y crema', d(/chilaquiles/, 200, 500), [/^crema/, 10, 60]),
  p(
    'MX',
    'un elote con mayonesa y queso',
    [/^choclo/, 100, 250],
    [/^mayonesa/, 10, 20],
    [/^queso/, 10, 40],
    or(d(/elote/, 100, 300)),
  ),
  p(
    'MX',
    'una taza de café de olla con una concha',
    d(/cafe de olla|^cafe/, 200, 300),
    [/^pan dulce/, 50, 100],
    or(d(/cafe de olla|^cafe/, 200, 300), d(/concha|pan dulce/, 50, 120)),
  ),
  p('MX', 'un vaso de agua de jamaica', [/jamaica/, 200, 300]),
  p(
    'MX',
    'tres tortillas de maíz con frijoles y arroz',
    [/^tortilla de maiz/, 75, 100],
    [/^frijol/, 80, 250],
    [/^arroz blanco/, 100, 300],
  ),
  p('MX', 'una manzana verde', [/^manzana/, 150, 220]),
  p('MX', 'un licuado de plátano con leche', d(/(licuado|batido) de (platano|banana)/, 250, 500)),
  p('MX', 'medio aguacate', [/^palta/, 60, 110]),
  p('MX', 'una coca de lata', [/^gaseosa/, 330, 360]),
  p(
    'MX',
    'avena con leche y canela',
    [/^avena/, 30, 260],
    [/^leche/, 100, 250],
    [/^canela/, 0.5, 3],
    or(d(/avena/, 150, 350)),
  ),
  p(
    'MX',
    'un pan dulce y un café con leche',
    [/^pan dulce/, 50, 100],
    [/^cafe/, 150, 260],
    [/^leche/, 50, 250],
    or([/^pan dulce/, 50, 100], d(/cafe con leche/, 150, 300)),
  ),
  p('MX', 'dos tostadas de tinga', d(/tinga/, 100, 350)),
  p('MX', 'una taza de arroz rojo', d(/arroz rojo|arroz a la mexicana/, 140, 250)),
  p('MX', 'frijoles charros', d(/frijoles charros/, 150, 400)),
  p('MX', 'un puñado de cacahuates', [/^mani/, 20, 40]),
  p('MX', 'jícama con limón', [/^jicama/, 80, 200], [/^limon/, 10, 50]),
  p('MX', '200 gramos de bistec', [/^bistec/, 200, 200]),
  p('MX', 'una pechuga asada con nopales', [/pollo/, 120, 220], [/^nopales/, 50, 200]),
  p('MX', '2 rebanadas de queso oaxaca', [/^queso asadero/, 40, 70]),
  p('MX', 'un yogurt con granola', [/^yogur/, 100, 250]),
  p('MX', 'una naranja y una toronja', [/^naranja/, 100, 180], [/^toronja/, 200, 300]),
  p('MX', 'sopa de fideo', d(/sopa de fideos?/, 200, 500)),
  p('MX', 'huevos a la mexicana con tortillas', d(/huevos a la mexicana/, 100, 300), [/^tortilla de maiz/, 50, 120]),
  p('MX', 'un plato de caldo de pollo', [/^caldo de pollo/, 250, 400]),
  p('MX', 'ensalada de nopales con queso fresco', [/^nopales/, 50, 200], [/^queso fresco/, 20, 60]),
  p('MX', 'una cerveza y cacahuates', [/^cerveza/, 250, 650], [/^mani/, 20, 60]),
  p('MX', 'un mango', [/^mango$/, 150, 350]),
  p('MX', 'medio kilo de tortillas', [/^tortilla de maiz/, 500, 500]),
  p('MX', 'una tortilla de harina con frijoles', [/^tortilla de harina/, 35, 60], [/^frijol/, 50, 250]),
  p('MX', 'camarones al mojo de ajo', d(/camarones al mojo/, 150, 400)),
  p('MX', 'pescado empanizado con arroz', d(/pescado (empanizado|apanado|frito)/, 100, 300), [
    /^arroz blanco/,
    100,
    300,
  ]),
  p('MX', 'un café americano sin azúcar', [/^cafe/, 200, 300]),
  p(
    'MX',
    'Comida: arroz, frijoles y una pieza de pollo',
    [/^arroz blanco/, 100, 300],
    [/^frijol/, 100, 250],
    [/pollo/, 80, 250],
  ),
  p('MX', 'unas quesadillas con salsa verde', d(/quesadilla/, 100, 400), [/^salsa verde/, 10, 60]),
  p('MX', 'un jugo verde de nopal con piña', [/^nopales/, 30, 200], [/^pina/, 50, 200]),
  p(
    'MX',
    'dos tacos de bistec con cebolla y cilantro',
    [/^bistec/, 60, 200],
    [/^cebolla/, 10, 120],
    [/^culantro/, 1, 10],
    or(d(/^tacos?/, 120, 450), [/^cebolla/, 10, 120], [/^culantro/, 1, 10]),
  ),
  p('MX', 'un vaso de leche con chocolate', [/^leche/, 200, 260], [/^chocolate/, 10, 40]),
  p('CO', 'huevos pericos con arepa', d(/huevos pericos|pericos/, 100, 250), d(/arepa/, 60, 200)),
  p('CO', 'un tinto', [/^cafe/, 100, 250]),
  p(
    'CO',
    'un plato de frijoles con arroz y plátano maduro',
    [/^frijol/, 200, 350],
    [/^arroz blanco/, 100, 300],
    [/^platano maduro/, 80, 200],
    or(d(/gallo pinto|calentado/, 150, 500), [/^platano maduro/, 80, 200]),
  ),
  p('CO', 'dos tajadas de piña', [/^pina/, 120, 250]),
  p('CO', 'una arepa con mantequilla', d(/arepa/, 60, 200), [/^mantequilla/, 5, 20]),
  p('CO', 'pollo sudado con papa y yuca', d(/pollo sudado/, 200, 500), [/^papa/, 100, 250], [/^yuca/, 80, 200]),
  p('CO', 'una porción de mango biche con sal', [/^mango$/, 100, 250], [/^sal$/, 0.2, 6]),
  p('CO', 'un calentado con huevo frito', d(/calentado/, 200, 500), [/^huevo frito/, 40, 60]),
  p('CO', 'una taza de avena en hojuelas', [/^avena en hojuelas/, 70, 90]),
  p('CO', 'un banano', [/^platano$/, 90, 150]),
  p('CO', 'carne asada con papa criolla', d(/carne asada/, 100, 300)),
  p('CO', 'dos huevos fritos y una arepa', [/^huevo frito/, 80, 100], d(/arepa/, 60, 200)),
  p('CO', 'lentejas con arroz blanco', [/^lentejas cocidas/, 100, 300], [/^arroz blanco/, 100, 300]),
  p('CO', 'un vaso de leche con una cucharada de azúcar', [/^leche/, 180, 260], [/^azucar$/, 10, 15]),
  p('CO', 'una guayaba', [/^guayaba/, 40, 120]),
  p('CO', 'mazorca desgranada con queso', [/^choclo/, 100, 250], [/^queso/, 20, 60]),
  p('CO', 'plátano verde frito', [/^platano verde/, 100, 250], or(d(/tostones|patacon/, 80, 250))),
  p('CO', 'pechuga a la plancha con ensalada', [/pollo/, 120, 220]),
  p('CO', 'una aromática', [/^infusion de hierbas/, 150, 260]),
  p('CO', 'una porción de ahuyama', [/^zapallo/, 80, 200]),
  p('CO', 'tres galletas de soda con queso', [/^galletas de soda/, 12, 30], [/^queso/, 20, 60]),
  p('CO', 'un huevo tibio', [/^huevo/, 40, 60]),
  p('CO', 'medio aguacate con arroz', [/^palta/, 60, 110], [/^arroz blanco/, 100, 300]),
  p('CO', 'una papaya picada', [/^papaya/, 100, 300]),
  p('CO', 'un pan tajado con mermelada', [/^pan de molde/, 22, 35], [/^mermelada/, 10, 30]),
  p('CO', 'una cerveza poker', [/^cerveza/, 250, 650]),
  p('CO', 'un jugo de maracuyá en agua', [/^jugo de maracuya/, 200, 300]),
  p('CO', 'queso costeño con bollo', [/^queso cotija/, 20, 60]),
  p('CO', 'una porción de sobrebarriga', [/^falda/, 100, 200]),
  p('CO', 'un bocadillo con queso', d(/bocadillo/, 20, 60), [/^queso/, 20, 60]),
  p('CO', 'unas fresas con crema', [/^fresas/, 100, 250], [/^crema/, 15, 60]),
  p('CO', 'una taza de café con leche', [/^cafe/, 100, 250], [/^leche/, 50, 250], or(d(/cafe con leche/, 150, 300))),
  p(
    'CO',
    'arroz con pollo y ensalada de tomate',
    [/^arroz blanco/, 100, 300],
    [/pollo/, 60, 250],
    [/^tomate/, 50, 150],
    or(d(/arroz con pollo/, 200, 600), [/^tomate/, 50, 150]),
  ),
  p('CO', 'un huevo cocido y una tajada de papaya', [/^huevo duro/, 40, 60], [/^papaya/, 100, 250]),
  p('CO', 'una porción de frijoles con chicharrón', [/^frijol/, 100, 300], [/^chicharron/, 20, 60]),
  p('CO', 'un vaso de jugo de guanábana', [/^guanabana/, 100, 300], or(d(/jugo de guanabana/, 200, 350))),
  p('CO', 'Almuerzo: sopa de verduras, arroz y carne molida', [/^arroz blanco/, 100, 300], [/^carne molida/, 80, 200]),
  p(
    'AR',
    'un café con leche y dos medialunas',
    [/^cafe/, 100, 250],
    [/^leche/, 50, 250],
    [/^croissant/, 80, 130],
    or(d(/cafe con leche/, 150, 300), d(/medialuna|croissant/, 60, 130)),
  ),
  p('AR', 'un bife de chorizo con ensalada', [/bistec|bife/, 200, 400]),
  p('AR', 'milanesa con puré', d(/milanesa/, 100, 300), [/^pure/, 150, 300]),
  p(
    'AR',
    'fideos con manteca y queso rallado',
    [/^fideos cocidos/, 140, 350],
    [/^mante/, 5, 20],
    [/^queso parmesano/, 5, 20],
  ),
  p('AR', 'asado de tira con ensalada mixta', [/^asado de tira/, 120, 400]),
  p('AR', 'un yogur con cereales', [/^yogur/, 100, 250]),
  p(
    'AR',
    'dos tostadas con queso crema y mermelada',
    [/tostad/, 15, 80],
    [/^queso crema/, 10, 40],
    [/^mermelada/, 10, 40],
  ),
  p('AR', 'una banana y un durazno', [/^platano$/, 90, 150], [/^durazno$/, 100, 200]),
  p('AR', 'pollo al horno con papas', [/pollo/, 80, 250], [/^papa/, 150, 350]),
  p('AR', 'un vaso de vino tinto', [/^vino tinto/, 150, 250]),
  p('AR', 'medio kilo de helado', [/^helado/, 500, 500]),
  p('AR', 'dos huevos duros con mayonesa', [/^huevo duro/, 80, 110], [/^mayonesa/, 10, 20]),
  p('AR', 'un pancho', d(/pancho|perro caliente|hot ?dog/, 80, 250)),
  p('AR', 'lentejas guisadas', [/^lentejas cocidas/, 150, 350], or(d(/lentejas|menestra/, 150, 400))),
  p('AR', 'ensalada de tomate y lechuga', [/^tomate/, 80, 200], [/^lechuga/, 30, 100]),
  p('AR', 'un licuado de banana con leche', d(/(licuado|batido) de (platano|banana)/, 250, 500)),
  p('AR', 'una manzana', [/^manzana/, 150, 220]),
  p(
    'AR',
    'mate cocido con galletitas',
    [/^infusion de hierbas/, 150, 260],
    [/^galletas/, 10, 40],
    or(d(/^mate/, 150, 300), [/^galletas/, 10, 40]),
  ),
  p('AR', 'un bife con papas fritas', [/bistec|bife/, 100, 300], [/^papas fritas$/, 90, 200]),
  p('AR', 'una medialuna de manteca', [/^croissant/, 40, 70], or(d(/medialuna|croissant/, 40, 90))),
  p('AR', 'un puñado de almendras', [/^almendras/, 20, 40]),
  p('AR', 'choclo con manteca', [/^choclo/, 100, 250], [/^mante/, 5, 20]),
  p('AR', 'arroz con pollo', [/^arroz blanco/, 100, 300], [/pollo/, 60, 250], or(d(/arroz con pollo/, 200, 600))),
  p('AR', 'un café cortado', [/^cafe/, 50, 250]),
  p('AR', 'polenta con queso', [/^polenta/, 40, 100], [/^queso/, 20, 60]),
  p('AR', 'tres galletitas de agua', [/^galletas de soda/, 12, 30]),
  p('AR', 'un sándwich de jamón y queso', d(/sandwich (de jamon|mixto)/, 100, 250)),
  p('AR', 'dos vasos de agua', [/^agua$/, 500, 500]),
  p('AR', 'tomé un té con limón', [/^te negro/, 150, 260], [/^limon/, 5, 50]),
  p('AR', 'unas nueces', [/^nueces/, 15, 40]),
  p(
    'AR',
    'un flan con dulce de leche',
    d(/^flan/, 80, 200),
    [/^manjar/, 15, 60],
    or(d(/^flan/, 80, 200), d(/dulce de leche|manjar/, 15, 60)),
  ),
  p('AR', 'bondiola al horno con batatas', [/^paleta de cerdo/, 100, 250], [/^camote/, 150, 350]),
  p('AR', 'una naranja', [/^naranja/, 100, 180]),
  p('AR', 'un vaso de jugo de naranja exprimido', [/^jugo de naranja/, 200, 300]),
  p('AR', 'una porción de zapallo al horno', [/^zapallo/, 80, 250]),
  p('AR', 'un churrasco con huevo frito', d(/churrasco/, 150, 350), [/^huevo frito/, 40, 60]),
  p('AR', 'ravioles con salsa de tomate', d(/ravioles/, 200, 450), [/^salsa de tomate/, 30, 250]),
  p(
    'AR',
    'Merienda: mate con dos tostadas con manteca',
    [/tostad/, 15, 80],
    [/^mante/, 5, 30],
    or(d(/^mate/, 150, 300), d(/tostad/, 15, 100)),
  ),
  p(
    'CL',
    'una marraqueta con palta',
    [/^pan frances/, 80, 110],
    [/^palta/, 25, 60],
    or(d(/marraqueta|pan frances/, 80, 110), [/^palta/, 25, 60]),
  ),
  p('CL', 'porotos con riendas', d(/porotos con riendas/, 250, 500)),
  p(
    'CL',
    'una taza de té con una marraqueta con mantequilla',
    [/^te negro/, 200, 260],
    [/^pan frances/, 80, 110],
    [/^mantequilla/, 5, 20],
    or([/^te negro/, 200, 260], d(/marraqueta/, 80, 110), [/^mantequilla/, 5, 20]),
  ),
  p('CL', 'Once: té con pan con palta', [/^te negro/, 150, 260], [/^pan frances/, 30, 110], [/^palta/, 25, 60]),
  p('CL', 'pastel de choclo', d(/pastel de choclo/, 250, 500)),
  p('CL', 'tomate con cebolla', [/^tomate/, 80, 200], [/^cebolla/, 30, 120]),
  p('CL', 'dos huevos revueltos con tomate', [/^huevos revueltos/, 90, 140], [/^tomate/, 50, 150]),
  p('CL', 'un vaso de leche descremada', [/^leche descremada/, 180, 260]),
  p('CL', 'un plato de lentejas', [/^lentejas cocidas/, 200, 350]),
  p('CL', 'un durazno con crema', [/^durazno$/, 100, 200], [/^crema/, 15, 60]),
  p(
    'CL',
    'un pan amasado con queso',
    [/^pan/, 50, 100],
    [/^queso/, 20, 60],
    or(d(/pan amasado|hallulla/, 50, 110), [/^queso/, 20, 60]),
  ),
  p('CL', 'una cerveza en lata', [/^cerveza/, 330, 360]),
  p('CL', 'un plato de cazuela de pollo', d(/cazuela/, 300, 650)),
  p('CL', 'una palta', [/^palta/, 120, 220]),
  p('CL', 'un yogurt de frutilla', [/^yogur de frutas/, 100, 200]),
  p('CL', 'un choclo', [/^choclo/, 100, 250]),
  p('CL', 'una taza de arroz graneado', [/^arroz blanco/, 140, 200]),
  p('CL', 'un pedazo de queso mantecoso', [/^queso gouda/, 20, 50]),
  p('CL', 'jurel en lata con arroz', [/^jurel en lata/, 80, 300], [/^arroz blanco/, 100, 300]),
  p('CL', 'un mote con huesillo', d(/mote con huesillo/, 200, 400)),
  p('CL', 'dos vienesas', [/^salchicha/, 80, 110]),
  p('CL', 'un plato de porotos con tallarines', [/^frijol/, 200, 350], [/^fideos cocidos/, 80, 250]),
  p('CL', 'una pera y una naranja', [/^pera/, 150, 220], [/^naranja/, 100, 180]),
  p('CL', 'un vaso de jugo de piña', [/^jugo de pina/, 200, 300]),
  p('CL', 'ensalada de lechuga con palta', [/^lechuga/, 30, 100], [/^palta/, 25, 160]),
  p('CL', 'pollo asado con papas cocidas', [/pollo/, 80, 250], [/^papa/, 150, 350]),
  p('CL', 'un té verde', [/^te verde/, 150, 260]),
  p('CL', 'merluza frita con puré', [/^merluza/, 100, 200], [/^pure/, 150, 300]),
  p('CL', 'un trozo de sandía', [/^sandia/, 150, 350]),
  p('CL', 'una copa de vino tinto', [/^vino tinto/, 120, 200]),
  p('CL', 'un pisco sour', d(/pisco sour/, 90, 200)),
  p('CL', 'tres galletas de agua', [/^galletas de soda/, 12, 30]),
  p('CL', 'una ensalada de betarraga', [/^beterraga/, 50, 200]),
  p('CL', 'un puñado de maní', [/^mani/, 20, 40]),
  p('CL', 'un completo con palta y tomate', d(/completo/, 150, 300), [/^palta/, 20, 160], [/^tomate/, 30, 130]),
  p('CL', 'charquicán con huevo frito', d(/charquican/, 250, 500), [/^huevo frito/, 40, 60]),
  p('CL', 'una porción de zapallo italiano salteado', [/^zapallito/, 100, 250]),
  p('CL', 'dos rebanadas de pan integral con quesillo', [/^pan integral/, 45, 65], [/^queso fresco/, 20, 60]),
  p(
    'ES',
    'un café con leche y una tostada con tomate',
    [/^cafe/, 100, 250],
    [/^leche/, 50, 250],
    [/tostad/, 8, 60],
    [/^tomate/, 30, 130],
    or(d(/cafe con leche/, 150, 300), [/tostad/, 8, 60], [/^tomate/, 30, 130]),
  ),
  p('ES', 'dos huevos fritos con patatas fritas', [/^huevo frito/, 80, 100], [/^papas fritas$/, 90, 200]),
  p('ES', 'un bocadillo de jamón serrano', d(/bocadillo de jamon/, 100, 250)),
  p('ES', 'lentejas con chorizo', [/^lentejas cocidas/, 150, 350], [/^chorizo/, 30, 100]),
  p('ES', 'una ración de calamares', [/^calamar/, 100, 200]),
  p('ES', 'una naranja y un yogur natural', [/^naranja/, 100, 180], [/^yogur natural/, 100, 200]),
  p('ES', 'un vaso de zumo de naranja', [/^jugo de naranja/, 200, 300]),
  p(
    'ES',
    'pan con aceite de oliva y tomate',
    [/^pan frances/, 30, 100],
    [/^aceite de oliva/, 5, 15],
    [/^tomate/, 30, 130],
  ),
  p('ES', 'garbanzos con espinacas', [/^garbanzos cocidos/, 100, 300], [/^espinaca/, 20, 200]),
  p('ES', 'una caña de cerveza', [/^cerveza/, 200, 350]),
  p('ES', 'merluza a la plancha con ensalada', [/^merluza/, 100, 200]),
  p('ES', 'una manzana y un puñado de nueces', [/^manzana/, 150, 220], [/^nueces/, 20, 40]),
  p('ES', 'arroz con gambas', [/^arroz blanco/, 100, 300], [/camaron|langostino/, 60, 200]),
  p('ES', 'un plato de judías verdes con patata', [/^vainitas/, 150, 350], [/^papa/, 100, 250]),
  p('ES', 'un melocotón', [/^durazno$/, 100, 200]),
  p(
    'ES',
    'una tostada con mantequilla y mermelada',
    [/tostad/, 8, 60],
    [/^mantequilla/, 5, 20],
    [/^mermelada/, 10, 30],
    or(d(/tostad/, 20, 80), [/^mermelada/, 10, 30]),
  ),
  p('ES', 'pechuga de pollo a la plancha con arroz', [/pollo/, 120, 220], [/^arroz blanco/, 100, 300]),
  p('ES', 'dos rodajas de piña', [/^pina/, 120, 250]),
  p('ES', 'un plato de macarrones con tomate', [/^fideos cocidos/, 200, 350]),
  p('ES', 'un filete de ternera con patatas', [/^ternera/, 100, 200], [/^papa/, 150, 350]),
  p(
    'ES',
    'una ensalada de lechuga, tomate y cebolla',
    [/^lechuga/, 30, 100],
    [/^tomate/, 50, 150],
    [/^cebolla/, 20, 120],
  ),
  p('ES', 'un plátano de Canarias', [/^platano$/, 90, 150]),
  p('ES', 'salmón al horno con verduras', [/^salmon/, 100, 200]),
  p('ES', 'dos copas de vino blanco', [/^vino blanco/, 250, 320]),
  p('ES', 'un yogur griego con miel', [/^yogur griego/, 100, 200], [/^miel/, 7, 25]),
  p('ES', 'unas aceitunas', [/^aceitunas/, 20, 60]),
  p('ES', 'huevos rotos con jamón', d(/huevos rotos/, 200, 450), [/^jamon/, 20, 60], or(d(/huevos rotos/, 200, 450))),
  p('ES', 'un zumo de naranja natural', [/^jugo de naranja/, 200, 300]),
  p('ES', 'pisto con huevo', d(/pisto/, 150, 400), [/^huevo/, 40, 65]),
  p('ES', 'un vaso de leche semidesnatada', [/^leche semidescremada/, 180, 260]),
  p('ES', 'sardinas a la plancha', [/^sardinas/, 100, 200]),
  p('ES', 'un kiwi', [/^kiwi/, 50, 100]),
  p('ES', 'una tostada de pan integral con aguacate', [/^pan integral/, 22, 60], [/^palta/, 30, 160]),
  p(
    'ES',
    'garbanzos con chorizo y tocino',
    [/^garbanzos cocidos/, 100, 300],
    [/^chorizo/, 30, 100],
    [/^tocino/, 15, 60],
  ),
  p('ES', 'una pera', [/^pera/, 150, 220]),
  p('ES', 'Cena: una tortilla francesa de dos huevos con ensalada', d(/tortilla francesa/, 90, 200)),
  p('ES', 'un cuenco de gazpacho con pan', d(/gazpacho/, 200, 400), [/^pan/, 30, 100]),
  p('ES', 'media ración de boquerones', [/^anchoveta/, 40, 120]),
];
