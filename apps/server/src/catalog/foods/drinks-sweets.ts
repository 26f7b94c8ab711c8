/** Bebidas, dulces y snacks. */
import { group, u } from './define.ts';

export const DRINKS_SWEETS = [
  ...group({ category: 'Bebidas', subcategory: 'Infusiones y café', unit: 'ml', k: 'low', p: 'low' }, [
    u('agua', '14411', 'Agua', 'Agua', 'Agua potable.', { aliases: ['agua de caño', 'agua del grifo'] }),
    u('cafe', '14209', 'Café pasado', 'Café', 'Café filtrado sin azúcar.', {
      aliases: ['café negro', 'tinto', 'café americano', 'café de olla sin azúcar'],
    }),
    u('te-negro', '14355', 'Té negro', 'Té', 'Té filtrado sin azúcar.', { aliases: ['té'] }),
    u('te-verde', '14278', 'Té verde', 'Té', 'Té verde sin azúcar.', {}),
    u('manzanilla', '14545', 'Infusión de manzanilla', 'Infusión', 'Agua de manzanilla sin azúcar.', {
      aliases: ['té de manzanilla', 'agüita de manzanilla'],
    }),
    u(
      'infusion-hierbas',
      '14381',
      'Infusión de hierbas',
      'Infusión',
      'Anís, hierba luisa, menta o cedrón, sin azúcar.',
      { aliases: ['agüita', 'té de hierbas', 'aromática', 'mate de hierbas'] },
    ),
    u('jamaica', '14649', 'Agua de jamaica sin azúcar', 'Infusión', 'Infusión de flor de jamaica.', {
      aliases: ['té de hibisco', 'agua de flor de jamaica', 'rosa de Jamaica'],
    }),
  ]),
  ...group({ category: 'Bebidas', subcategory: 'Bebidas vegetales', unit: 'ml', k: 'low', p: 'low' }, [
    u('leche-soya', '16120', 'Bebida de soya', 'Bebida vegetal', 'Leche de soya sin fortificar.', {
      aliases: ['leche de soya', 'leche de soja'],
      allergens: ['soy'],
      k: 'medium',
    }),
    u(
      'leche-almendra',
      '14091',
      'Bebida de almendras sin azúcar',
      'Bebida vegetal',
      'Leche de almendras sin endulzar.',
      { aliases: ['leche de almendras'], allergens: ['nuts'] },
    ),
    u('bebida-arroz', '14639', 'Bebida de arroz sin azúcar', 'Bebida vegetal', 'Leche de arroz.', {
      aliases: ['leche de arroz'],
    }),
    u('agua-coco', '14090', 'Agua de coco', 'Agua de coco', 'Agua de coco natural sin azúcar.', {
      aliases: ['agua de pipa'],
      k: 'medium',
    }),
  ]),
  ...group(
    {
      category: 'Bebidas',
      subcategory: 'Gaseosas',
      unit: 'ml',
      k: 'low',
      p: 'low',
      tags: ['high_sugar', 'sweetened_drink', 'ultra_processed'],
    },
    [
      u('gaseosa', '14148', 'Gaseosa de cola', 'Gaseosa', 'Bebida cola con azúcar.', {
        aliases: ['refresco', 'soda', 'bebida cola', 'coca'],
        p: 'high',
      }),
      u('te-helado', '14199', 'Té helado endulzado', 'Té', 'Té frío con limón y azúcar, envasado.', {
        aliases: ['ice tea'],
      }),
    ],
  ),
  ...group({ category: 'Bebidas', subcategory: 'Alcohólicas', unit: 'ml', k: 'low', p: 'low', tags: ['alcohol'] }, [
    u('cerveza', '14003', 'Cerveza', 'Cerveza', 'Cerveza rubia regular.', { aliases: ['chela', 'birra', 'pola'] }),
    u('vino-tinto', '14096', 'Vino tinto', 'Vino', 'Vino tinto de mesa.', {}),
    u('vino-blanco', '14106', 'Vino blanco', 'Vino', 'Vino blanco de mesa.', {}),
    u(
      'destilado',
      '14037',
      'Destilado (pisco, ron, tequila)',
      'Licor',
      'Aguardiente de 40 grados: pisco, ron, tequila, aguardiente, vodka.',
      { aliases: ['pisco', 'ron', 'tequila', 'aguardiente', 'guaro'] },
    ),
  ]),
  ...group({ category: 'Dulces', subcategory: 'Azúcares y mieles', k: 'low', p: 'low', tags: ['high_sugar'] }, [
    u('azucar', '19335', 'Azúcar', 'Azúcar', 'Azúcar blanca refinada.', {
      aliases: ['azúcar blanca', 'azúcar refinada'],
    }),
    u('azucar-rubia', '19334', 'Azúcar rubia', 'Azúcar', 'Azúcar morena.', {
      aliases: ['azúcar morena', 'azúcar mascabado', 'azúcar moreno'],
    }),
    u('miel', '19296', 'Miel de abeja', 'Miel', 'Miel pura.', { aliases: ['miel'], animal: true }),
    u('sirope-agave', '19912', 'Sirope de agave', 'Miel', 'Jarabe de agave.', {
      aliases: ['miel de agave', 'néctar de agave'],
    }),
    u('mermelada', '19297', 'Mermelada', 'Mermelada', 'Mermelada de frutas con azúcar.', {
      aliases: ['confitura', 'jalea'],
    }),
    u('manjar', '01225', 'Manjar blanco', 'Manjar', 'Dulce de leche cocida con azúcar.', {
      aliases: ['dulce de leche', 'arequipe', 'cajeta', 'manjar'],
      allergens: ['dairy'],
      animal: true,
      p: 'medium',
      k: 'medium',
    }),
    u('leche-condensada', '01095', 'Leche condensada', 'Leche', 'Leche concentrada con azúcar.', {
      allergens: ['dairy'],
      animal: true,
      p: 'high',
      k: 'high',
    }),
  ]),
  ...group({ category: 'Dulces', subcategory: 'Chocolate y cacao', k: 'high', p: 'high' }, [
    u('chocolate-oscuro', '19905', 'Chocolate oscuro 60-69 %', 'Chocolate', 'Chocolate amargo en tableta.', {
      aliases: ['chocolate bitter', 'chocolate amargo', 'chocolate negro'],
      tags: ['high_sugar', 'high_sat_fat'],
    }),
    u('chocolate-leche', '19120', 'Chocolate con leche', 'Chocolate', 'Chocolate de leche en tableta.', {
      allergens: ['dairy'],
      animal: true,
      tags: ['high_sugar', 'high_sat_fat'],
    }),
    u('cacao-polvo', '19165', 'Cacao en polvo sin azúcar', 'Cacao', 'Cacao puro para bebidas y postres.', {
      aliases: ['cocoa', 'cacao amargo'],
    }),
    u(
      'chocolate-mexicano',
      '19124',
      'Chocolate de mesa',
      'Chocolate',
      'Tableta de cacao con azúcar y canela para taza.',
      { aliases: ['chocolate para taza', 'chocolate Abuelita', 'chocolate de taza'], tags: ['high_sugar'] },
    ),
  ]),
  ...group(
    { category: 'Dulces', subcategory: 'Postres y panadería dulce', k: 'low', p: 'medium', tags: ['high_sugar'] },
    [
      u('helado', '19095', 'Helado de vainilla', 'Helado', 'Helado de crema.', {
        aliases: ['nieve (MX)', 'mantecado'],
        allergens: ['dairy'],
        animal: true,
        tags: ['high_sat_fat'],
      }),
      u('arroz-con-leche', '19193', 'Arroz con leche', 'Postre', 'Postre de arroz cocido en leche con azúcar.', {
        allergens: ['dairy'],
        animal: true,
      }),
      u('bizcochuelo', '18133', 'Bizcochuelo', 'Queque', 'Queque esponjoso simple.', {
        aliases: ['keke', 'bizcocho', 'queque', 'ponqué'],
        allergens: ['gluten', 'egg'],
        animal: true,
        tags: ['refined_grain'],
      }),
      u('pan-dulce', '18955', 'Pan dulce', 'Pan', 'Concha o pan dulce de panadería.', {
        aliases: ['concha', 'pan de huevo', 'bizcocho (MX)'],
        allergens: ['gluten', 'egg', 'dairy'],
        animal: true,
        tags: ['refined_grain'],
      }),
      u('croissant', '18239', 'Croissant', 'Pan', 'Medialuna de mantequilla.', {
        aliases: ['cachito', 'medialuna', 'cuernito'],
        allergens: ['gluten', 'dairy', 'egg'],
        animal: true,
        tags: ['refined_grain', 'high_sat_fat'],
      }),
      u('galleta-maria', '28351', 'Galletas María', 'Galleta', 'Galleta dulce simple.', {
        aliases: ['galletas de vainilla'],
        allergens: ['gluten'],
        tags: ['refined_grain'],
      }),
      u(
        'galleta-chocolate',
        '18166',
        'Galletas rellenas de chocolate',
        'Galleta',
        'Galleta de chocolate con relleno de crema.',
        { aliases: ['galletas tipo Oreo'], allergens: ['gluten'], tags: ['refined_grain', 'ultra_processed'] },
      ),
      u('dona', '18255', 'Dona glaseada', 'Pan', 'Rosquilla frita con glaseado.', {
        aliases: ['dónut', 'rosquilla'],
        allergens: ['gluten', 'egg', 'dairy'],
        animal: true,
        tags: ['fried', 'refined_grain'],
      }),
      u('pie-manzana', '18301', 'Pie de manzana', 'Pastel', 'Tarta de manzana.', {
        aliases: ['tarta de manzana', 'pay de manzana'],
        allergens: ['gluten'],
        tags: ['refined_grain'],
      }),
      u('marshmallow', '19116', 'Malvaviscos', 'Golosina', 'Dulce esponjoso.', {
        aliases: ['masmelos', 'bombones', 'nubes'],
        animal: true,
        tags: ['ultra_processed'],
      }),
      u('caramelos', '19107', 'Caramelos duros', 'Golosina', 'Caramelos de azúcar.', {
        aliases: ['dulces', 'chupetines'],
        tags: ['ultra_processed'],
      }),
    ],
  ),
  ...group({ category: 'Snacks', subcategory: 'Salados', k: 'high', p: 'medium', tags: ['high_sodium'] }, [
    u('papas-chips', '19411', 'Papas fritas de bolsa', 'Papa', 'Hojuelas de papa fritas con sal.', {
      aliases: ['chips', 'papitas', 'patatas chips'],
      tags: ['fried', 'ultra_processed'],
    }),
    u('chifles', '25027', 'Chifles', 'Plátano', 'Hojuelas de plátano verde fritas con sal.', {
      aliases: ['platanitos', 'tostones de bolsa', 'mariquitas', 'tajadas de plátano'],
      tags: ['fried'],
    }),
    u('totopos', '19056', 'Totopos', 'Maíz', 'Tortilla de maíz frita en triángulos.', {
      aliases: ['nachos', 'tortilla chips'],
      tags: ['fried'],
    }),
    u('galleta-arroz', '19816', 'Galletas de arroz', 'Arroz', 'Tortitas de arroz integral inflado.', {
      aliases: ['tortitas de arroz'],
      ownTags: ['whole_grain'],
      k: 'medium',
      p: 'high',
    }),
  ]),
];
