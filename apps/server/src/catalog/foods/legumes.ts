/** Legumbres: beans, lentils, chickpeas, soy. Weights are cooked unless the name says otherwise. */
import { group, u } from './define.ts';

const cat = { category: 'Legumbres', k: 'high', p: 'medium' } as const;

export const LEGUMES = [
  ...group({ ...cat, subcategory: 'Frijoles' }, [
    u('frijol-negro', '16015', 'Frijoles negros cocidos', 'Frijol', 'Frijol negro sancochado, sin sal.', {
      aliases: ['caraotas negras', 'porotos negros', 'judías negras', 'habichuelas negras'],
    }),
    u('frijol-rojo', '16033', 'Frijoles rojos cocidos', 'Frijol', 'Frijol rojo sancochado.', {
      aliases: ['porotos rojos', 'caraotas rojas', 'alubias rojas', 'frijol cargamanto'],
    }),
    u(
      'frijol-pinto',
      '16043',
      'Frijoles pintos cocidos',
      'Frijol',
      'El frijol de la olla mexicana y de los refritos.',
      { aliases: ['frijol bayo', 'porotos pintos'] },
    ),
    u(
      'frijol-canario',
      '16048',
      'Frijol canario cocido',
      'Frijol',
      'Frijol amarillo, el del tacu tacu y el frejol con seco.',
      { aliases: ['frejol canario', 'frijol amarillo', 'poroto amarillo'] },
    ),
    u('frijol-blanco', '16050', 'Frijoles blancos cocidos', 'Frijol', 'Alubias blancas para guisos y fabadas.', {
      aliases: ['alubias', 'porotos blancos', 'judías blancas', 'pallares blancos'],
    }),
    u('frijol-castilla', '16063', 'Frijol castilla cocido', 'Frijol', 'Frijol de ojo negro.', {
      aliases: ['caupí', 'frijol carita', 'frijol ojo negro', 'chícharo de vaca'],
    }),
    u('pallar', '16072', 'Pallares cocidos', 'Frijol', 'Frijol grande y cremoso.', {
      aliases: ['frijol lima', 'habas de lima', 'judión'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Lentejas, garbanzos y otras' }, [
    u('lenteja', '16070', 'Lentejas cocidas', 'Lenteja', 'Lenteja parda sancochada.', { aliases: ['lentejas'] }),
    u('lenteja-roja-cruda', '16144', 'Lentejas rojas (crudas)', 'Lenteja', 'Peso en seco; se deshacen al cocinar.', {
      aliases: ['lentejas turcas', 'lentejas coral'],
      p: 'high',
    }),
    u('garbanzo', '16057', 'Garbanzos cocidos', 'Garbanzo', 'Garbanzo sancochado.', {
      aliases: ['chícharos (ES antiguo)'],
    }),
    u('arveja-partida', '16086', 'Arvejas partidas cocidas', 'Arveja', 'Arveja seca partida, para purés y sopas.', {
      aliases: ['chícharos secos', 'guisantes secos', 'alverja partida'],
    }),
    u('haba-seca', '16053', 'Habas secas cocidas', 'Haba', 'Haba seca sancochada.', { aliases: ['habas', 'fava'] }),
    u('tarwi', '16077', 'Tarwi cocido', 'Tarwi', 'Lupino andino desamargado, muy alto en proteína.', {
      aliases: ['chocho', 'lupino', 'altramuz', 'lupín'],
      k: 'medium',
    }),
    u('hummus', '16137', 'Hummus', 'Garbanzo', 'Crema de garbanzo con tahini, limón y aceite.', {
      aliases: ['humus'],
      k: 'medium',
    }),
  ]),
  ...group({ ...cat, subcategory: 'Soya', allergens: ['soy'], k: 'medium', p: 'medium' }, [
    u('soya', '16109', 'Soya cocida', 'Soya', 'Grano de soya sancochado.', {
      aliases: ['soja', 'frijol de soya'],
      k: 'high',
      p: 'high',
    }),
    u('tofu', '16426', 'Tofu firme', 'Soya', 'Queso de soya prensado.', { aliases: ['queso de soya'] }),
    u('edamame', '11212', 'Edamame', 'Soya', 'Vainas verdes de soya cocidas.', { aliases: ['soya verde'], k: 'high' }),
    u('harina-soya', '16117', 'Harina de soya desgrasada', 'Soya', 'Alta en proteína, para mezclar en masas.', {
      k: 'high',
      p: 'high',
    }),
    u(
      'soya-texturizada',
      '16117',
      'Soya texturizada (peso en seco)',
      'Soya',
      'Carne de soya: harina de soya desgrasada extruida en trozos o gránulos; se hidrata antes de cocinar (valores de la harina de soya desgrasada de SR, de la que se hace).',
      {
        aliases: [
          'carne de soya',
          'proteína texturizada de soya',
          'PTS',
          'soya en trozos',
          'soja texturizada',
          'carne vegetal de soya',
        ],
        k: 'high',
        p: 'high',
      },
    ),
    u(
      'proteina-soya',
      '16122',
      'Proteína aislada de soya',
      'Soya',
      'Proteína de soya en polvo sin sabor ni azúcar añadida; peso en seco.',
      {
        aliases: [
          'proteína de soya en polvo',
          'aislado de proteína de soya',
          'proteína vegetal en polvo',
          'proteína de soja',
        ],
        k: 'low',
        p: 'high',
      },
    ),
  ]),
];
