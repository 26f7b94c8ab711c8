/** Lácteos and huevos. */
import { group, u } from './define.ts';

const dairy = { category: 'Lácteos', animal: true, allergens: ['dairy'] } as const;

export const DAIRY_EGGS = [
  ...group({ ...dairy, subcategory: 'Leches', unit: 'ml', k: 'medium', p: 'medium' }, [
    u('leche-entera', '01211', 'Leche entera', 'Leche', 'Leche de vaca con 3,25 % de grasa.', {
      aliases: ['leche fresca', 'leche de vaca'],
    }),
    u('leche-semidescremada', '01174', 'Leche semidescremada', 'Leche', 'Leche con 2 % de grasa.', {
      aliases: ['leche semidesnatada', 'leche parcialmente descremada'],
    }),
    u('leche-descremada', '01151', 'Leche descremada', 'Leche', 'Leche sin grasa.', {
      aliases: ['leche desnatada', 'leche light'],
    }),
    u('leche-evaporada', '01214', 'Leche evaporada', 'Leche', 'Leche concentrada sin azúcar, en lata.', {
      aliases: ['leche de tarro'],
      p: 'high',
      k: 'high',
    }),
    u('leche-polvo', '01212', 'Leche en polvo entera', 'Leche', 'Leche deshidratada; peso en polvo.', {
      unit: 'g',
      k: 'high',
      p: 'high',
      tags: ['high_sat_fat'],
    }),
    u('suero-leche', '01088', 'Suero de leche (buttermilk)', 'Leche', 'Leche cultivada baja en grasa.', {
      aliases: ['leche cultivada', 'jocoque líquido'],
      tags: ['fermented_dairy'],
    }),
  ]),
  ...group({ ...dairy, subcategory: 'Yogures', k: 'medium', p: 'medium', tags: ['fermented_dairy'] }, [
    u('yogur-natural', '01116', 'Yogur natural entero', 'Yogur', 'Yogur sin azúcar de leche entera.', {
      aliases: ['yogurt natural', 'yoghurt'],
    }),
    u('yogur-descremado', '01118', 'Yogur natural descremado', 'Yogur', 'Yogur sin azúcar y sin grasa.', {
      aliases: ['yogurt descremado', 'yogur desnatado'],
    }),
    u(
      'yogur-griego',
      '01293',
      'Yogur griego natural',
      'Yogur',
      'Yogur colado, espeso y alto en proteína, sin azúcar.',
      { aliases: ['yogurt griego'] },
    ),
    u('yogur-griego-light', '01256', 'Yogur griego descremado', 'Yogur', 'Yogur colado sin grasa y sin azúcar.', {
      aliases: ['yogurt griego 0 %'],
    }),
    u('yogur-frutas', '01120', 'Yogur de frutas', 'Yogur', 'Yogur bajo en grasa con fruta y azúcar.', {
      aliases: ['yogurt de fresa', 'yogurt con fruta'],
      tags: ['high_sugar'],
    }),
    u('yogur-vainilla', '01119', 'Yogur de vainilla', 'Yogur', 'Yogur bajo en grasa, endulzado.', {
      aliases: ['yogurt bebible de vainilla'],
      tags: ['high_sugar'],
    }),
  ]),
  ...group({ ...dairy, subcategory: 'Quesos', k: 'low', p: 'high', tags: ['high_sat_fat', 'high_sodium'] }, [
    u('queso-fresco', '01228', 'Queso fresco', 'Queso', 'Queso blanco fresco de vaca, el de todos los días.', {
      aliases: ['queso blanco', 'queso de campo', 'quesillo'],
    }),
    u('queso-mozzarella', '01026', 'Queso mozzarella', 'Queso', 'Queso de pasta hilada que se derrite bien.', {
      aliases: ['mozarela', 'muzzarella'],
    }),
    u('queso-mozzarella-light', '01028', 'Queso mozzarella semidescremado', 'Queso', 'Mozzarella con menos grasa.', {
      ownTags: ['high_sodium'],
    }),
    u('queso-asadero', '01166', 'Queso asadero', 'Queso', 'Queso mexicano de hebra para fundir.', {
      aliases: ['queso Oaxaca', 'quesillo (MX)', 'queso de hebra'],
    }),
    u('queso-cotija', '01267', 'Queso cotija', 'Queso', 'Queso mexicano seco y salado para espolvorear.', {
      aliases: ['queso añejo', 'queso costeño'],
    }),
    u('queso-parmesano', '01033', 'Queso parmesano', 'Queso', 'Queso duro y curado para rallar.', {
      aliases: ['parmesano', 'reggianito', 'queso rallado'],
    }),
    u('queso-edam', '01018', 'Queso edam', 'Queso', 'Queso semiduro de bola.', {
      aliases: ['queso de bola', 'queso holandés'],
    }),
    u('queso-gouda', '01022', 'Queso gouda', 'Queso', 'Queso semiduro, suave.', {
      aliases: ['queso mantecoso', 'queso de máquina'],
    }),
    u('queso-cheddar', '01009', 'Queso cheddar', 'Queso', 'Queso amarillo curado.', { aliases: ['queso amarillo'] }),
    u('queso-suizo', '01040', 'Queso suizo', 'Queso', 'Queso tipo emmental con ojos.', {
      aliases: ['emmental', 'gruyer'],
    }),
    u('queso-crema', '01017', 'Queso crema', 'Queso', 'Queso untable.', {
      aliases: ['queso filadelfia', 'queso para untar'],
      p: 'medium',
      k: 'low',
    }),
    u('queso-cottage', '01012', 'Queso cottage', 'Queso', 'Requesón granulado, alto en proteína y bajo en grasa.', {
      aliases: ['requesón', 'queso cabaña'],
      p: 'medium',
      ownTags: [],
    }),
    u('ricota', '01036', 'Ricota', 'Queso', 'Queso fresco de suero, suave.', {
      aliases: ['ricotta', 'requesón (AR)'],
      p: 'medium',
      ownTags: [],
    }),
    u('queso-cabra', '01159', 'Queso de cabra fresco', 'Queso', 'Queso untable de leche de cabra.', {
      aliases: ['queso de cabra'],
    }),
    u('queso-feta', '01019', 'Queso feta', 'Queso', 'Queso de oveja en salmuera, salado.', {}),
  ]),
  ...group({ ...dairy, subcategory: 'Cremas', k: 'low', p: 'low', tags: ['high_sat_fat'] }, [
    u('crema-leche', '01053', 'Crema de leche', 'Crema', 'Crema espesa para batir o cocinar (36 % de grasa).', {
      aliases: ['nata', 'crema para batir', 'crema doble'],
    }),
    u('crema-acida', '01056', 'Crema ácida', 'Crema', 'Crema cultivada para tacos y papas.', {
      aliases: ['crema agria', 'crema mexicana', 'sour cream'],
      tags: ['fermented_dairy'],
    }),
    u('media-crema', '01049', 'Media crema', 'Crema', 'Mezcla de leche y crema para café.', {
      aliases: ['crema para café', 'half and half'],
    }),
  ]),
  ...group({ category: 'Huevos', subcategory: 'Huevos', animal: true, allergens: ['egg'], k: 'low', p: 'medium' }, [
    u(
      'huevo',
      '01123',
      'Huevo de gallina (crudo)',
      'Huevo',
      'Huevo entero; una unidad mediana pesa unos 50 g sin cáscara.',
      { aliases: ['blanquillo'] },
    ),
    u('huevo-duro', '01129', 'Huevo duro', 'Huevo', 'Huevo entero cocido en agua.', {
      aliases: ['huevo sancochado', 'huevo cocido'],
    }),
    u('huevo-frito', '01128', 'Huevo frito', 'Huevo', 'Huevo entero frito.', {
      aliases: ['huevo estrellado'],
      tags: ['fried'],
    }),
    u(
      'huevo-revuelto',
      '01132',
      'Huevos revueltos',
      'Huevo',
      'Huevo revuelto preparado con un poco de leche y grasa.',
      { aliases: ['huevo perico (CO)'] },
    ),
    u('clara', '01124', 'Clara de huevo', 'Huevo', 'Solo la clara: casi pura proteína.', {
      aliases: ['claras'],
      p: 'low',
      k: 'medium',
    }),
    u('yema', '01125', 'Yema de huevo', 'Huevo', 'Solo la yema.', { p: 'high' }),
    u(
      'huevo-codorniz',
      '01140',
      'Huevos de codorniz',
      'Huevo',
      'Huevitos de codorniz, un clásico de las ensaladas y salchipapas.',
      { aliases: ['huevitos de codorniz'] },
    ),
  ]),
];
