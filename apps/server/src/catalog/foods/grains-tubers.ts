/** Cereales y tubérculos: rice, grains, pasta, breads, flours, tubers and roots. */
import { group, u } from './define.ts';

const cat = { category: 'Cereales y tubérculos' } as const;
const gluten = ['gluten'] as const;

export const GRAINS_TUBERS = [
  ...group({ ...cat, subcategory: 'Arroz', k: 'low', p: 'low' }, [
    u(
      'arroz-blanco',
      '20045',
      'Arroz blanco cocido',
      'Arroz',
      'Arroz de grano largo cocido; el acompañante de casi todo.',
      { aliases: ['arroz graneado'], tags: ['refined_grain'] },
    ),
    u(
      'arroz-blanco-crudo',
      '20044',
      'Arroz blanco (crudo)',
      'Arroz',
      'Peso en crudo: rinde unas tres veces su peso cocido.',
      { tags: ['refined_grain'] },
    ),
    u('arroz-integral', '20037', 'Arroz integral cocido', 'Arroz', 'Arroz con su salvado, más fibra.', {
      tags: ['whole_grain'],
      p: 'medium',
    }),
    u('arroz-integral-crudo', '20036', 'Arroz integral (crudo)', 'Arroz', 'Peso en crudo.', {
      tags: ['whole_grain'],
      k: 'high',
      p: 'high',
    }),
    u('fideo-arroz', '20134', 'Fideos de arroz cocidos', 'Pasta', 'Fideos de harina de arroz, sin gluten.', {
      aliases: ['tallarín de arroz'],
      tags: ['refined_grain'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Granos andinos y otros', k: 'medium', p: 'medium', tags: ['whole_grain'] }, [
    u('quinua', '20137', 'Quinua cocida', 'Quinua', 'Grano andino con proteína completa.', { aliases: ['quinoa'] }),
    u('quinua-cruda', '20035', 'Quinua (cruda)', 'Quinua', 'Peso en crudo, lavada.', {
      aliases: ['quinoa'],
      k: 'high',
      p: 'high',
    }),
    u('kiwicha', '20002', 'Kiwicha cocida', 'Kiwicha', 'Amaranto cocido.', { aliases: ['amaranto', 'alegría'] }),
    u('kiwicha-pop', '20001', 'Kiwicha (cruda o pop)', 'Kiwicha', 'Amaranto en grano o reventado.', {
      aliases: ['amaranto', 'alegría'],
      k: 'high',
      p: 'high',
    }),
    u('avena', '08120', 'Avena en hojuelas', 'Avena', 'Avena tradicional o instantánea sin azúcar; peso en seco.', {
      aliases: ['avena en copos', 'copos de avena', 'avena Quaker'],
      allergens: [...gluten],
      k: 'high',
      p: 'high',
    }),
    u('avena-cocida', '08121', 'Avena cocida en agua', 'Avena', 'Avena cocinada en agua, ya lista.', {
      aliases: ['porridge'],
      allergens: [...gluten],
      k: 'low',
      p: 'low',
    }),
    u('salvado-avena', '20033', 'Salvado de avena', 'Avena', 'Rico en fibra soluble.', {
      aliases: ['afrecho de avena'],
      allergens: [...gluten],
      k: 'high',
      p: 'high',
    }),
    u('salvado-trigo', '20077', 'Salvado de trigo', 'Trigo', 'Cáscara del trigo, muy alto en fibra.', {
      aliases: ['afrecho'],
      allergens: [...gluten],
      k: 'high',
      p: 'high',
    }),
    u('cebada', '20006', 'Cebada perlada cocida', 'Cebada', 'Para sopas y ensaladas.', {
      aliases: ['cebada pelada'],
      allergens: [...gluten],
      k: 'low',
      p: 'low',
      ownTags: ['refined_grain'],
    }),
    u('trigo-bulgur', '20013', 'Trigo bulgur cocido', 'Trigo', 'Trigo partido para sopas, guisos y tabulé.', {
      aliases: ['trigo resbalado', 'burgol'],
      allergens: [...gluten],
      k: 'low',
      p: 'low',
    }),
    u('cuscus', '20029', 'Cuscús cocido', 'Trigo', 'Sémola de trigo cocida.', {
      aliases: ['couscous'],
      allergens: [...gluten],
      k: 'low',
      p: 'low',
      ownTags: ['refined_grain'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Maíz', k: 'medium', p: 'medium' }, [
    u('choclo', '11168', 'Choclo cocido', 'Maíz', 'Maíz tierno en mazorca o desgranado, sancochado.', {
      aliases: ['elote', 'mazorca', 'jojoto', 'maíz tierno'],
      tags: ['starchy_vegetable'],
      k: 'high',
    }),
    u('maiz-dulce-lata', '11172', 'Maíz dulce en lata (escurrido)', 'Maíz', 'Granos de maíz dulce en conserva.', {
      aliases: ['granos de elote', 'choclo desgranado'],
      tags: ['starchy_vegetable'],
      k: 'medium',
      p: 'low',
    }),
    u('mote', '20030', 'Mote de maíz', 'Maíz', 'Maíz blanco pelado y cocido (nixtamalizado).', {
      aliases: ['maíz pozolero', 'hominy', 'mote pelado', 'maíz mote'],
      k: 'low',
      p: 'low',
      tags: ['whole_grain'],
    }),
    u(
      'tortilla-maiz',
      '18363',
      'Tortilla de maíz',
      'Tortilla',
      'Tortilla de masa nixtamalizada; una unidad pesa unos 25-30 g.',
      { aliases: ['tortilla'], tags: ['whole_grain'], p: 'high' },
    ),
    u('tostada-maiz', '18360', 'Tostadas de maíz', 'Tortilla', 'Tortillas horneadas o fritas hasta crujir.', {
      aliases: ['tostadas', 'tacos dorados'],
      tags: ['fried'],
    }),
    u(
      'harina-maiz-precocida',
      '20322',
      'Harina de maíz blanco precocida',
      'Maíz',
      'Para arepas, hallacas y bollos; peso en harina.',
      { aliases: ['harina P.A.N.', 'harina para arepas', 'harina de maíz blanco'], tags: ['refined_grain'], k: 'low' },
    ),
    u(
      'masa-harina',
      '20017',
      'Harina de maíz nixtamalizado',
      'Maíz',
      'Para tortillas, sopes y tamales; peso en harina.',
      { aliases: ['masa harina', 'harina Maseca'], tags: ['whole_grain'], k: 'high', p: 'high' },
    ),
    u('polenta', '08090', 'Polenta (sémola de maíz)', 'Maíz', 'Sémola de maíz; peso en seco.', {
      aliases: ['sémola de maíz', 'chuchoca', 'harina de maíz amarillo'],
      tags: ['refined_grain'],
      k: 'low',
    }),
    u('palomitas', '19034', 'Palomitas de maíz (sin aceite)', 'Maíz', 'Maíz reventado con aire, sin mantequilla.', {
      aliases: ['canchita', 'pochoclo', 'cotufas', 'crispetas', 'pororó', 'cabritas'],
      tags: ['whole_grain'],
      subcategory: 'Maíz',
      p: 'high',
      k: 'medium',
    }),
  ]),
  ...group(
    { ...cat, subcategory: 'Pastas y harinas', allergens: [...gluten], k: 'low', p: 'low', tags: ['refined_grain'] },
    [
      u('pasta', '20121', 'Fideos cocidos', 'Pasta', 'Pasta de trigo (spaghetti, tallarín, macarrones) ya cocida.', {
        aliases: ['pasta', 'tallarines', 'espaguetis'],
      }),
      u(
        'pasta-cruda',
        '20120',
        'Fideos secos (crudos)',
        'Pasta',
        'Peso en seco: rinde unas 2,5 veces su peso cocido.',
        { aliases: ['pasta seca'], p: 'medium', k: 'medium' },
      ),
      u('pasta-integral', '20125', 'Fideos integrales cocidos', 'Pasta', 'Pasta de trigo integral ya cocida.', {
        aliases: ['pasta integral'],
        ownTags: ['whole_grain'],
        p: 'medium',
      }),
      u('fideo-huevo', '20110', 'Fideos al huevo cocidos', 'Pasta', 'Fideos con huevo, para sopas y tallarines.', {
        aliases: ['tallarín al huevo'],
        allergens: ['egg'],
      }),
      u('harina-trigo', '20081', 'Harina de trigo', 'Harina', 'Harina blanca de uso general.', {
        aliases: ['harina blanca', 'harina 000'],
      }),
      u('harina-integral', '20080', 'Harina de trigo integral', 'Harina', 'Harina de grano entero.', {
        ownTags: ['whole_grain'],
        k: 'high',
        p: 'high',
      }),
      u('pan-rallado', '18079', 'Pan rallado', 'Harina', 'Para empanizar y apanar.', {
        aliases: ['pan molido', 'galleta molida'],
        p: 'medium',
        k: 'medium',
      }),
    ],
  ),
  // Starches without gluten: their own group, since a group's allergens add to every item's.
  ...group({ ...cat, subcategory: 'Pastas y harinas', k: 'low', p: 'low', tags: ['refined_grain'] }, [
    u('maicena', '20027', 'Fécula de maíz', 'Harina', 'Almidón de maíz para espesar, sin gluten.', {
      aliases: ['maicena', 'almidón de maíz'],
    }),
    u('tapioca', '20068', 'Tapioca', 'Harina', 'Perlas de almidón de yuca, sin gluten; peso en seco.', {
      aliases: ['almidón de yuca', 'chuño de yuca'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Panes', allergens: [...gluten], k: 'low', p: 'medium', tags: ['refined_grain'] }, [
    u('pan-frances', '18029', 'Pan francés', 'Pan', 'Pan blanco de corteza crocante; una unidad pesa unos 35-40 g.', {
      aliases: ['pan de batalla', 'marraqueta', 'pan batido', 'baguette', 'pan de barra'],
    }),
    u('pan-molde', '18069', 'Pan de molde blanco', 'Pan', 'Pan de caja en rebanadas de unos 25-28 g.', {
      aliases: ['pan de caja', 'pan lactal', 'pan Bimbo', 'pan tajado'],
    }),
    u('pan-integral', '18075', 'Pan integral de molde', 'Pan', 'Pan de trigo integral en rebanadas.', {
      aliases: ['pan de trigo integral'],
      ownTags: ['whole_grain'],
      k: 'high',
      p: 'high',
    }),
    u('pan-multigrano', '28397', 'Pan multigrano', 'Pan', 'Pan con granos enteros y semillas.', {
      aliases: ['pan de granos', 'pan de semillas'],
      ownTags: ['whole_grain'],
      k: 'high',
      p: 'high',
    }),
    u('pan-centeno', '18060', 'Pan de centeno', 'Pan', 'Pan oscuro y denso.', {
      ownTags: ['whole_grain'],
      k: 'medium',
    }),
    u('bolillo', '28288', 'Bolillo', 'Pan', 'Pan blanco mexicano para tortas; una unidad pesa unos 60-70 g.', {
      aliases: ['telera', 'pan de agua'],
    }),
    u('pan-pita', '18041', 'Pan pita', 'Pan', 'Pan árabe plano.', { aliases: ['pan árabe'] }),
    u('pan-pita-integral', '18042', 'Pan pita integral', 'Pan', 'Pan árabe de harina integral.', {
      aliases: ['pan árabe integral'],
      ownTags: ['whole_grain'],
      k: 'high',
    }),
    u(
      'tortilla-trigo',
      '18364',
      'Tortilla de harina de trigo',
      'Tortilla',
      'Tortilla de harina para burritos y quesadillas.',
      { aliases: ['tortilla de harina', 'rapidita', 'wrap'] },
    ),
    u('tortilla-integral', '28295', 'Tortilla integral de trigo', 'Tortilla', 'Tortilla de harina integral.', {
      aliases: ['wrap integral'],
      ownTags: ['whole_grain'],
    }),
    u('galleta-soda', '18228', 'Galletas de soda', 'Galleta', 'Galletas saladas tipo cracker.', {
      aliases: ['galletas saladas', 'crackers', 'galletas de agua'],
      tags: ['high_sodium'],
    }),
    u('galleta-integral', '18235', 'Galletas integrales', 'Galleta', 'Crackers de trigo integral.', {
      aliases: ['crackers integrales'],
      ownTags: ['whole_grain', 'high_sodium'],
      k: 'medium',
      p: 'high',
    }),
    u('tostadas-pan', '18217', 'Pan tostado crocante', 'Pan', 'Tostadas secas tipo matzá o biscote.', {
      aliases: ['biscotes', 'tostadas de pan'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Tubérculos y raíces', k: 'high', p: 'low', tags: ['starchy_vegetable'] }, [
    u('papa', '11367', 'Papa sancochada', 'Papa', 'Papa pelada y hervida.', {
      aliases: ['patata cocida', 'papa hervida', 'papa cocida'],
    }),
    u(
      'papa-cruda',
      '11352',
      'Papa con cáscara (cruda)',
      'Papa',
      'Papa blanca o amarilla cruda; peso antes de cocinar.',
      { aliases: ['patata'] },
    ),
    u('papa-horno', '11674', 'Papa al horno con cáscara', 'Papa', 'Papa asada entera con su piel.', {
      aliases: ['patata asada', 'papa asada'],
    }),
    u('pure-papa', '11657', 'Puré de papa con leche', 'Papa', 'Puré casero con leche.', {
      aliases: ['puré de patatas', 'papa machacada'],
      allergens: ['dairy'],
      animal: true,
    }),
    u('papas-fritas', '11403', 'Papas fritas', 'Papa', 'Papas en bastones fritas.', {
      aliases: ['patatas fritas', 'papas a la francesa'],
      tags: ['fried'],
    }),
    u('camote', '11510', 'Camote sancochado', 'Camote', 'Camote pelado y hervido.', {
      aliases: ['batata', 'boniato', 'papa dulce', 'moniato'],
      k: 'medium',
    }),
    u('camote-horno', '11508', 'Camote al horno', 'Camote', 'Camote asado con su piel.', {
      aliases: ['batata asada', 'boniato asado'],
    }),
    u('yuca', '11134', 'Yuca (cruda, pelada)', 'Yuca', 'Peso en crudo; se sancocha o se fríe.', {
      aliases: ['mandioca', 'casava', 'guacamota'],
    }),
    u('name', '11602', 'Ñame cocido', 'Ñame', 'Raíz almidonosa del Caribe y la costa.', { aliases: ['yam'] }),
    u('malanga', '11991', 'Malanga (cruda)', 'Malanga', 'Raíz de la costa y el Caribe; peso en crudo.', {
      aliases: ['yautía', 'ocumo', 'otoe', 'mafafa'],
    }),
    u(
      'platano-verde',
      '09277',
      'Plátano verde (crudo)',
      'Plátano',
      'Plátano de cocinar verde; para tostones, patacones y chifles.',
      {
        aliases: ['plátano macho', 'plátano bellaco', 'plátano de freír', 'plátano hartón'],
        subcategory: 'Tubérculos y raíces',
      },
    ),
    u('platano-maduro', '09278', 'Plátano maduro cocido', 'Plátano', 'Plátano de cocinar maduro, hervido o asado.', {
      aliases: ['maduro', 'plátano macho maduro', 'plátano amarillo'],
    }),
  ]),
];
