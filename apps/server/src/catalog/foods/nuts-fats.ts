/** Frutos secos y semillas; grasas y aceites. */
import { group, u } from './define.ts';

export const NUTS_FATS = [
  ...group(
    { category: 'Frutos secos y semillas', subcategory: 'Frutos secos', allergens: ['nuts'], k: 'high', p: 'high' },
    [
      u('almendra', '12061', 'Almendras', 'Almendra', 'Almendras crudas con piel.', { aliases: ['almendra'] }),
      u('nuez', '12155', 'Nueces', 'Nuez', 'Nuez de nogal pelada.', {
        aliases: ['nuez de Castilla', 'nuez común'],
        tags: ['omega3'],
      }),
      u('pecana', '12142', 'Pecanas', 'Nuez', 'Nuez pecana pelada.', { aliases: ['nuez pecana', 'nuez encarcelada'] }),
      u('castana-caju', '12087', 'Castañas de cajú', 'Cajú', 'Semilla del marañón.', {
        aliases: ['marañón', 'anacardos', 'merey', 'nuez de la India'],
      }),
      u('castana-brasil', '12078', 'Castañas amazónicas', 'Castaña', 'Nuez de Brasil.', {
        aliases: ['nuez de Brasil', 'castaña de Pará', 'castaña de Brasil'],
        tags: ['high_sat_fat'],
      }),
      u('pistacho', '12151', 'Pistachos', 'Pistacho', 'Pistachos pelados.', {}),
      u('avellana', '12120', 'Avellanas', 'Avellana', 'Avellanas peladas.', {}),
      u('macadamia', '12131', 'Nueces de macadamia', 'Macadamia', 'Nuez muy grasa y suave.', {}),
      u('mix-frutos-secos', '12135', 'Mezcla de frutos secos con maní', 'Mezcla', 'Mezcla tostada sin sal.', {
        aliases: ['frutos secos mixtos', 'mezcla de nueces', 'mix de frutos secos'],
        allergens: ['peanut'],
      }),
      u('mantequilla-almendra', '12695', 'Mantequilla de almendras', 'Almendra', 'Crema de almendras.', {
        aliases: ['crema de almendras'],
        tags: ['high_sodium'],
      }),
    ],
  ),
  ...group({ category: 'Frutos secos y semillas', subcategory: 'Maní', allergens: ['peanut'], k: 'high', p: 'high' }, [
    u('mani', '16087', 'Maní', 'Maní', 'Maní crudo pelado.', { aliases: ['cacahuate', 'cacahuete', 'manías'] }),
    u('mani-tostado', '16390', 'Maní tostado sin sal', 'Maní', 'Maní tostado en seco.', {
      aliases: ['cacahuates tostados'],
    }),
    u('mantequilla-mani', '16398', 'Mantequilla de maní', 'Maní', 'Pasta de maní sin sal ni azúcar añadida.', {
      aliases: ['crema de cacahuate', 'mantequilla de cacahuete', 'pasta de maní'],
    }),
  ]),
  ...group({ category: 'Frutos secos y semillas', subcategory: 'Semillas', k: 'high', p: 'high' }, [
    u('chia', '12006', 'Chía', 'Semillas', 'Semillas de chía.', {
      aliases: ['semillas de chía'],
      tags: ['omega3'],
      k: 'medium',
    }),
    u('linaza', '12220', 'Linaza', 'Semillas', 'Semillas de lino, mejor molidas.', {
      aliases: ['semillas de lino', 'linaza molida'],
      tags: ['omega3'],
    }),
    u('ajonjoli', '12023', 'Ajonjolí', 'Semillas', 'Semillas de sésamo.', { aliases: ['sésamo'] }),
    u('pepitas-zapallo', '12014', 'Pepitas de zapallo', 'Semillas', 'Semillas de calabaza peladas.', {
      aliases: ['pepitas', 'semillas de calabaza', 'pipas de calabaza'],
    }),
    u('girasol', '12036', 'Semillas de girasol', 'Semillas', 'Pipas de girasol peladas.', {
      aliases: ['pipas', 'maravilla'],
    }),
    u('coco-rallado', '12108', 'Coco rallado sin azúcar', 'Coco', 'Coco deshidratado.', {
      aliases: ['coco deshidratado'],
      tags: ['high_sat_fat'],
      subcategory: 'Coco',
    }),
    u('leche-coco', '12117', 'Leche de coco', 'Coco', 'Leche de coco para cocinar (con su grasa).', {
      aliases: ['crema de coco ligera'],
      tags: ['high_sat_fat'],
      unit: 'ml',
      subcategory: 'Coco',
      p: 'medium',
    }),
  ]),
  ...group({ category: 'Grasas y aceites', subcategory: 'Aceites', k: 'low', p: 'low' }, [
    u('aceite-oliva', '04053', 'Aceite de oliva', 'Aceite', 'Aceite de oliva para aliñar y cocinar.', {
      aliases: ['aceite de oliva extra virgen'],
    }),
    u('aceite-vegetal', '04044', 'Aceite vegetal', 'Aceite', 'Aceite de soya, el más común para cocinar.', {
      aliases: ['aceite de soya', 'aceite de cocina'],
    }),
    u('aceite-canola', '04582', 'Aceite de canola', 'Aceite', 'Aceite neutro de colza.', {
      aliases: ['aceite de colza'],
    }),
    u('aceite-girasol', '04506', 'Aceite de girasol', 'Aceite', 'Aceite neutro de girasol.', {
      aliases: ['aceite de maravilla'],
    }),
    u('aceite-coco', '04047', 'Aceite de coco', 'Aceite', 'Grasa sólida a temperatura ambiente.', {
      tags: ['high_sat_fat'],
    }),
    u('aceite-ajonjoli', '04058', 'Aceite de ajonjolí', 'Aceite', 'Aceite tostado de sésamo, para aromatizar.', {
      aliases: ['aceite de sésamo'],
    }),
  ]),
  ...group({ category: 'Grasas y aceites', subcategory: 'Mantequillas y otras grasas', k: 'low', p: 'low' }, [
    u('mantequilla', '01145', 'Mantequilla', 'Mantequilla', 'Mantequilla sin sal.', {
      aliases: ['manteca (AR, UY)'],
      allergens: ['dairy'],
      animal: true,
      tags: ['high_sat_fat'],
    }),
    u('ghee', '01003', 'Mantequilla clarificada', 'Mantequilla', 'Ghee o mantequilla sin sólidos lácteos.', {
      aliases: ['ghee'],
      allergens: ['dairy'],
      animal: true,
      tags: ['high_sat_fat'],
    }),
    u('manteca-cerdo', '04002', 'Manteca de cerdo', 'Manteca', 'Grasa de cerdo para tamales y frituras.', {
      aliases: ['manteca de chancho', 'lardo', 'manteca'],
      animal: true,
      meat: true,
      tags: ['high_sat_fat'],
    }),
    u('margarina', '04617', 'Margarina', 'Margarina', 'Grasa vegetal untable.', {
      tags: ['ultra_processed', 'high_sat_fat'],
    }),
    u('mayonesa', '04025', 'Mayonesa', 'Mayonesa', 'Mayonesa comercial.', {
      aliases: ['mayo'],
      allergens: ['egg'],
      animal: true,
      tags: ['ultra_processed'],
    }),
    u('vinagreta', '04135', 'Vinagreta casera', 'Aderezo', 'Aceite y vinagre emulsionados.', {
      aliases: ['aliño', 'aderezo de aceite y vinagre'],
    }),
  ]),
  ...group({ category: 'Grasas y aceites', subcategory: 'Aceitunas', k: 'low', p: 'low', tags: ['high_sodium'] }, [
    u('aceituna', '09193', 'Aceitunas negras', 'Aceituna', 'Aceitunas negras en salmuera (botija o similares).', {
      aliases: ['aceitunas de botija', 'olivas'],
    }),
    u('aceituna-verde', '09195', 'Aceitunas verdes', 'Aceituna', 'Aceitunas verdes en salmuera.', {
      aliases: ['olivas verdes'],
    }),
  ]),
];
