/**
 * Plan recipes of dishes whose numbers come from FNDDS (issue 28 §1: "the new dishes can appear in
 * plans and plate search where their diet rules allow"). FNDDS gives a dish's nutrients but no
 * ingredients, so the plan could not vouch for its allergens, the diets it fits or its shopping
 * list. Each recipe here lists catalog foods (foods/*.ts ids) with grams as weighed (raw meat raw,
 * cooked rice cooked, water as water), the weight of the dish once cooked and where the recipe
 * comes from. It is read only to build the dish's plate of the plan (region-plates.ts): the dish
 * keeps its FNDDS numbers for search, the parser, the coach and logging it by name.
 *
 * The plate's kcal per 100 g stays within PLAN_RECIPE_TOLERANCE of the FNDDS figure (dishes.test.ts;
 * the reason is in docs/dishes.md).
 */
import type { DishRecipe } from './define.ts';

/** Largest relative gap allowed between a plan recipe's kcal per 100 g and its dish's FNDDS figure. */
export const PLAN_RECIPE_TOLERANCE = 0.25;

export const PLAN_RECIPES: Readonly<Record<string, DishRecipe>> = {
  // --- México ---
  'tacos-de-carne': {
    ingredients: [['tortilla-maiz', 50], ['res-falda', 75], ['aceite-vegetal', 5], ['cebolla', 10], ['culantro', 3], ['salsa-roja', 15], ['limon-jugo', 3]],
    cooked_grams: 135,
    ref: 'Taco de taquería mexicana: carne asada de falda picada (75 g cruda) en doble tortilla de maíz, con cebolla, cilantro, salsa roja y limón',
  },
  'tacos-al-pastor': {
    ingredients: [['tortilla-maiz', 50], ['cerdo-paleta', 70], ['pina', 15], ['aceite-vegetal', 3], ['cebolla', 10], ['culantro', 3], ['salsa-verde', 15], ['aji-seco', 2]],
    cooked_grams: 145,
    ref: 'Taco al pastor del centro de México: cerdo adobado con chile guajillo asado en trompo (70 g crudo), piña, cebolla y cilantro en doble tortilla de maíz, con salsa verde',
  },
  'quesadilla-de-queso': {
    ingredients: [['tortilla-maiz', 60], ['queso-asadero', 60], ['aceite-vegetal', 4], ['salsa-verde', 15]],
    cooked_grams: 137,
    ref: 'Quesadilla casera mexicana: dos tortillas de maíz (o una grande doblada) con queso asadero u Oaxaca, dorada en comal con un poco de aceite, y salsa verde',
  },
  sopes: {
    ingredients: [['masa-harina', 50], ['agua', 45], ['aceite-vegetal', 6], ['frijol-negro', 30], ['res-molida', 40], ['lechuga', 10], ['queso-cotija', 10], ['crema-acida', 10], ['salsa-roja', 15]],
    cooked_grams: 190,
    ref: 'Sope casero del centro de México: masa de maíz (50 g de harina nixtamalizada) cocida en comal y dorada, con frijoles refritos, carne molida guisada, lechuga, queso cotija, crema y salsa',
  },
  'mole-poblano': {
    ingredients: [['pollo-muslo', 180], ['chocolate-mexicano', 10], ['aji-seco', 10], ['mani', 8], ['ajonjoli', 5], ['pan-frances', 8], ['tomate', 40], ['cebolla', 20], ['ajo', 3], ['manteca-cerdo', 8], ['caldo-pollo', 120], ['arroz-blanco', 100], ['tortilla-maiz', 30]],
    cooked_grams: 480,
    ref: 'Mole poblano casero (Puebla): pieza de pollo sin piel cocida en caldo, bañada en mole de chiles secos (ancho, mulato, pasilla), chocolate de mesa, cacahuate, ajonjolí y pan, frito en manteca; con arroz y tortilla',
  },
  'sopa-de-tortilla-fndds': {
    ingredients: [['tortilla-maiz', 60], ['aceite-vegetal', 12], ['tomate', 100], ['cebolla', 20], ['ajo', 3], ['caldo-pollo', 250], ['aji-seco', 4], ['palta', 40], ['queso-fresco', 30], ['crema-acida', 15]],
    cooked_grams: 460,
    ref: 'Sopa de tortilla (sopa azteca) casera: tiras de tortilla fritas en caldo de pollo con tomate, cebolla, ajo y chile pasilla licuados; con aguacate, queso fresco y crema',
  },
  'albondigas-en-caldo': {
    ingredients: [['res-molida-regular', 130], ['arroz-blanco', 30], ['huevo', 15], ['zanahoria', 40], ['zapallito', 50], ['papa', 60], ['tomate', 60], ['cebolla', 20], ['caldo-res', 150], ['aceite-vegetal', 5]],
    cooked_grams: 450,
    ref: 'Caldo de albóndigas casero mexicano: albóndigas de res con arroz y huevo, cocidas en caldo de jitomate con zanahoria, calabacita y papa',
  },
  'carne-guisada-con-papas': {
    ingredients: [['res-guiso', 150], ['papa', 120], ['tomate', 80], ['cebolla', 30], ['ajo', 3], ['aji-verde', 10], ['aceite-vegetal', 8], ['caldo-res', 100], ['harina-trigo', 5]],
    cooked_grams: 410,
    ref: 'Carne guisada con papas casera (norte de México): res en trozos dorada y guisada en salsa de jitomate con chile, cebolla y papas, espesada con un poco de harina',
  },
  'picadillo-con-papas': {
    ingredients: [['res-molida', 150], ['papa', 120], ['zanahoria', 40], ['tomate', 80], ['cebolla', 30], ['ajo', 3], ['aceite-vegetal', 10], ['arveja', 20], ['agua', 50]],
    cooked_grams: 420,
    ref: 'Picadillo casero mexicano: carne molida de res guisada con jitomate, cebolla y ajo, con papa y zanahoria en cubos y chícharos',
  },
  'cochinita-pibil': {
    ingredients: [['cerdo-pierna', 150], ['naranja', 60], ['limon-jugo', 10], ['paprika', 5], ['ajo', 3], ['cebolla', 30], ['tortilla-maiz', 60], ['frijol-negro', 60]],
    cooked_grams: 370,
    ref: 'Cochinita pibil yucateca: pierna de cerdo marinada en achiote con naranja agria, cocida en hoja de plátano con su jugo; con cebolla morada curtida, tortillas y frijol colado',
  },
  'pollo-en-salsa-roja': {
    ingredients: [['pollo-muslo-piel', 100], ['pollo-muslo', 100], ['tomate', 150], ['cebolla', 30], ['ajo', 3], ['aji-seco', 5], ['aceite-vegetal', 8], ['caldo-pollo', 60], ['arroz-blanco', 80]],
    cooked_grams: 470,
    ref: 'Pollo en salsa roja casero mexicano: piezas de pollo con piel guisadas en salsa de jitomate, chile guajillo, cebolla y ajo; con arroz',
  },
  'frijoles-charros': {
    ingredients: [['frijol-pinto', 220], ['tocino', 20], ['chorizo', 20], ['salchicha', 20], ['tomate', 60], ['cebolla', 25], ['jalapeno', 10], ['culantro', 3], ['caldo-res', 200]],
    cooked_grams: 560,
    ref: 'Frijoles charros del norte de México: frijol pinto cocido en su caldo con tocino, chorizo y salchicha fritos, jitomate, cebolla, chile jalapeño y cilantro',
  },
  'chili-con-carne': {
    ingredients: [['res-molida', 100], ['frijol-rojo', 150], ['tomate-lata', 120], ['cebolla', 40], ['ajo', 3], ['chile-polvo', 4], ['comino', 1], ['aceite-vegetal', 6], ['agua', 60]],
    cooked_grams: 450,
    ref: 'Chili con carne casero (norte de México y Texas): carne molida de res con frijol rojo, tomate, cebolla, chile en polvo y comino',
  },
  'tamal-de-pollo': {
    ingredients: [['masa-harina', 45], ['manteca-cerdo', 12], ['caldo-pollo', 50], ['pollo-deshilachado', 30], ['salsa-verde', 20]],
    cooked_grams: 150,
    ref: 'Tamal de pollo en salsa verde (centro de México): masa de maíz batida con manteca y caldo, rellena de pollo deshebrado y salsa verde, cocida al vapor en hoja de maíz',
  },
  // --- Centroamérica ---
  'pupusa-de-queso': {
    ingredients: [['masa-harina', 55], ['agua', 50], ['queso-fresco', 45], ['aceite-vegetal', 5], ['repollo', 30], ['zanahoria', 8], ['vinagre', 5], ['salsa-roja', 15]],
    cooked_grams: 190,
    ref: 'Pupusa de queso salvadoreña: masa de maíz rellena de quesillo, cocida en plancha; con curtido de repollo y zanahoria en vinagre y salsa de tomate',
  },
  'pupusa-revuelta': {
    ingredients: [['masa-harina', 55], ['agua', 50], ['chicharron', 15], ['frijol-rojo', 15], ['queso-fresco', 20], ['aceite-vegetal', 3], ['repollo', 30], ['zanahoria', 8], ['vinagre', 5], ['salsa-roja', 15]],
    cooked_grams: 190,
    ref: 'Pupusa revuelta salvadoreña: masa de maíz rellena de chicharrón molido, frijol y quesillo, cocida en plancha; con curtido y salsa de tomate',
  },
  casado: {
    ingredients: [['arroz-blanco', 150], ['frijol-negro', 100], ['res-bistec', 120], ['platano-maduro', 60], ['repollo', 40], ['tomate', 30], ['aceite-vegetal', 14], ['huevo-frito', 50]],
    cooked_grams: 520,
    ref: 'Casado costarricense de soda: arroz, frijoles negros, bistec de res encebollado, plátano maduro frito, ensalada de repollo y tomate, y huevo frito',
  },
  chifrijo: {
    ingredients: [['arroz-blanco', 120], ['frijol-rojo', 100], ['chicharron', 50], ['tomate', 40], ['cebolla', 15], ['culantro', 3], ['limon-jugo', 5], ['palta', 30], ['totopos', 15]],
    cooked_grams: 375,
    ref: 'Chifrijo de bar costarricense: arroz y frijoles tiernos con chicharrón de cerdo, pico de gallo, aguacate y tortilla tostada',
  },
  'plato-tipico': {
    ingredients: [['frijol-rojo', 120], ['res-bistec', 110], ['platano-maduro', 60], ['queso-fresco', 25], ['crema-acida', 15], ['palta', 30], ['tortilla-maiz', 50], ['aceite-vegetal', 8], ['arroz-blanco', 80], ['repollo', 30]],
    cooked_grams: 495,
    ref: 'Plato típico hondureño: carne asada, frijoles fritos, arroz, plátano maduro frito, queso, mantequilla (crema) rala, aguacate, ensalada de repollo y tortillas',
  },
  pepian: {
    ingredients: [['pollo-muslo-piel', 100], ['pollo-muslo', 80], ['tomate', 100], ['tomatillo', 40], ['aji-seco', 6], ['pepitas-zapallo', 10], ['ajonjoli', 8], ['cebolla', 20], ['papa', 60], ['vainita', 40], ['caldo-pollo', 80], ['arroz-blanco', 60]],
    cooked_grams: 490,
    ref: 'Pepián de pollo guatemalteco: pollo con piel en recado de tomate, miltomate, chiles secos y pepitas y ajonjolí tostados y molidos, con papa y ejote; con arroz',
  },
  hilachas: {
    ingredients: [['res-falda', 120], ['res-pecho', 80], ['tomate', 60], ['tomatillo', 30], ['aji-seco', 4], ['aceite-vegetal', 10], ['papa', 40]],
    cooked_grams: 260,
    ref: 'Hilachas guatemaltecas: falda y pecho de res cocidos y deshilachados en recado espeso de tomate, miltomate y chile guaque, con papa',
  },
  'indio-viejo': {
    ingredients: [['res-falda', 140], ['masa-harina', 30], ['tomate', 80], ['cebolla', 40], ['pimiento-verde', 30], ['naranja', 40], ['aceite-vegetal', 8], ['caldo-res', 150]],
    cooked_grams: 420,
    ref: 'Indio viejo nicaragüense: posta de res cocida y deshilachada, guisada con tortilla o masa de maíz disuelta en el caldo, tomate, cebolla, chiltoma y naranja agria',
  },
  // --- Caribe ---
  'ropa-vieja': {
    ingredients: [['res-falda', 150], ['res-pecho', 100], ['tomate-lata', 60], ['cebolla', 40], ['pimiento-rojo', 40], ['ajo', 4], ['aceite-oliva', 20], ['comino', 1]],
    cooked_grams: 300,
    ref: 'Ropa vieja cubana: falda y pecho de res hervidos y deshilachados, sofritos con tomate, cebolla, ají y ajo en aceite de oliva, con comino (el plato de carne; el arroz se sirve aparte)',
  },
  'la-bandera': {
    ingredients: [['arroz-blanco', 200], ['frijol-rojo', 110], ['pollo-muslo-piel', 150], ['tomate', 40], ['cebolla', 20], ['aceite-vegetal', 14], ['lechuga', 20]],
    cooked_grams: 500,
    ref: 'La bandera dominicana: arroz blanco, habichuelas rojas guisadas y pollo guisado, con ensalada verde',
  },
  'arroz-con-gandules': {
    ingredients: [['arroz-blanco', 200], ['arveja', 50], ['jamon-cocido', 20], ['tomate', 30], ['pimiento-verde', 20], ['cebolla', 15], ['aceituna-verde', 8], ['aceite-vegetal', 8]],
    cooked_grams: 340,
    ref: 'Arroz con gandules puertorriqueño: arroz cocido con gandules (aquí arvejas, la legumbre verde más cercana del catálogo), sofrito, jamón y aceitunas',
  },
  'pollo-guisado': {
    ingredients: [['pollo-muslo-piel', 200], ['tomate', 60], ['pasta-tomate', 10], ['cebolla', 30], ['pimiento-verde', 20], ['ajo', 3], ['aceite-vegetal', 8], ['papa', 60], ['aceituna-verde', 8], ['arroz-blanco', 100]],
    cooked_grams: 420,
    ref: 'Pollo guisado dominicano: pollo con piel sazonado con sofrito, ajo y orégano, guisado con pasta de tomate, papa y aceitunas; con arroz blanco',
  },
  'carne-guisada-pr': {
    ingredients: [['res-pecho', 200], ['papa', 100], ['zanahoria', 30], ['tomate-lata', 60], ['pimiento-verde', 20], ['cebolla', 30], ['aceituna-verde', 10], ['aceite-vegetal', 15]],
    cooked_grams: 390,
    ref: 'Carne guisada puertorriqueña: res de pecho en trozos con sofrito, salsa de tomate, papa, zanahoria y aceitunas (el arroz se sirve aparte)',
  },
  'asopao-de-pollo': {
    ingredients: [['pollo-muslo-piel', 150], ['arroz-blanco', 150], ['tomate-lata', 50], ['cebolla', 20], ['pimiento-verde', 20], ['arveja', 20], ['aceituna-verde', 8], ['aceite-vegetal', 10], ['caldo-pollo', 150]],
    cooked_grams: 520,
    ref: 'Asopao de pollo puertorriqueño: pollo con sofrito y arroz en caldo espeso, con tomate, gandules o guisantes y aceitunas',
  },
  'sancocho-dominicano': {
    ingredients: [['res-pecho', 100], ['cerdo-costilla', 80], ['pollo-muslo-piel', 100], ['platano-verde', 100], ['yuca', 100], ['name', 80], ['zapallo', 50], ['cebolla', 20], ['ajo', 3], ['aceite-vegetal', 8], ['agua', 300]],
    cooked_grams: 720,
    ref: 'Sancocho dominicano de tres carnes: res, cerdo y pollo sofritos y hervidos con plátano verde, yuca, ñame y auyama hasta espesar (para dos platos)',
  },
  'mondongo-pr': {
    ingredients: [['res-mondongo', 200], ['papa', 120], ['zapallo', 60], ['tomate-lata', 50], ['cebolla', 20], ['pimiento-verde', 20], ['jamon-cocido', 30], ['garbanzo', 60], ['aceite-vegetal', 10], ['caldo-res', 150]],
    cooked_grams: 640,
    ref: 'Mondongo puertorriqueño: panza de res hervida con sofrito, jamón, papa, calabaza y garbanzos en caldo de tomate',
  },
  'lechon-asado': {
    ingredients: [['cerdo-paleta', 250], ['naranja', 30], ['limon-jugo', 10], ['ajo', 6], ['oregano', 1], ['comino', 1], ['aceite-oliva', 5]],
    cooked_grams: 200,
    ref: 'Lechón asado cubano: paleta de cerdo marinada en mojo de naranja agria, ajo, orégano y comino, asada al horno; 250 g crudos dan ~200 g',
  },
  pernil: {
    ingredients: [['cerdo-paleta', 250], ['ajo', 8], ['oregano', 1], ['vinagre', 5], ['aceite-oliva', 6]],
    cooked_grams: 200,
    ref: 'Pernil puertorriqueño: paleta de cerdo adobada con ajo, orégano, vinagre y aceite, asada lentamente; 250 g crudos dan ~200 g',
  },
  pastelon: {
    ingredients: [['platano-maduro', 90], ['res-molida', 50], ['tomate-lata', 20], ['cebolla', 10], ['queso-edam', 30], ['huevo', 15], ['aceite-vegetal', 18]],
    cooked_grams: 190,
    ref: 'Pastelón puertorriqueño: capas de plátano maduro frito con picadillo de res en sofrito, queso y huevo batido, horneado (una porción)',
  },
  'ajiaco-criollo': {
    ingredients: [['res-pecho', 70], ['cerdo-costilla', 60], ['choclo', 60], ['yuca', 60], ['malanga', 50], ['name', 40], ['platano-verde', 50], ['zapallo', 40], ['tomate', 30], ['cebolla', 20], ['aceite-vegetal', 6], ['agua', 200]],
    cooked_grams: 430,
    ref: 'Ajiaco criollo cubano: tasajo o res y cerdo hervidos con maíz tierno, yuca, malanga, ñame, plátano y calabaza, con sofrito, hasta espesar',
  },
  // --- Perú, Ecuador, Bolivia ---
  'lomo-saltado': {
    ingredients: [['res-lomo', 150], ['cebolla', 60], ['tomate', 60], ['aji-amarillo', 10], ['sillao', 10], ['vinagre', 5], ['aceite-vegetal', 12], ['papas-fritas', 80], ['arroz-blanco', 100], ['culantro', 2]],
    cooked_grams: 430,
    ref: 'Lomo saltado limeño: lomo de res salteado al wok con cebolla, tomate y ají amarillo, sillao y vinagre; con papas fritas y arroz blanco',
  },
  'aji-de-gallina': {
    ingredients: [['pollo-pechuga', 130], ['pan-frances', 25], ['leche-evaporada', 60], ['aji-amarillo', 25], ['cebolla', 40], ['ajo', 3], ['nuez', 8], ['queso-parmesano', 8], ['aceite-vegetal', 12], ['caldo-pollo', 80], ['papa', 80], ['huevo-duro', 25], ['aceituna', 6], ['arroz-blanco', 100]],
    cooked_grams: 540,
    ref: 'Ají de gallina limeño: gallina o pollo deshilachado en crema de ají amarillo, pan remojado en leche evaporada, nueces y queso; sobre papa amarilla con medio huevo, aceituna y arroz',
  },
  'seco-de-carne': {
    ingredients: [['res-guiso', 150], ['culantro', 15], ['aji-amarillo', 10], ['cebolla', 40], ['ajo', 3], ['arveja', 30], ['zanahoria', 30], ['aceite-vegetal', 10], ['caldo-res', 80], ['arroz-blanco', 120], ['frijol-canario', 60]],
    cooked_grams: 490,
    ref: 'Seco de carne norteño (Perú): res guisada en aderezo de culantro licuado, ají, cebolla y chicha o cerveza, con arvejas y zanahoria; con arroz y frejoles',
  },
  'tallarin-rojo': {
    ingredients: [['pasta', 220], ['pollo-muslo', 100], ['tomate', 100], ['pasta-tomate', 10], ['cebolla', 30], ['zanahoria', 20], ['ajo', 3], ['aceite-vegetal', 10], ['queso-parmesano', 8]],
    cooked_grams: 470,
    ref: 'Tallarines rojos caseros (Perú): spaghetti con salsa de tomate, cebolla, zanahoria y ajo, con una presa de pollo guisada en ella y queso rallado',
  },
  'arroz-tapado': {
    ingredients: [['arroz-blanco', 200], ['res-molida', 90], ['cebolla', 30], ['tomate', 30], ['aji-amarillo', 5], ['pasas', 8], ['aceituna', 8], ['huevo-duro', 25], ['aceite-vegetal', 10]],
    cooked_grams: 380,
    ref: 'Arroz tapado casero (Perú): arroz blanco moldeado con relleno de carne molida en aderezo de cebolla, tomate y ají, con pasas, aceituna y huevo duro',
  },
  carapulcra: {
    ingredients: [['papa', 120], ['cerdo-paleta', 100], ['mani', 10], ['aji-seco', 6], ['cebolla', 30], ['ajo', 3], ['aceite-vegetal', 8], ['caldo-res', 200], ['arroz-blanco', 60]],
    cooked_grams: 490,
    ref: 'Carapulcra chinchana: papa seca (aquí papa) guisada con cerdo, ají panca, maní tostado, cebolla y ajo en caldo; con arroz',
  },
  'seco-de-pollo': {
    ingredients: [['pollo-muslo-piel', 180], ['culantro', 15], ['cebolla', 40], ['tomate', 40], ['pimiento-rojo', 20], ['ajo', 3], ['naranja', 30], ['aceite-vegetal', 8], ['caldo-pollo', 60], ['arroz-blanco', 100]],
    cooked_grams: 460,
    ref: 'Seco de pollo ecuatoriano: presas de pollo guisadas en refrito de cebolla, tomate, pimiento, naranjilla y cilantro (con chicha o cerveza); con arroz',
  },
  guatita: {
    ingredients: [['res-mondongo', 180], ['papa', 150], ['mantequilla-mani', 25], ['leche-entera', 80], ['cebolla', 30], ['ajo', 3], ['aceite-vegetal', 8], ['caldo-res', 100], ['culantro', 3]],
    cooked_grams: 520,
    ref: 'Guatita ecuatoriana: mondongo cocido en salsa de maní con leche, papa y refrito de cebolla y ajo, con cilantro',
  },
  'arroz-con-menestra': {
    ingredients: [['arroz-blanco', 130], ['lenteja', 80], ['res-bistec', 80], ['cebolla', 15], ['tomate', 20], ['aceite-vegetal', 6], ['platano-maduro', 30]],
    cooked_grams: 320,
    ref: 'Arroz con menestra y carne asada (Guayaquil): arroz blanco, menestra de lenteja con refrito, carne asada y patacón o maduro',
  },
  'churrasco-ecuatoriano': {
    ingredients: [['res-bistec', 130], ['huevo-frito', 50], ['papas-fritas', 80], ['arroz-blanco', 90], ['aceite-vegetal', 10], ['palta', 20], ['tomate', 15]],
    cooked_grams: 358,
    ref: 'Churrasco ecuatoriano: bistec de res a la plancha con huevo frito, papas fritas, arroz y ensalada de tomate, cebolla y aguacate',
  },
  'sajta-de-pollo': {
    ingredients: [['pollo-muslo-piel', 150], ['aji-amarillo', 15], ['cebolla', 40], ['tomate', 20], ['arveja', 20], ['aceite-vegetal', 8], ['caldo-pollo', 100], ['papa', 100], ['culantro', 3]],
    cooked_grams: 420,
    ref: 'Sajta de pollo paceña: pollo guisado en ají amarillo con cebolla, tomate y arvejas; con papa (chuño en el original) y sarsa de cebolla',
  },
  'tamal-peruano': {
    ingredients: [['masa-harina', 70], ['manteca-cerdo', 18], ['caldo-pollo', 70], ['aji-amarillo', 8], ['pollo-muslo', 45], ['huevo-duro', 15], ['aceituna', 6], ['mani', 4]],
    cooked_grams: 220,
    ref: 'Tamal criollo limeño: masa de maíz molido con manteca, caldo y ají, relleno de pollo, huevo, aceituna y maní, cocido en hoja de plátano',
  },
  'papa-rellena': {
    ingredients: [['papa', 130], ['res-molida', 45], ['cebolla', 15], ['pasas', 5], ['huevo-duro', 10], ['aceituna', 5], ['harina-trigo', 5], ['huevo', 10], ['aceite-vegetal', 10]],
    cooked_grams: 210,
    ref: 'Papa rellena limeña: puré de papa relleno de picadillo de carne con cebolla, pasas, huevo y aceituna, pasada por harina y huevo y frita',
  },
  hornado: {
    ingredients: [['cerdo-paleta', 180], ['ajo', 5], ['comino', 1], ['naranja', 20], ['mote', 60], ['tomate', 15], ['cebolla', 10]],
    cooked_grams: 215,
    ref: 'Hornado ecuatoriano: cerdo adobado con ajo, comino y chicha, horneado (180 g crudos dan ~140 g), con mote y curtido de tomate y cebolla',
  },
  jalea: {
    ingredients: [['corvina', 150], ['calamar', 60], ['langostino', 40], ['harina-trigo', 30], ['huevo', 15], ['aceite-vegetal', 30], ['yuca', 60], ['cebolla', 30], ['limon-jugo', 10]],
    cooked_grams: 380,
    ref: 'Jalea mixta peruana: pescado, calamar y langostinos enharinados y fritos, con yuca frita y salsa criolla de cebolla y limón',
  },
  'pescado-frito': {
    ingredients: [['corvina', 140], ['harina-trigo', 15], ['huevo', 10], ['aceite-vegetal', 18], ['limon-jugo', 5]],
    cooked_grams: 150,
    ref: 'Pescado frito casero: filete de pescado blanco pasado por harina y huevo, frito en aceite, con limón (140 g crudo dan ~150 g con su rebozado)',
  },
  // --- Colombia, Venezuela ---
  'carne-mechada': {
    ingredients: [['res-falda', 180], ['tomate', 60], ['cebolla', 30], ['pimiento-rojo', 20], ['ajo', 3], ['aceite-vegetal', 14], ['comino', 1]],
    cooked_grams: 220,
    ref: 'Carne mechada venezolana: falda de res hervida y desmechada, sofrita con tomate, cebolla, ají dulce, pimentón y ajo',
  },
  'asado-negro': {
    ingredients: [['res-bistec', 200], ['azucar-rubia', 15], ['cebolla', 40], ['ajo', 4], ['salsa-inglesa', 8], ['aceite-vegetal', 12], ['platano-maduro', 60]],
    cooked_grams: 260,
    ref: 'Asado negro caraqueño: muchacho redondo de res dorado en papelón caramelizado y guisado con cebolla, ajo y salsa inglesa; con tajadas de plátano maduro (el arroz se sirve aparte)',
  },
  'pollo-sudado': {
    ingredients: [['pollo-muslo-piel', 180], ['papa', 130], ['yuca', 60], ['tomate', 80], ['cebolla', 30], ['ajo', 3], ['aceite-vegetal', 6], ['comino', 1], ['agua', 60], ['culantro', 3]],
    cooked_grams: 450,
    ref: 'Pollo sudado colombiano: presas de pollo cocidas tapadas en hogao de tomate y cebolla larga, con papa y yuca',
  },
  lechona: {
    ingredients: [['cerdo-pierna', 70], ['cerdo-paleta', 60], ['arveja-partida', 90], ['arroz-blanco', 60], ['cebolla', 20], ['ajo', 3], ['comino', 1]],
    cooked_grams: 260,
    ref: 'Lechona tolimense: cerdo y su piel rellenos de arveja amarilla cocida y arroz con cebolla larga, ajo y comino, horneados',
  },
  hallaca: {
    ingredients: [['harina-maiz-precocida', 55], ['manteca-cerdo', 8], ['caldo-pollo', 70], ['res-guiso', 25], ['cerdo-paleta', 20], ['pollo-carne', 20], ['cebolla', 15], ['pimiento-rojo', 10], ['pasas', 4], ['aceituna', 5], ['aji-seco', 1]],
    cooked_grams: 232,
    ref: 'Hallaca venezolana: masa de maíz con manteca onoto, rellena de guiso de res, cerdo y gallina con ají dulce, pasas y aceitunas, cocida en hoja de plátano',
  },
  // --- Cono Sur ---
  milanesa: {
    ingredients: [['res-bistec', 110], ['huevo', 20], ['pan-rallado', 25], ['aceite-vegetal', 12]],
    cooked_grams: 150,
    ref: 'Milanesa de carne rioplatense: bife de nalga pasado por huevo y pan rallado, frito (110 g crudos dan ~150 g empanada)',
  },
  'milanesa-napolitana': {
    ingredients: [['res-bistec', 130], ['huevo', 25], ['pan-rallado', 30], ['aceite-vegetal', 14], ['salsa-tomate', 25], ['jamon-cocido', 20], ['queso-mozzarella', 35]],
    cooked_grams: 240,
    ref: 'Milanesa a la napolitana (Buenos Aires): milanesa de carne frita, cubierta con salsa de tomate, jamón y mozzarella gratinada',
  },
  'empanada-argentina': {
    ingredients: [['harina-trigo', 30], ['manteca-cerdo', 7], ['res-molida', 35], ['cebolla', 20], ['huevo-duro', 8], ['aceituna-verde', 4], ['paprika', 1], ['comino', 0.5], ['huevo', 4]],
    cooked_grams: 100,
    ref: 'Empanada de carne argentina al horno: tapa de harina y grasa, relleno de carne picada a cuchillo con cebolla, pimentón, comino, huevo duro y aceituna',
  },
  'bife-de-chorizo': {
    ingredients: [['res-entrecot', 380], ['sal', 2]],
    cooked_grams: 300,
    ref: 'Bife de chorizo a la parrilla (Argentina, Uruguay): un bife de ~380 g crudo con su grasa, asado a punto (~300 g), con sal gruesa',
  },
  ravioles: {
    ingredients: [['harina-trigo', 70], ['huevo', 20], ['ricota', 40], ['espinaca-cocida', 30], ['res-molida', 30], ['salsa-tomate', 120], ['cebolla', 20], ['aceite-oliva', 6], ['queso-parmesano', 10]],
    cooked_grams: 330,
    ref: 'Ravioles caseros del domingo (Río de la Plata): pasta al huevo rellena de ricota, verdura y carne, con tuco de tomate y queso rallado',
  },
  buseca: {
    ingredients: [['res-mondongo', 150], ['chorizo', 30], ['frijol-blanco', 80], ['papa', 80], ['zanahoria', 30], ['tomate-lata', 80], ['cebolla', 30], ['pimiento-rojo', 20], ['aceite-vegetal', 8], ['caldo-res', 120]],
    cooked_grams: 600,
    ref: 'Buseca uruguaya: mondongo con chorizo, porotos blancos, papa, zanahoria y salsa de tomate con cebolla y morrón',
  },
  'vori-vori': {
    ingredients: [['pollo-muslo-piel', 120], ['harina-maiz-precocida', 40], ['queso-fresco', 25], ['zanahoria', 30], ['cebolla', 25], ['pimiento-rojo', 20], ['aceite-vegetal', 6], ['agua', 250]],
    cooked_grams: 480,
    ref: 'Vori vori paraguayo: caldo de gallina con bolitas de harina de maíz y queso Paraguay, zanahoria, cebolla y locote',
  },
  // --- España ---
  'paella-valenciana': {
    ingredients: [['arroz-blanco-crudo', 90], ['pollo-muslo-piel', 100], ['conejo', 60], ['vainita', 40], ['pallar', 30], ['tomate', 30], ['aceite-oliva', 18], ['paprika', 1], ['agua', 220]],
    cooked_grams: 390,
    ref: 'Paella valenciana: arroz bomba (90 g crudo por persona) con pollo y conejo sofritos en aceite de oliva, judía verde, garrofó, tomate, pimentón y azafrán',
  },
  'paella-de-marisco': {
    ingredients: [['arroz-blanco-crudo', 80], ['langostino', 50], ['calamar', 50], ['choros', 40], ['pimiento-rojo', 20], ['tomate', 30], ['ajo', 3], ['aceite-oliva', 15], ['caldo-pescado', 220]],
    cooked_grams: 400,
    ref: 'Paella de marisco: arroz (80 g crudo por persona) en fumet con calamar, gambas y mejillones, sofrito de tomate, pimiento y ajo en aceite de oliva',
  },
  'caldo-gallego': {
    ingredients: [['frijol-blanco', 70], ['papa', 100], ['repollo', 60], ['cerdo-costilla', 50], ['chorizo', 20], ['manteca-cerdo', 5], ['agua', 200]],
    cooked_grams: 400,
    ref: 'Caldo gallego: alubias blancas, patata y grelos o berza cocidos con costilla de cerdo, chorizo y unto',
  },
  'patatas-bravas': {
    ingredients: [['papa', 180], ['aceite-oliva', 18], ['pasta-tomate', 10], ['paprika', 3], ['mayonesa', 15], ['ajo', 2]],
    cooked_grams: 200,
    ref: 'Patatas bravas de bar madrileño: patata cocida en dados y frita en aceite de oliva, con salsa brava de pimentón picante y alioli',
  },
  'gambas-al-ajillo': {
    ingredients: [['langostino', 120], ['aceite-oliva', 30], ['ajo', 8], ['aji-seco', 1], ['perejil', 2], ['pan-frances', 30]],
    cooked_grams: 170,
    ref: 'Gambas al ajillo de taberna: gambas peladas en cazuela de barro con abundante aceite de oliva, ajo laminado, guindilla y perejil; con pan para mojar',
  },
  'albondigas-en-salsa': {
    ingredients: [['res-molida-regular', 60], ['cerdo-molido', 30], ['pan-rallado', 10], ['huevo', 10], ['harina-trigo', 5], ['aceite-oliva', 10], ['cebolla', 20], ['tomate-lata', 30], ['caldo-res', 30]],
    cooked_grams: 150,
    ref: 'Albóndigas en salsa caseras (España): carne picada de ternera y cerdo con pan y huevo, enharinadas y fritas, guisadas en salsa de cebolla, tomate y caldo',
  },
  'ensaladilla-rusa': {
    ingredients: [['papa', 150], ['zanahoria-cocida', 30], ['arveja', 20], ['atun-aceite', 25], ['huevo-duro', 25], ['aceituna-verde', 8], ['mayonesa', 35]],
    cooked_grams: 290,
    ref: 'Ensaladilla rusa de bar español: patata y zanahoria cocidas con guisantes, atún, huevo duro y aceitunas, ligadas con mayonesa',
  },
  callos: {
    ingredients: [['res-mondongo', 180], ['chorizo', 30], ['jamon-curado', 15], ['garbanzo', 80], ['cebolla', 30], ['tomate-lata', 40], ['paprika', 3], ['aceite-oliva', 10], ['caldo-res', 120]],
    cooked_grams: 480,
    ref: 'Callos a la madrileña: callos de ternera guisados con chorizo, jamón y morcilla en salsa de pimentón y tomate (con garbanzos, como en muchas casas)',
  },
  'arroz-negro': {
    ingredients: [['arroz-blanco-crudo', 80], ['calamar', 100], ['aceite-oliva', 22], ['cebolla', 20], ['tomate', 20], ['ajo', 3], ['caldo-pescado', 180], ['mayonesa', 15]],
    cooked_grams: 330,
    ref: 'Arroz negro valenciano: arroz con sepia o calamar y su tinta en fumet, sofrito de cebolla, tomate y ajo en aceite de oliva; con alioli',
  },
  'bacalao-a-la-vizcaina': {
    ingredients: [['bacalao', 180], ['cebolla', 80], ['pimiento-rojo', 30], ['aji-seco', 5], ['tomate-lata', 40], ['ajo', 4], ['aceite-oliva', 35]],
    cooked_grams: 300,
    ref: 'Bacalao a la vizcaína: lomos de bacalao desalado en salsa de cebolla pochada y carne de pimiento choricero en abundante aceite de oliva',
  },
  'merluza-a-la-romana': {
    ingredients: [['merluza', 140], ['harina-trigo', 15], ['huevo', 20], ['aceite-oliva', 18], ['limon', 5]],
    cooked_grams: 155,
    ref: 'Merluza a la romana: rodajas de merluza enharinadas, pasadas por huevo y fritas en aceite de oliva, con limón',
  },
  'macarrones-con-queso': {
    ingredients: [['pasta', 230], ['leche-entera', 80], ['mantequilla', 12], ['harina-trigo', 8], ['queso-cheddar', 60]],
    cooked_grams: 380,
    ref: 'Macarrones con queso caseros: pasta cocida en bechamel de leche, mantequilla y harina con queso cheddar fundido, gratinada',
  },
  'pasta-con-salsa-de-tomate': {
    ingredients: [['pasta', 200], ['salsa-tomate', 160], ['cebolla', 20], ['ajo', 3], ['aceite-oliva', 6], ['queso-parmesano', 6], ['albahaca', 2]],
    cooked_grams: 385,
    ref: 'Pasta con salsa de tomate casera: pasta cocida con salsa de tomate sofrita con cebolla y ajo en aceite de oliva, albahaca y queso rallado',
  },
  'yogur-con-granola': {
    ingredients: [['yogur-griego', 200], ['avena', 30], ['miel', 10], ['almendra', 8], ['fresa', 30]],
    cooked_grams: 278,
    ref: 'Desayuno de yogur con granola: yogur griego con avena tostada, almendras y miel, y fresas',
  },
  // --- México (antojitos y guisos, segunda tanda) ---
  'tacos-de-pollo': {
    ingredients: [['tortilla-maiz', 50], ['pollo-deshilachado', 50], ['aceite-vegetal', 5], ['cebolla', 8], ['culantro', 2], ['salsa-verde', 15], ['queso-cotija', 8], ['crema-acida', 10]],
    cooked_grams: 143,
    ref: 'Tacos de pollo caseros (México): pollo deshebrado guisado en doble tortilla de maíz, con cebolla, cilantro, salsa verde, queso cotija y crema',
  },
  'tacos-de-pescado': {
    ingredients: [['tortilla-maiz', 30], ['tilapia', 60], ['harina-trigo', 8], ['aceite-vegetal', 8], ['repollo', 15], ['crema-acida', 10], ['mayonesa', 6], ['salsa-roja', 10], ['limon-jugo', 3]],
    cooked_grams: 146,
    ref: 'Taco de pescado estilo Baja California (Ensenada): filete de pescado blanco capeado y frito en tortilla de maíz, con repollo, salsa de crema y mayonesa, salsa roja y limón',
  },
  'tacos-de-carnitas': {
    ingredients: [['tortilla-maiz', 50], ['cerdo-paleta', 80], ['manteca-cerdo', 5], ['cebolla', 10], ['culantro', 3], ['salsa-verde', 15]],
    cooked_grams: 138,
    ref: 'Taco de carnitas michoacanas: cerdo confitado en su manteca (80 g crudo dan ~55 g) en doble tortilla de maíz, con cebolla, cilantro y salsa verde',
  },
  'tostada-de-tinga': {
    ingredients: [['tostada-maiz', 15], ['frijol-negro', 30], ['pollo-deshilachado', 40], ['tomate', 20], ['cebolla', 10], ['aji-seco', 2], ['lechuga', 10], ['crema-acida', 10], ['queso-fresco', 10], ['aceite-vegetal', 3]],
    cooked_grams: 145,
    ref: 'Tostada de tinga poblana: tostada de maíz untada de frijoles, con tinga de pollo (pollo deshebrado en jitomate, cebolla y chipotle), lechuga, crema y queso fresco',
  },
  'tostada-de-pollo': {
    ingredients: [['tostada-maiz', 15], ['frijol-negro', 35], ['pollo-deshilachado', 40], ['lechuga', 15], ['tomate', 20], ['crema-acida', 10], ['queso-fresco', 10], ['salsa-verde', 10], ['aceite-vegetal', 2]],
    cooked_grams: 157,
    ref: 'Tostada de pollo casera (México, Guatemala, Honduras): tostada de maíz con frijoles refritos, pollo deshebrado, lechuga, jitomate, crema, queso y salsa',
  },
  'quesadilla-de-pollo': {
    ingredients: [['tortilla-trigo', 70], ['queso-asadero', 45], ['pollo-deshilachado', 40], ['aceite-vegetal', 3], ['salsa-verde', 10]],
    cooked_grams: 166,
    ref: 'Quesadilla de pollo norteña: tortilla de harina grande doblada con queso asadero y pollo deshebrado, dorada en comal, con salsa',
  },
  'quesadilla-de-verduras': {
    ingredients: [['tortilla-maiz', 60], ['queso-asadero', 60], ['zapallito', 40], ['champinon', 20], ['cebolla', 10], ['epazote', 2], ['aceite-vegetal', 8], ['salsa-verde', 10]],
    cooked_grams: 185,
    ref: 'Quesadilla de flor de calabaza (Ciudad de México): tortilla de maíz con queso Oaxaca, flor de calabaza y calabacita (la flor no está en el catálogo: se cuenta como calabacita), champiñones, cebolla y epazote salteados, dorada en comal',
  },
  'burrito-de-carne': {
    ingredients: [['tortilla-trigo', 80], ['res-falda', 90], ['frijol-pinto', 80], ['arroz-blanco', 50], ['queso-cheddar', 20], ['salsa-roja', 20], ['aceite-vegetal', 5]],
    cooked_grams: 320,
    ref: 'Burrito de carne del norte de México: tortilla de harina grande con carne asada picada (90 g cruda), frijoles, arroz, queso y salsa',
  },
  'burrito-de-frijoles': {
    ingredients: [['tortilla-trigo', 80], ['frijol-pinto', 120], ['arroz-blanco', 60], ['queso-cheddar', 15], ['salsa-roja', 20], ['aceite-vegetal', 4], ['lechuga', 10]],
    cooked_grams: 305,
    ref: 'Burrito de frijoles del norte de México: tortilla de harina grande con frijoles refritos, arroz, queso, salsa y lechuga',
  },
  'taco-de-huevo': {
    ingredients: [['tortilla-trigo', 70], ['huevo', 100], ['tomate', 20], ['cebolla', 10], ['jalapeno', 5], ['aceite-vegetal', 6], ['frijol-pinto', 40]],
    cooked_grams: 210,
    ref: 'Burrito de huevo a la mexicana de desayuno (norte de México): dos huevos revueltos con jitomate, cebolla y chile en tortilla de harina, con frijoles',
  },
  gorditas: {
    ingredients: [['masa-harina', 60], ['agua', 50], ['aceite-vegetal', 6], ['chicharron', 25], ['salsa-verde', 20], ['queso-fresco', 10], ['lechuga', 10], ['cebolla', 5]],
    cooked_grams: 180,
    ref: 'Gordita de chicharrón prensado (centro de México): masa de maíz gruesa cocida en comal y dorada, abierta y rellena de chicharrón de cerdo guisado en salsa verde, con queso, lechuga y cebolla',
  },
  'carne-guisada': {
    ingredients: [['res-guiso', 170], ['tomate', 120], ['cebolla', 30], ['ajo', 3], ['aji-verde', 15], ['aceite-vegetal', 8], ['caldo-res', 150], ['comino', 1], ['tortilla-trigo', 40]],
    cooked_grams: 460,
    ref: 'Carne guisada norteña: res en trozos dorada y guisada en salsa de jitomate con chile, cebolla, ajo y comino; con tortillas de harina',
  },
  'picadillo-mx': {
    ingredients: [['res-molida-regular', 200], ['tomate', 80], ['cebolla', 30], ['ajo', 3], ['zanahoria', 30], ['arveja', 20], ['aceite-vegetal', 8]],
    cooked_grams: 330,
    ref: 'Picadillo mexicano: carne molida de res guisada con jitomate, cebolla, ajo, zanahoria y chícharos',
  },
  'tamal-de-carne': {
    ingredients: [['masa-harina', 45], ['manteca-cerdo', 12], ['caldo-res', 50], ['cerdo-paleta', 30], ['salsa-roja', 20], ['aji-seco', 2]],
    cooked_grams: 150,
    ref: 'Tamal de puerco en chile rojo (centro de México): masa de maíz batida con manteca y caldo, rellena de cerdo en salsa de chile guajillo, cocida al vapor en hoja de maíz',
  },
  tlacoyos: {
    ingredients: [['masa-harina', 45], ['agua', 40], ['frijol-negro', 25], ['aceite-vegetal', 3], ['nopal', 20], ['queso-fresco', 10], ['salsa-verde', 15], ['cebolla', 5]],
    cooked_grams: 150,
    ref: 'Tlacoyo del centro de México: masa de maíz azul rellena de frijol, cocida en comal, con nopales, queso fresco, cebolla y salsa verde',
  },
  flautas: {
    ingredients: [['tortilla-maiz', 35], ['pollo-deshilachado', 25], ['aceite-vegetal', 8], ['crema-acida', 8], ['queso-fresco', 5], ['lechuga', 5], ['salsa-verde', 8]],
    cooked_grams: 90,
    ref: 'Flauta de pollo: tortilla de maíz enrollada con pollo deshebrado y frita, con crema, queso fresco, lechuga y salsa verde',
  },
  // --- Centroamérica (segunda tanda) ---
  'tamal-chapin': {
    ingredients: [['masa-harina', 45], ['manteca-cerdo', 10], ['caldo-pollo', 60], ['cerdo-paleta', 25], ['tomate', 20], ['aji-seco', 2], ['pimiento-rojo', 5], ['aceituna', 4]],
    cooked_grams: 165,
    ref: 'Tamal colorado guatemalteco: masa de maíz cocida con manteca y caldo, con recado rojo de tomate y chiles, cerdo, chile pimiento y aceituna, envuelto en hoja de mashán',
  },
  'pupusa-de-frijol': {
    ingredients: [['masa-harina', 55], ['agua', 50], ['frijol-rojo', 35], ['queso-fresco', 20], ['aceite-vegetal', 3], ['repollo', 30], ['zanahoria', 8], ['vinagre', 5], ['salsa-roja', 15]],
    cooked_grams: 210,
    ref: 'Pupusa de frijol con queso salvadoreña: masa de maíz rellena de frijoles rojos molidos y fritos y quesillo, cocida en plancha; con curtido y salsa de tomate',
  },
  'tamal-de-olla': {
    ingredients: [['masa-harina', 100], ['caldo-pollo', 250], ['aceite-vegetal', 15], ['pollo-carne', 100], ['tomate', 40], ['cebolla', 30], ['pimiento-rojo', 20], ['aceituna', 10], ['pasas', 8]],
    cooked_grams: 500,
    ref: 'Tamal de olla panameño: masa de maíz cocida en caldo con aceite de achiote, con guiso de pollo, tomate, cebolla, pimiento, aceitunas y pasas, servido en cazuela',
  },
  // --- Caribe (segunda tanda) ---
  'chicharron-de-pollo': {
    ingredients: [['pollo-muslo-piel', 170], ['harina-trigo', 15], ['aceite-vegetal', 15], ['limon-jugo', 10], ['ajo', 3], ['oregano', 0.5]],
    cooked_grams: 150,
    ref: 'Chicharrón de pollo dominicano: trozos de pollo con piel adobados en limón, ajo y orégano, enharinados y fritos (170 g crudos dan ~150 g)',
  },
  'pasteles-pr': {
    ingredients: [['platano-verde', 60], ['malanga', 30], ['leche-entera', 10], ['aceite-vegetal', 8], ['cerdo-paleta', 35], ['pimiento-rojo', 5], ['cebolla', 5], ['aceituna', 4], ['garbanzo', 8]],
    cooked_grams: 160,
    ref: 'Pastel puertorriqueño: masa de guineo verde y yautía con aceite de achiote, relleno de cerdo guisado en sofrito con aceitunas y garbanzos, envuelto en hoja y hervido',
  },
  // --- Perú, Bolivia (segunda tanda) ---
  'pollo-a-la-brasa': {
    ingredients: [['pollo-pechuga', 150], ['pollo-muslo-piel', 110], ['sillao', 5], ['comino', 1], ['ajo', 3], ['aceite-vegetal', 3]],
    cooked_grams: 200,
    ref: 'Pollo a la brasa limeño: un cuarto de pollo con piel (pechuga y pierna, 260 g crudos dan ~200 g) macerado en sillao, comino, ajo y cerveza negra, asado en horno de leña; sin papas',
  },
  humitas: {
    ingredients: [['choclo', 100], ['queso-fresco', 15], ['mantequilla', 6], ['cebolla', 10], ['leche-entera', 10], ['azucar', 3]],
    cooked_grams: 130,
    ref: 'Humita andina: choclo rallado con queso fresco, mantequilla, cebolla y un poco de leche, envuelto en chala y cocido al vapor',
  },
  fricase: {
    ingredients: [['cerdo-costilla', 200], ['mote', 80], ['papa', 100], ['cebolla', 30], ['ajo', 4], ['aji-amarillo', 15], ['comino', 1], ['caldo-res', 200], ['pan-rallado', 10]],
    cooked_grams: 500,
    ref: 'Fricasé paceño: costilla de cerdo hervida en caldo con ají amarillo molido, cebolla, ajo y comino, espesado con pan rallado; con mote y papa (chuño en el original)',
  },
  // --- Colombia, Venezuela, Cono Sur (segunda tanda) ---
  'empanada-colombiana': {
    ingredients: [['harina-maiz-precocida', 30], ['agua', 25], ['papa', 20], ['res-molida', 15], ['cebolla', 5], ['tomate', 5], ['aceite-vegetal', 10]],
    cooked_grams: 90,
    ref: 'Empanada colombiana: masa de maíz amarillo rellena de papa y carne molida en hogao, frita en aceite (absorbe ~10 % de su peso)',
  },
  'empanada-venezolana': {
    ingredients: [['harina-maiz-precocida', 40], ['agua', 35], ['res-falda', 30], ['aceite-vegetal', 12], ['cebolla', 5], ['tomate', 5], ['queso-fresco', 10]],
    cooked_grams: 125,
    ref: 'Empanada venezolana: masa de harina de maíz precocida rellena de carne mechada y un poco de queso, frita en aceite',
  },
  'empanada-de-pollo': {
    ingredients: [['harina-trigo', 30], ['manteca-cerdo', 7], ['pollo-carne', 30], ['cebolla', 20], ['pimiento-rojo', 10], ['huevo-duro', 5], ['aceituna-verde', 3], ['huevo', 4], ['paprika', 0.5]],
    cooked_grams: 100,
    ref: 'Empanada de pollo argentina al horno: tapa de harina y grasa, relleno de pollo con cebolla, morrón, huevo duro y aceituna, pintada con huevo',
  },
  'empanada-de-queso': {
    ingredients: [['harina-trigo', 30], ['agua', 13], ['manteca-cerdo', 7], ['queso-mozzarella', 30], ['cebolla', 5], ['oregano', 0.3]],
    cooked_grams: 85,
    ref: 'Empanada de queso (Río de la Plata, Chile): tapa de harina y grasa rellena de mozzarella con cebolla y orégano, al horno',
  },
  'arroz-frito-vegetariano': {
    ingredients: [['arroz-blanco', 220], ['huevo', 30], ['arveja', 20], ['zanahoria', 20], ['cebolla-china', 10], ['sillao', 10], ['aceite-vegetal', 12]],
    cooked_grams: 310,
    ref: 'Arroz frito sin carne (chaufa de verduras de chifa): arroz cocido salteado al wok con huevo, arvejas, zanahoria, cebolla china y sillao',
  },
  // --- Platos que el brief pide y entran por su plato ---
  'gallo-pinto': {
    ingredients: [['arroz-blanco', 150], ['frijol-negro', 100], ['cebolla', 20], ['pimiento-rojo', 15], ['culantro', 5], ['aceite-vegetal', 10]],
    cooked_grams: 300,
    ref: 'Gallo pinto costarricense de desayuno: arroz del día anterior salteado con frijoles negros y su caldo, cebolla, chile dulce y culantro, con un chorrito de salsa Lizano (no está en el catálogo: ~5 kcal, no contada)',
  },
  locro: {
    ingredients: [['mote', 100], ['frijol-blanco', 40], ['zapallo', 100], ['res-pecho', 50], ['chorizo', 15], ['tocino', 10], ['cebolla', 20], ['pimiento-rojo', 10], ['paprika', 1], ['aceite-vegetal', 5], ['agua', 100]],
    cooked_grams: 420,
    ref: 'Locro criollo argentino (25 de mayo): maíz blanco pisado, porotos y zapallo cocidos hasta deshacerse con pecho de res, chorizo colorado y panceta, con grasa roja de cebolla, morrón y pimentón',
  },
  'enchiladas-rojas': {
    ingredients: [['tortilla-maiz', 75], ['aceite-vegetal', 6], ['pollo-deshilachado', 75], ['salsa-enchilada', 150], ['crema-acida', 20], ['queso-fresco', 20], ['cebolla', 15], ['lechuga', 15]],
    cooked_grams: 370,
    ref: 'Enchiladas rojas de pollo caseras (México, para tres): tortillas de maíz pasadas por aceite y por salsa de chile guajillo, rellenas de pollo deshebrado, con crema, queso fresco, cebolla y lechuga',
  },
  'enchiladas-verdes': {
    ingredients: [['tortilla-maiz', 75], ['aceite-vegetal', 6], ['pollo-deshilachado', 70], ['salsa-verde', 150], ['crema-acida', 25], ['queso-fresco', 20], ['cebolla', 15]],
    cooked_grams: 360,
    ref: 'Enchiladas verdes de pollo (México, para tres): tortillas de maíz pasadas por aceite, rellenas de pollo deshebrado y bañadas en salsa de tomate verde, con crema, queso fresco y cebolla',
  },
  'enchiladas-de-carne': {
    ingredients: [['tortilla-maiz', 75], ['aceite-vegetal', 6], ['res-falda', 80], ['salsa-enchilada', 150], ['queso-fresco', 20], ['crema-acida', 15], ['cebolla', 15]],
    cooked_grams: 345,
    ref: 'Enchiladas de carne (México, para tres): tortillas de maíz pasadas por aceite y salsa de chile rojo, rellenas de res cocida y deshebrada (80 g cruda), con queso, crema y cebolla',
  },
  'tortilla-de-patatas': {
    ingredients: [['huevo', 100], ['papa-cruda', 180], ['cebolla', 40], ['aceite-oliva', 20], ['sal', 1]],
    cooked_grams: 240,
    ref: 'Tortilla de patatas con cebolla (España): patata y cebolla pochadas despacio en aceite de oliva y escurridas (retienen ~20 g por 240 g de tortilla), cuajadas con huevo batido',
  },
  // --- Tercera tanda: antojitos y guisos de México, Centroamérica, el Caribe, Bolivia y España ---
  baho: {
    ingredients: [['res-pecho', 120], ['platano-verde', 100], ['platano-maduro', 60], ['yuca', 100], ['repollo', 40], ['tomate', 20], ['cebolla', 20], ['naranja', 20]],
    cooked_grams: 430,
    ref: 'Baho nicaragüense: carne de res salada y marinada en naranja agria, cocida al vapor en hojas de plátano sobre plátano verde, maduro y yuca; con ensalada de repollo',
  },
  'tostada-de-frijoles': {
    ingredients: [['tostada-maiz', 15], ['frijol-negro', 60], ['lechuga', 20], ['tomate', 20], ['crema-acida', 10], ['queso-fresco', 15], ['salsa-roja', 15], ['aceite-vegetal', 3]],
    cooked_grams: 158,
    ref: 'Tostada de frijoles (México, Guatemala, Honduras): tostada de maíz untada de frijoles refritos, con lechuga, jitomate, crema, queso fresco y salsa',
  },
  'tacos-de-frijol': {
    ingredients: [['tortilla-maiz', 60], ['frijol-negro', 60], ['queso-fresco', 15], ['salsa-roja', 15], ['cebolla', 5], ['aceite-vegetal', 3]],
    cooked_grams: 158,
    ref: 'Tacos de frijoles caseros (México): frijoles refritos en doble tortilla de maíz, con queso fresco, cebolla y salsa',
  },
  'sopes-de-frijol': {
    ingredients: [['masa-harina', 60], ['agua', 55], ['aceite-vegetal', 6], ['frijol-negro', 45], ['lechuga', 15], ['queso-cotija', 12], ['crema-acida', 15], ['salsa-roja', 20], ['cebolla', 5]],
    cooked_grams: 225,
    ref: 'Sope de frijol (centro de México): masa de maíz cocida en comal y dorada, con frijoles refritos, lechuga, queso cotija, crema y salsa',
  },
  'gorditas-de-pollo': {
    ingredients: [['masa-harina', 60], ['agua', 50], ['aceite-vegetal', 8], ['pollo-deshilachado', 40], ['queso-fresco', 10], ['lechuga', 10], ['salsa-verde', 15], ['crema-acida', 10]],
    cooked_grams: 195,
    ref: 'Gordita de pollo (México): masa de maíz gruesa cocida en comal y dorada, abierta y rellena de pollo deshebrado, con queso, lechuga, crema y salsa verde',
  },
  'quesadilla-de-carne': {
    ingredients: [['tortilla-trigo', 70], ['queso-asadero', 45], ['res-falda', 50], ['aceite-vegetal', 4], ['salsa-roja', 10]],
    cooked_grams: 165,
    ref: 'Quesadilla de carne asada norteña: tortilla de harina grande con queso asadero y carne asada picada (50 g cruda), dorada en comal, con salsa',
  },
  carimanolas: {
    ingredients: [['yuca', 60], ['res-molida', 15], ['cebolla', 5], ['tomate', 3], ['aceite-vegetal', 8]],
    cooked_grams: 80,
    ref: 'Carimañola panameña: masa de yuca cocida y molida rellena de carne molida guisada, frita en aceite',
  },
  alcapurrias: {
    ingredients: [['malanga', 25], ['platano-verde', 15], ['aceite-vegetal', 14], ['res-molida', 15], ['aceituna', 2], ['cebolla', 3]],
    cooked_grams: 60,
    ref: 'Alcapurria puertorriqueña (Loíza): masa de yautía y guineo verde con achiote, rellena de picadillo de res, frita en abundante aceite',
  },
  'pastelitos-dominicanos': {
    ingredients: [['harina-trigo', 25], ['margarina', 4], ['agua', 10], ['res-molida', 18], ['cebolla', 5], ['tomate', 3], ['aceite-vegetal', 7]],
    cooked_grams: 72,
    ref: 'Pastelito dominicano: masa de harina con margarina rellena de carne molida guisada con sofrito, frito en aceite',
  },
  tucumana: {
    ingredients: [['harina-trigo', 40], ['manteca-cerdo', 6], ['agua', 15], ['res-guiso', 25], ['papa', 15], ['arveja', 5], ['huevo-duro', 5], ['cebolla', 10], ['aji-seco', 1], ['aceite-vegetal', 12]],
    cooked_grams: 125,
    ref: 'Tucumana boliviana: masa de harina con manteca rellena de guiso jugoso de carne, papa, arveja, huevo y ají, frita en aceite',
  },
  'empanada-gallega': {
    ingredients: [['harina-trigo', 45], ['aceite-oliva', 10], ['huevo', 5], ['agua', 20], ['atun-aceite', 35], ['cebolla', 40], ['pimiento-rojo', 20], ['tomate-lata', 20]],
    cooked_grams: 170,
    ref: 'Empanada gallega de bonito: masa de pan con aceite de oliva, rellena de bonito en aceite con sofrito de cebolla, pimiento y tomate, al horno (una porción)',
  },
  'tacos-suaves-de-carne': {
    ingredients: [['tortilla-maiz', 50], ['res-guiso', 50], ['frijol-negro', 30], ['papa', 15], ['tomate', 20], ['cebolla', 10], ['aceite-vegetal', 4], ['salsa-verde', 10], ['arroz-blanco', 20]],
    cooked_grams: 185,
    ref: 'Taco de guisado (Ciudad de México): doble tortilla de maíz con carne de res guisada en jitomate con papa, una cucharada de frijoles y de arroz, y salsa verde',
  },
  riguas: {
    ingredients: [['choclo', 80], ['queso-fresco', 15], ['azucar', 5], ['mantequilla', 5], ['aceite-vegetal', 3]],
    cooked_grams: 90,
    ref: 'Rigua salvadoreña: elote tierno molido con queso, un poco de azúcar y mantequilla, asada en hoja de huerta (pierde agua al asarse)',
  },
  mandocas: {
    ingredients: [['harina-maiz-precocida', 12], ['platano-maduro', 10], ['azucar-rubia', 4], ['queso-fresco', 4], ['agua', 8], ['aceite-vegetal', 4]],
    cooked_grams: 40,
    ref: 'Mandoca zuliana: masa de harina de maíz con plátano maduro, papelón y queso, en forma de anillo, frita; se desayuna con queso y mantequilla',
  },
  'pastel-mandio': {
    ingredients: [['yuca', 50], ['masa-harina', 8], ['huevo', 3], ['res-molida', 20], ['cebolla', 8], ['huevo-duro', 4], ['aceite-vegetal', 8]],
    cooked_grams: 90,
    ref: "Pastel mandi'o paraguayo: masa de mandioca cocida y molida con un poco de harina de maíz y huevo, rellena de carne molida con cebolla y huevo duro, frita",
  },
  'empanada-de-viento': {
    ingredients: [['harina-trigo', 30], ['mantequilla', 5], ['huevo', 5], ['agua', 10], ['queso-fresco', 15], ['cebolla', 5], ['aceite-vegetal', 10], ['azucar', 4]],
    cooked_grams: 80,
    ref: 'Empanada de viento ecuatoriana: masa de harina de trigo con mantequilla y huevo rellena de queso y cebolla, frita hasta inflarse y espolvoreada con azúcar',
  },
};
