/** Verduras: leaves, crucifers, fruit vegetables, roots, peppers, mushrooms and herbs. */
import { group, u } from './define.ts';

const cat = { category: 'Verduras', p: 'low' } as const;

export const VEGETABLES = [
  ...group({ ...cat, subcategory: 'Hojas verdes', k: 'high' }, [
    u('lechuga', '11252', 'Lechuga americana', 'Lechuga', 'Lechuga crespa y crocante.', {
      aliases: ['lechuga iceberg', 'lechuga repollada'],
      k: 'low',
    }),
    u('lechuga-romana', '11251', 'Lechuga romana', 'Lechuga', 'Hojas largas y firmes.', {
      aliases: ['lechuga orejona', 'lechuga larga'],
      k: 'medium',
    }),
    u('espinaca', '11457', 'Espinaca (cruda)', 'Espinaca', 'Hojas tiernas para ensaladas o saltear.', {
      aliases: ['espinacas'],
    }),
    u('espinaca-cocida', '11458', 'Espinaca cocida', 'Espinaca', 'Espinaca hervida y escurrida.', {}),
    u('acelga', '11147', 'Acelga', 'Acelga', 'Hojas grandes para tortillas, sopas y pasteles.', {
      aliases: ['acelgas'],
    }),
    u('kale', '11233', 'Col rizada', 'Col', 'Hojas verde oscuro muy nutritivas.', { aliases: ['kale', 'berza'] }),
    u('rucula', '11959', 'Rúcula', 'Rúcula', 'Hoja de sabor picante.', { aliases: ['arúgula', 'rúgula'] }),
    u('berros', '11591', 'Berros', 'Berro', 'Hojas de sabor picante para ensaladas y sopas.', { aliases: ['berro'] }),
    u(
      'germinado-alfalfa',
      '11001',
      'Germinado de alfalfa',
      'Germinados',
      'Brotes frescos para ensaladas y sándwiches.',
      { aliases: ['brotes de alfalfa'], k: 'low' },
    ),
    u('brote-soya', '11043', 'Brotes de frijol chino', 'Germinados', 'Brotes crocantes, típicos del chifa.', {
      aliases: ['frejolito chino', 'brotes de soya', 'germinado de soya'],
      k: 'low',
    }),
  ]),
  ...group({ ...cat, subcategory: 'Crucíferas', k: 'medium' }, [
    u('brocoli', '11090', 'Brócoli (crudo)', 'Brócoli', 'Arbolitos verdes para cocinar al vapor o saltear.', {
      aliases: ['brécol', 'brócolis'],
      k: 'high',
    }),
    u('brocoli-cocido', '11091', 'Brócoli cocido', 'Brócoli', 'Brócoli hervido o al vapor.', { k: 'high' }),
    u(
      'coliflor',
      '11135',
      'Coliflor (cruda)',
      'Coliflor',
      'Para gratinar, hacer "arroz" o puré bajo en carbohidratos.',
      { k: 'high' },
    ),
    u('coliflor-cocida', '11136', 'Coliflor cocida', 'Coliflor', 'Coliflor hervida.', {}),
    u('repollo', '11109', 'Repollo', 'Col', 'Col blanca para ensaladas, curtido y guisos.', {
      aliases: ['col', 'repollo blanco'],
    }),
    u('repollo-morado', '11112', 'Repollo morado', 'Col', 'Col morada para ensaladas.', {
      aliases: ['col morada', 'lombarda'],
    }),
    u('col-bruselas', '11098', 'Coles de Bruselas', 'Col', 'Pequeñas coles para asar.', {
      aliases: ['repollitos de Bruselas'],
      k: 'high',
    }),
    u('rabanito', '11429', 'Rabanito', 'Rábano', 'Rábano rojo pequeño.', { aliases: ['rábano', 'rabanitos'] }),
    u('nabo', '11564', 'Nabo', 'Nabo', 'Raíz blanca para sopas y pucheros.', {}),
    u('chucrut', '11439', 'Chucrut', 'Col', 'Repollo fermentado.', { aliases: ['col agria'], tags: ['high_sodium'] }),
  ]),
  ...group({ ...cat, subcategory: 'Hortalizas de fruto', k: 'medium' }, [
    u('tomate', '11529', 'Tomate', 'Tomate', 'Tomate rojo maduro.', { aliases: ['jitomate', 'tomate perita'] }),
    u('tomate-lata', '11531', 'Tomate pelado en lata', 'Tomate', 'Tomate entero o picado en su jugo.', {
      aliases: ['tomate triturado', 'tomate en conserva'],
    }),
    u('tomatillo', '11954', 'Tomate verde', 'Tomate', 'Tomatillo de cáscara para salsas verdes.', {
      aliases: ['tomatillo', 'tomate de cáscara', 'miltomate'],
      k: 'high',
    }),
    u('pepino', '11205', 'Pepino', 'Pepino', 'Con cáscara, fresco y crocante.', {
      aliases: ['pepinillo fresco'],
      k: 'low',
    }),
    u(
      'zapallito',
      '11477',
      'Zapallito italiano',
      'Calabacín',
      'Calabacín tierno para saltear, hornear o hacer "fideos".',
      { aliases: ['calabacín', 'calabacita', 'zucchini', 'zapallo italiano'], k: 'high' },
    ),
    u('zapallo', '11422', 'Zapallo', 'Zapallo', 'Calabaza naranja para locros, cremas y purés.', {
      aliases: ['calabaza', 'ahuyama', 'auyama', 'ayote', 'zapallo macre'],
      k: 'high',
    }),
    u('zapallo-horno', '11644', 'Zapallo al horno', 'Zapallo', 'Calabaza asada.', {
      aliases: ['calabaza asada', 'ahuyama asada'],
      k: 'high',
    }),
    u('berenjena', '11209', 'Berenjena', 'Berenjena', 'Para asar, hornear o guisar.', { aliases: ['berenjenas'] }),
    u('pimiento-rojo', '11821', 'Pimiento rojo', 'Pimiento', 'Pimiento dulce rojo.', {
      aliases: ['pimentón', 'morrón', 'chile morrón', 'ají dulce'],
    }),
    u('pimiento-verde', '11333', 'Pimiento verde', 'Pimiento', 'Pimiento dulce verde.', {
      aliases: ['pimentón verde', 'morrón verde', 'chile dulce'],
    }),
    u('vainita', '11052', 'Vainitas', 'Vainita', 'Judía verde tierna.', {
      aliases: ['ejotes', 'judías verdes', 'chauchas', 'habichuelas', 'porotos verdes'],
    }),
    u('arveja', '11304', 'Arvejas verdes', 'Arveja', 'Arveja fresca desgranada.', {
      aliases: ['chícharos', 'guisantes', 'petit pois', 'alverjas'],
      tags: ['starchy_vegetable'],
      p: 'medium',
    }),
    u('haba-verde', '11088', 'Habas verdes', 'Haba', 'Habas frescas desgranadas.', {
      aliases: ['habas frescas'],
      tags: ['starchy_vegetable'],
      p: 'medium',
    }),
    u('chayote', '11149', 'Chayote', 'Chayote', 'Fruto suave para guisos y sopas.', {
      aliases: ['guatila', 'güisquil', 'papa del aire', 'cayota'],
      k: 'low',
    }),
    u('nopal', '11963', 'Nopales', 'Nopal', 'Pencas tiernas de nopal en tiras.', { aliases: ['nopalitos'], k: 'high' }),
    u('alcachofa', '11007', 'Alcachofa', 'Alcachofa', 'Corazones y hojas tiernas.', {
      aliases: ['alcaucil'],
      k: 'high',
      p: 'medium',
    }),
    u('esparrago', '11011', 'Espárragos', 'Espárrago', 'Espárragos verdes frescos.', {
      aliases: ['espárragos verdes'],
    }),
    u('palmito', '43392', 'Palmito', 'Palmito', 'Corazón de palma.', { aliases: ['chonta', 'palmitos'], k: 'high' }),
    u('okra', '11278', 'Quimbombó', 'Okra', 'Vaina verde para guisos.', { aliases: ['okra', 'ocra', 'gombo'] }),
  ]),
  ...group({ ...cat, subcategory: 'Bulbos, tallos y raíces', k: 'medium' }, [
    u('cebolla', '11282', 'Cebolla', 'Cebolla', 'Cebolla roja o blanca.', {
      aliases: ['cebolla roja', 'cebolla morada', 'cebolla blanca', 'cebolla de cabeza'],
      k: 'low',
    }),
    u('cebolla-china', '11291', 'Cebolla china', 'Cebolla', 'Cebolla de rama verde y blanca.', {
      aliases: ['cebolla de verdeo', 'cebollín', 'cebolleta', 'cebolla larga', 'cebollino'],
    }),
    u('ajo', '11215', 'Ajo', 'Ajo', 'Dientes de ajo frescos.', {
      aliases: ['ajos'],
      tags: ['seasoning'],
      k: 'high',
      p: 'medium',
    }),
    u('poro', '11246', 'Poro', 'Poro', 'Puerro para cremas y sopas.', { aliases: ['puerro', 'ajo porro', 'ajoporro'] }),
    u('apio', '11143', 'Apio', 'Apio', 'Tallos de apio.', { aliases: ['apio España', 'céleri'], k: 'high' }),
    u('zanahoria', '11124', 'Zanahoria (cruda)', 'Zanahoria', 'Zanahoria fresca.', { k: 'high' }),
    u('zanahoria-cocida', '11125', 'Zanahoria cocida', 'Zanahoria', 'Zanahoria hervida.', {}),
    u('beterraga', '11081', 'Beterraga cocida', 'Beterraga', 'Remolacha hervida.', {
      aliases: ['betabel', 'remolacha', 'betarraga', 'betarraga cocida'],
      k: 'high',
    }),
    u('jicama', '11603', 'Jícama', 'Jícama', 'Raíz crocante y jugosa, se come cruda.', {
      aliases: ['yacón (parecido)', 'nabo mexicano'],
      k: 'low',
    }),
    u('jengibre', '11216', 'Kion', 'Jengibre', 'Raíz de jengibre fresca.', {
      aliases: ['jengibre', 'kión'],
      tags: ['seasoning'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Ajíes', k: 'medium' }, [
    u('aji-rojo', '11819', 'Ají rojo fresco', 'Ají', 'Ají o chile rojo picante.', {
      aliases: ['chile rojo', 'guindilla', 'ají limo rojo'],
      tags: ['seasoning'],
    }),
    u('aji-verde', '11670', 'Ají verde fresco', 'Ají', 'Ají o chile verde picante.', {
      aliases: ['chile verde', 'ají limo'],
      tags: ['seasoning'],
    }),
    u('jalapeno', '11979', 'Chile jalapeño', 'Ají', 'Chile verde mexicano de picor medio.', {
      aliases: ['jalapeño', 'cuaresmeño'],
      tags: ['seasoning'],
    }),
    u('chile-serrano', '11977', 'Chile serrano', 'Ají', 'Chile verde delgado y picante.', {
      aliases: ['serrano'],
      tags: ['seasoning'],
    }),
    u('aji-seco', '11962', 'Ají seco', 'Ají', 'Ají panca, guajillo o ancho deshidratado.', {
      aliases: ['ají panca', 'chile guajillo', 'chile ancho', 'ají colorado'],
      tags: ['seasoning'],
      k: 'high',
      p: 'high',
    }),
  ]),
  ...group({ ...cat, subcategory: 'Hongos', k: 'high' }, [
    u('champinon', '11260', 'Champiñones', 'Hongos', 'Champiñón blanco fresco.', {
      aliases: ['hongos', 'setas de París', 'callampas'],
    }),
    u('hongo-ostra', '11987', 'Hongos ostra', 'Hongos', 'Setas de cardo u orellanas.', {
      aliases: ['setas', 'orellanas', 'gírgolas'],
    }),
    u('shiitake', '11238', 'Hongos shiitake', 'Hongos', 'Hongo de sabor intenso, típico del chifa.', {}),
  ]),
  ...group({ ...cat, subcategory: 'Hierbas frescas', k: 'high', tags: ['seasoning'] }, [
    u('culantro', '11165', 'Culantro', 'Hierbas', 'Cilantro fresco en hojas.', { aliases: ['cilantro'] }),
    u('perejil', '11297', 'Perejil', 'Hierbas', 'Perejil fresco.', {}),
    u('albahaca', '02044', 'Albahaca', 'Hierbas', 'Hojas frescas de albahaca.', { aliases: ['alhábega'] }),
    u('epazote', '11984', 'Epazote', 'Hierbas', 'Hierba mexicana para frijoles y quesadillas.', {
      aliases: ['paico', 'payco'],
    }),
  ]),
];
