/** Carnes: beef, pork, poultry, lamb and others, offal and cold cuts. */
import { group, u } from './define.ts';

const base = { category: 'Carnes', meat: true, k: 'high', p: 'high' } as const;

export const MEATS = [
  ...group({ ...base, subcategory: 'Res' }, [
    u('res-lomo', '23584', 'Lomo de res (crudo)', 'Res', 'Corte magro y tierno para saltear o hacer a la plancha.', {
      aliases: ['solomillo', 'sirloin', 'cadera', 'punta de anca'],
    }),
    u(
      'res-bistec',
      '23617',
      'Bistec de res (crudo)',
      'Res',
      'Filete magro de pierna (tapa/peceto) para bistec o apanado.',
      { aliases: ['bife', 'filete de res', 'carne para milanesa', 'escalope de ternera'] },
    ),
    u(
      'res-guiso',
      '23612',
      'Carne de res para guiso (cruda)',
      'Res',
      'Corte de paleta sin grasa visible, para guisos, secos y estofados.',
      { aliases: ['carne para estofado', 'aguja', 'paleta de res', 'morcillo'] },
    ),
    u('res-falda', '13068', 'Falda de res (cruda)', 'Res', 'Corte fibroso y sabroso, ideal para asar o deshilachar.', {
      aliases: ['arrachera', 'vacío', 'sobrebarriga', 'entraña'],
    }),
    u(
      'res-molida',
      '23562',
      'Carne molida de res magra (cruda)',
      'Res',
      'Molida con 10 % de grasa, para albóndigas, rellenos y salsas.',
      { aliases: ['carne picada', 'carne molida especial'] },
    ),
    u(
      'res-molida-regular',
      '23572',
      'Carne molida de res regular (cruda)',
      'Res',
      'Molida con 20 % de grasa, la más común en el mercado.',
      { aliases: ['carne picada común'], tags: ['high_sat_fat'] },
    ),
    u(
      'res-pecho',
      '13368',
      'Pecho de res (cocido)',
      'Res',
      'Corte para sancochos, pucheros y carne deshebrada; peso ya cocido.',
      { aliases: ['punta de pecho', 'falda de res (MX)', 'brisket'] },
    ),
    u(
      'res-asado-tira',
      '13148',
      'Asado de tira (cocido)',
      'Res',
      'Costilla de res con su grasa, típica de la parrilla; peso ya cocido.',
      { aliases: ['costilla de res', 'tira de asado', 'churrasco de costilla'], tags: ['high_sat_fat'] },
    ),
    u(
      'res-entrecot',
      '23100',
      'Ojo de bife (cocido)',
      'Res',
      'Corte jugoso con vetas de grasa, a la parrilla; peso ya cocido.',
      { aliases: ['rib eye', 'bife ancho', 'entrecot', 'chuleta de res'] },
    ),
    u('ternera', '17094', 'Ternera (cruda)', 'Ternera', 'Carne de res joven, muy magra, de pierna.', {
      aliases: ['carne de ternera', 'ternero'],
    }),
  ]),
  ...group({ ...base, subcategory: 'Vísceras', tags: ['organ_meat'] }, [
    u(
      'res-higado',
      '13327',
      'Hígado de res (cocido)',
      'Vísceras',
      'Rico en hierro; se sirve encebollado o frito; peso ya cocido.',
      { aliases: ['hígado de vaca'] },
    ),
    u(
      'res-corazon',
      '13322',
      'Corazón de res (cocido)',
      'Vísceras',
      'La carne de los anticuchos; magra y firme; peso ya cocido.',
      { aliases: ['corazón de vaca'] },
    ),
    u(
      'res-lengua',
      '13340',
      'Lengua de res (cocida)',
      'Vísceras',
      'Suave y grasa, se sirve en salsa o en tacos; peso ya cocido.',
      { aliases: ['lengua de vaca'], tags: ['high_sat_fat'] },
    ),
    u('res-mondongo', '13341', 'Mondongo (crudo)', 'Vísceras', 'Estómago de res para sopas y guisos.', {
      aliases: ['callos', 'pancita', 'guatitas', 'menudo', 'librillo'],
      p: 'medium',
      k: 'low',
    }),
    u('pollo-higado', '05027', 'Hígado de pollo (crudo)', 'Vísceras', 'Económico y rico en hierro.', {
      aliases: ['higaditos de pollo'],
    }),
    u(
      'pollo-mollejas',
      '05024',
      'Mollejas de pollo (cocidas)',
      'Vísceras',
      'Contre de pollo, para guisos y brochetas; peso ya cocido.',
      { aliases: ['contre', 'mollejitas'] },
    ),
  ]),
  ...group({ ...base, subcategory: 'Cerdo' }, [
    u('cerdo-lomo', '10024', 'Lomo de cerdo (crudo)', 'Cerdo', 'Corte magro para asar, a la plancha o en salteados.', {
      aliases: ['lomo de chancho', 'lomo de puerco', 'cinta de lomo'],
    }),
    u('cerdo-chuleta', '10066', 'Chuleta de cerdo sin hueso (cruda)', 'Cerdo', 'Chuleta de lomo sin grasa visible.', {
      aliases: ['chuleta de chancho', 'chuleta de puerco', 'costeleta de cerdo'],
    }),
    u('cerdo-pierna', '10010', 'Pierna de cerdo (cruda)', 'Cerdo', 'Corte magro para hornear o para asado de cerdo.', {
      aliases: ['pernil', 'pierna de chancho'],
    }),
    u(
      'cerdo-paleta',
      '10070',
      'Paleta de cerdo con grasa (cruda)',
      'Cerdo',
      'Corte jugoso para adobos, carnitas y chicharrón.',
      { aliases: ['bondiola', 'espaldilla de cerdo', 'carne de chancho'], tags: ['high_sat_fat'] },
    ),
    u('cerdo-costilla', '10088', 'Costillas de cerdo (crudas)', 'Cerdo', 'Costillar con grasa para horno o parrilla.', {
      aliases: ['costillas de chancho', 'costillitas de cerdo'],
      tags: ['high_sat_fat'],
    }),
    u(
      'cerdo-molido',
      '10220',
      'Carne molida de cerdo (cocida)',
      'Cerdo',
      'Para rellenos y albóndigas; peso ya cocido.',
      { aliases: ['carne picada de cerdo'], tags: ['high_sat_fat'] },
    ),
    u('chicharron', '19041', 'Chicharrón de cerdo (piel)', 'Cerdo', 'Piel de cerdo frita y crocante.', {
      aliases: ['chicharrón de cuero', 'cueritos', 'torreznos'],
      tags: ['fried', 'high_sat_fat'],
    }),
  ]),
  ...group({ ...base, subcategory: 'Aves' }, [
    u('pollo-pechuga', '05062', 'Pechuga de pollo sin piel (cruda)', 'Pollo', 'La parte más magra del pollo.', {
      aliases: ['pechuga deshuesada', 'filete de pollo'],
    }),
    u(
      'pollo-pechuga-asada',
      '05342',
      'Pollo a la brasa, pechuga sin piel',
      'Pollo',
      'Pechuga asada tipo rostizado; peso ya cocido.',
      { aliases: ['pollo rostizado', 'pollo asado'] },
    ),
    u('pollo-muslo', '05096', 'Muslo de pollo sin piel (crudo)', 'Pollo', 'Carne oscura, más jugosa que la pechuga.', {
      aliases: ['contramuslo', 'pierna de pollo'],
    }),
    u(
      'pollo-muslo-piel',
      '05091',
      'Muslo de pollo con piel (crudo)',
      'Pollo',
      'Con piel: más grasa y sabor, para horno o guiso.',
      { aliases: ['encuentro', 'pierna con piel'] },
    ),
    u(
      'pollo-carne',
      '05011',
      'Pollo sin piel, carne mixta (cruda)',
      'Pollo',
      'Presas variadas sin piel para sopas, arroz con pollo o guisos.',
      { aliases: ['presas de pollo'] },
    ),
    u(
      'pollo-deshilachado',
      '05013',
      'Pollo cocido deshilachado',
      'Pollo',
      'Carne de pollo asada o sancochada y desmenuzada; peso ya cocido.',
      { aliases: ['pollo desmechado', 'pollo deshebrado', 'pollo desmenuzado'] },
    ),
    u('pollo-ala', '05105', 'Alitas de pollo sin piel (crudas)', 'Pollo', 'Alitas para horno o parrilla.', {
      aliases: ['alas de pollo'],
    }),
    u('pollo-patas', '05335', 'Patitas de pollo (cocidas)', 'Pollo', 'Para caldos y sopas; peso ya cocido.', {
      aliases: ['patas de pollo'],
    }),
    u('pavo-pechuga', '05220', 'Pechuga de pavo (asada)', 'Pavo', 'Pechuga de pavo al horno; peso ya cocido.', {
      aliases: ['pechuga de chompipe', 'pechuga de guajolote'],
    }),
    u('pavo-molido', '05306', 'Pavo molido (cocido)', 'Pavo', 'Alternativa magra a la carne molida; peso ya cocido.', {
      aliases: ['carne picada de pavo'],
    }),
    u('pato', '05141', 'Pato sin piel (crudo)', 'Pato', 'Carne oscura para arroz con pato o guisos.', {
      aliases: ['carne de pato'],
    }),
  ]),
  ...group({ ...base, subcategory: 'Cordero y otras carnes' }, [
    u('cordero', '17039', 'Cordero, paleta magra (cruda)', 'Cordero', 'Carne de cordero para seco, horno o estofado.', {
      aliases: ['carnero', 'borrego', 'oveja'],
    }),
    u('cordero-molido', '17224', 'Cordero molido (crudo)', 'Cordero', 'Para kofta, albóndigas y rellenos.', {
      tags: ['high_sat_fat'],
    }),
    u(
      'cabrito',
      '17169',
      'Cabrito (asado)',
      'Cabrito',
      'Carne de chivo asada, típica del norte peruano y de Monterrey; peso ya cocido.',
      { aliases: ['chivo', 'cabra', 'seco de cabrito'] },
    ),
    u('conejo', '17179', 'Conejo (guisado)', 'Conejo', 'Carne magra y blanca; peso ya cocido.', {
      aliases: ['carne de conejo'],
    }),
    u('venado', '17343', 'Venado molido (crudo)', 'Venado', 'Carne de caza, magra.', { aliases: ['ciervo'] }),
  ]),
  ...group({ ...base, subcategory: 'Embutidos', tags: ['processed_meat', 'high_sodium'] }, [
    u('jamon-cocido', '07029', 'Jamón cocido en lonchas', 'Jamón', 'Jamón de cerdo tipo sándwich.', {
      aliases: ['jamón inglés', 'jamón york', 'jamón de pierna'],
    }),
    u('jamon-pavo', '42128', 'Jamón de pavo', 'Jamón', 'Jamón de pavo extra magro en lonchas.', {
      aliases: ['jamón de pechuga de pavo'],
    }),
    u('pavo-lonchas', '07081', 'Pechuga de pavo en lonchas', 'Pavo', 'Fiambre magro de pechuga de pavo.', {
      aliases: ['fiambre de pavo', 'pechuga de pavo ahumada'],
    }),
    u('jamon-curado', '10141', 'Jamón curado', 'Jamón', 'Jamón de cerdo curado y secado, tipo serrano o del país.', {
      aliases: ['jamón serrano', 'jamón crudo', 'jamón del país'],
    }),
    u('tocino', '10123', 'Tocino (crudo)', 'Tocino', 'Panceta de cerdo curada y ahumada.', {
      aliases: ['panceta', 'tocineta', 'beicon', 'bacon'],
      tags: ['high_sat_fat'],
    }),
    u('chorizo', '07019', 'Chorizo', 'Chorizo', 'Embutido de cerdo y res con especias y pimentón.', {
      aliases: ['longaniza', 'chorizo parrillero'],
      tags: ['high_sat_fat'],
    }),
    u('salchicha', '07022', 'Salchicha de res', 'Salchicha', 'Salchicha tipo frankfurt.', {
      aliases: ['vienesa', 'pancho', 'hot dog', 'perro caliente'],
      tags: ['high_sat_fat', 'ultra_processed'],
    }),
    u('salchicha-pavo', '07025', 'Salchicha de pavo', 'Salchicha', 'Salchicha tipo frankfurt de pavo.', {
      aliases: ['vienesa de pavo'],
      tags: ['ultra_processed'],
    }),
    u('salame', '07072', 'Salame', 'Embutido', 'Embutido seco de cerdo y res.', {
      aliases: ['salami'],
      tags: ['high_sat_fat'],
    }),
    u('mortadela', '07008', 'Mortadela', 'Embutido', 'Fiambre cocido de cerdo y res.', {
      aliases: ['bologna'],
      tags: ['high_sat_fat', 'ultra_processed'],
    }),
    u('charqui', '19002', 'Charqui (carne seca)', 'Res', 'Carne de res salada y secada.', {
      aliases: ['cecina', 'carne seca', 'machaca', 'tasajo'],
    }),
  ]),
];
