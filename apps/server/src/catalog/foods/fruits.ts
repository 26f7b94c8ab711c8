/** Frutas: fresh fruit, dried fruit and fruit juices. */
import { group, u } from './define.ts';

const cat = { category: 'Frutas', p: 'low' } as const;

export const FRUITS = [
  ...group({ ...cat, subcategory: 'Tropicales', k: 'medium' }, [
    u('platano', '09040', 'Plátano', 'Plátano', 'Plátano de seda o banana madura para comer cruda.', {
      aliases: ['banana', 'banano', 'guineo', 'cambur', 'plátano de seda'],
      k: 'high',
    }),
    u('palta', '09037', 'Palta', 'Palta', 'Fruta cremosa rica en grasa buena.', {
      aliases: ['aguacate', 'avocado'],
      k: 'high',
    }),
    u('mango', '09176', 'Mango', 'Mango', 'Mango maduro.', {}),
    u('papaya', '09226', 'Papaya', 'Papaya', 'Papaya madura.', { aliases: ['lechosa', 'fruta bomba'] }),
    u('pina', '09266', 'Piña', 'Piña', 'Piña fresca.', { aliases: ['ananá', 'ananás'], k: 'low' }),
    u('maracuya', '09231', 'Maracuyá', 'Maracuyá', 'Pulpa con semillas (valores de maracuyá morada).', {
      aliases: ['parchita', 'fruta de la pasión', 'gulupa', 'chinola'],
      k: 'high',
    }),
    u('guayaba', '09139', 'Guayaba', 'Guayaba', 'Guayaba madura con cáscara.', { aliases: ['guava'], k: 'high' }),
    u('guanabana', '09315', 'Guanábana', 'Guanábana', 'Pulpa blanca y ácida.', {
      aliases: ['graviola', 'catuche'],
      k: 'high',
    }),
    u('chirimoya', '09062', 'Chirimoya', 'Chirimoya', 'Fruta andina de pulpa blanca y dulce.', {
      aliases: ['anona'],
      k: 'high',
    }),
    u('mamey', '09314', 'Mamey', 'Mamey', 'Zapote mamey de pulpa anaranjada.', {
      aliases: ['zapote mamey', 'mamey colorado'],
      k: 'high',
    }),
    u('carambola', '09060', 'Carambola', 'Carambola', 'Fruta estrella, ácida y jugosa.', {
      aliases: ['fruta estrella', 'tamarindo chino'],
    }),
    u('coco', '12104', 'Coco fresco', 'Coco', 'Pulpa de coco fresca.', {
      aliases: ['pulpa de coco'],
      tags: ['high_sat_fat'],
      k: 'high',
      p: 'medium',
    }),
    u('tuna', '09287', 'Tuna', 'Tuna', 'Fruto del nopal.', { aliases: ['higo chumbo', 'higo de tuna'] }),
    u('aguaymanto', '09138', 'Aguaymanto', 'Aguaymanto', 'Bayas doradas ácidas de los Andes.', {
      aliases: ['uchuva', 'uvilla', 'physalis', 'capulí'],
    }),
    u('tamarindo', '09322', 'Tamarindo (pulpa)', 'Tamarindo', 'Pulpa ácida para refrescos y salsas.', {
      k: 'high',
      p: 'medium',
    }),
  ]),
  ...group({ ...cat, subcategory: 'Cítricos', k: 'medium' }, [
    u('naranja', '09200', 'Naranja', 'Naranja', 'Naranja de jugo o de mesa.', { aliases: ['china (PR)'] }),
    u('mandarina', '09218', 'Mandarina', 'Mandarina', 'Mandarina fresca.', { aliases: ['tangerina', 'clementina'] }),
    u('toronja', '09111', 'Toronja', 'Toronja', 'Toronja fresca.', { aliases: ['pomelo'], k: 'low' }),
    u('limon', '09159', 'Limón', 'Limón', 'Limón verde pequeño y ácido.', {
      aliases: ['limón sutil', 'lima', 'limón verde', 'limón de pica'],
      k: 'low',
      tags: ['seasoning'],
    }),
    u('limon-jugo', '09160', 'Jugo de limón', 'Limón', 'Jugo fresco de limón verde.', {
      aliases: ['zumo de lima', 'jugo de lima'],
      unit: 'ml',
      k: 'low',
      tags: ['seasoning'],
    }),
    u('limon-amarillo', '09150', 'Limón amarillo', 'Limón', 'Limón grande amarillo.', {
      aliases: ['limón (ES)', 'limón real'],
      k: 'low',
      tags: ['seasoning'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'De temporada y templadas', k: 'medium' }, [
    u('manzana', '09003', 'Manzana', 'Manzana', 'Manzana con cáscara.', {
      aliases: ['manzana roja', 'manzana verde'],
      k: 'low',
    }),
    u('pera', '09252', 'Pera', 'Pera', 'Pera fresca.', { k: 'low' }),
    u('durazno', '09236', 'Durazno', 'Durazno', 'Durazno amarillo fresco.', { aliases: ['melocotón', 'prisco'] }),
    u('durazno-almibar', '09370', 'Durazno en almíbar', 'Durazno', 'Durazno en lata con almíbar, escurrido.', {
      aliases: ['melocotón en almíbar'],
      tags: ['high_sugar'],
      k: 'low',
    }),
    u('ciruela', '09279', 'Ciruela', 'Ciruela', 'Ciruela fresca.', { aliases: ['ciruelas'] }),
    u('uva', '09132', 'Uvas', 'Uva', 'Uva verde o roja sin pepa.', { aliases: ['uva Italia', 'uva Red Globe'] }),
    u('higo', '09089', 'Higo', 'Higo', 'Higo fresco.', { aliases: ['brevas'] }),
    u('kiwi', '09148', 'Kiwi', 'Kiwi', 'Kiwi verde.', { k: 'high' }),
    u('granada', '09286', 'Granada', 'Granada', 'Granos de granada.', {}),
    u('cereza', '09070', 'Cerezas', 'Cereza', 'Cerezas frescas.', { aliases: ['guindas'] }),
    u('melon', '09181', 'Melón', 'Melón', 'Melón de pulpa naranja.', {
      aliases: ['melón cantalupo', 'melón calameño'],
      k: 'high',
    }),
    u('sandia', '09326', 'Sandía', 'Sandía', 'Sandía fresca.', { aliases: ['patilla', 'melón de agua'], k: 'low' }),
    u('nispero', '09174', 'Níspero', 'Níspero', 'Níspero fresco.', { aliases: ['níspero japonés'] }),
    u('feijoa', '09334', 'Feijoa', 'Feijoa', 'Fruta verde aromática.', {
      aliases: ['guayaba brasileña', 'guayabo del país'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Berries', k: 'medium' }, [
    u('fresa', '09316', 'Fresas', 'Fresa', 'Fresas frescas.', { aliases: ['frutillas', 'fresones'] }),
    u('arandano', '09050', 'Arándanos', 'Arándano', 'Arándanos azules frescos.', {
      aliases: ['blueberries', 'moras azules'],
      k: 'low',
    }),
    u('frambuesa', '09302', 'Frambuesas', 'Frambuesa', 'Frambuesas frescas.', {}),
    u('mora', '09042', 'Moras', 'Mora', 'Moras frescas.', { aliases: ['zarzamoras', 'moras de Castilla'] }),
    u('arandano-rojo', '09078', 'Arándanos rojos', 'Arándano', 'Cranberries frescos, muy ácidos.', {
      aliases: ['cranberries'],
      k: 'low',
    }),
  ]),
  ...group({ ...cat, subcategory: 'Frutas secas', k: 'high', p: 'medium', tags: ['dried_fruit'] }, [
    u('pasas', '09298', 'Pasas', 'Pasas', 'Uvas pasas sin semilla.', { aliases: ['uvas pasas', 'pasitas'] }),
    u('datil', '09087', 'Dátiles', 'Dátil', 'Dátiles secos.', {}),
    u('ciruela-seca', '09291', 'Ciruelas secas', 'Ciruela', 'Ciruelas pasas sin carozo.', {
      aliases: ['ciruelas pasas', 'guindones'],
    }),
    u('orejon', '09032', 'Orejones de durazno', 'Durazno', 'Albaricoque o durazno deshidratado.', {
      aliases: ['orejones', 'damascos secos', 'albaricoques secos'],
    }),
    u('mango-deshidratado', '09178', 'Mango deshidratado', 'Mango', 'Mango seco endulzado.', {
      aliases: ['mango seco'],
      tags: ['high_sugar'],
    }),
    u('arandano-seco', '09079', 'Arándanos deshidratados', 'Arándano', 'Cranberries secos endulzados.', {
      aliases: ['cranberries secos'],
      tags: ['high_sugar'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Jugos', unit: 'ml', k: 'medium', tags: ['fruit_juice'] }, [
    u('jugo-naranja', '09206', 'Jugo de naranja natural', 'Jugo', 'Jugo recién exprimido, sin azúcar.', {
      aliases: ['zumo de naranja'],
    }),
    u('jugo-pina', '09273', 'Jugo de piña', 'Jugo', 'Jugo de piña sin azúcar añadida.', { aliases: ['zumo de piña'] }),
    u('jugo-manzana', '09016', 'Jugo de manzana', 'Jugo', 'Jugo de manzana envasado sin azúcar añadida.', {
      aliases: ['zumo de manzana'],
      k: 'low',
    }),
    u('jugo-maracuya', '09233', 'Jugo de maracuyá', 'Jugo', 'Jugo puro de maracuyá, sin agua ni azúcar.', {
      aliases: ['jugo de parchita'],
      k: 'high',
    }),
    u('nectar-mango', '09436', 'Néctar de mango', 'Jugo', 'Néctar envasado con azúcar.', {
      aliases: ['jugo de mango envasado'],
      tags: ['high_sugar', 'sweetened_drink'],
      k: 'low',
    }),
  ]),
];
