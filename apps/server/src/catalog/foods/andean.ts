/**
 * Andean foods missing from USDA SR (see shared/data/README.md, caveats). Values per 100 g of
 * edible portion from the cited table; "fibra cruda" where the table gives crude fibre only.
 */
import { group, o, u } from './define.ts';

const TPCA_1996 = 'Collazos C. et al., Tablas Peruanas de Composición de Alimentos, 7.ª ed., INS/CENAN, Lima 1996';

export const ANDEAN = [
  ...group(
    {
      category: 'Cereales y tubérculos',
      subcategory: 'Tubérculos andinos',
      k: 'high',
      p: 'low',
      tags: ['starchy_vegetable'],
    },
    [
      o(
        'olluco',
        {
          calories: 62,
          protein: 1.1,
          carbs: 14.3,
          fat: 0.1,
          fiber: 0.8,
          citation: `${TPCA_1996}: olluco crudo sin cáscara (fibra cruda)`,
        },
        'Olluco (crudo)',
        'Olluco',
        'Tubérculo andino de piel amarilla o rosada, para olluquito y guisos.',
        { aliases: ['ulluco', 'papa lisa', 'melloco', 'ruba'] },
      ),
      o(
        'oca',
        {
          calories: 61,
          protein: 1.0,
          carbs: 13.3,
          fat: 0.6,
          fiber: 1.0,
          citation: `${TPCA_1996}: oca cruda (fibra cruda)`,
        },
        'Oca (cruda)',
        'Oca',
        'Tubérculo andino dulce y ácido.',
        { aliases: ['ibia', 'papa oca', 'apilla'] },
      ),
      o(
        'mashua',
        {
          calories: 50,
          protein: 1.5,
          carbs: 9.8,
          fat: 0.7,
          fiber: 0.9,
          citation: `${TPCA_1996}: isaño (mashua) crudo (fibra cruda)`,
        },
        'Mashua (cruda)',
        'Mashua',
        'Tubérculo andino de sabor picante.',
        { aliases: ['isaño', 'añu', 'cubio'] },
      ),
    ],
  ),
  ...group(
    {
      category: 'Cereales y tubérculos',
      subcategory: 'Granos andinos y otros',
      k: 'high',
      p: 'high',
      tags: ['whole_grain'],
    },
    [
      o(
        'canihua',
        {
          calories: 343,
          protein: 13.8,
          carbs: 66.2,
          fat: 3.5,
          fiber: 11.0,
          citation: 'Tablas Peruanas de Composición de Alimentos (INS/CENAN): cañihua parda, grano (fibra cruda)',
        },
        'Cañihua (grano o cañihuaco)',
        'Cañihua',
        'Grano andino del altiplano; peso en seco.',
        { aliases: ['cañahua', 'qañiwa', 'cañihuaco'] },
      ),
    ],
  ),
  ...group({ category: 'Frutas', subcategory: 'Andinas', k: 'high', p: 'low' }, [
    o(
      'lucuma',
      {
        calories: 99,
        protein: 1.5,
        carbs: 25.0,
        fat: 0.5,
        fiber: 1.3,
        citation:
          'Tablas Peruanas de Composición de Alimentos (INS/CENAN, 2017): lúcuma, pulpa — energía confirmada en fuentes de prensa (99 kcal); proteína, grasa, carbohidratos y fibra pendientes de verificar contra la tabla',
      },
      'Lúcuma',
      'Lúcuma',
      'Fruta andina de pulpa harinosa y dulce, para jugos, helados y postres.',
      { aliases: ['lucma', 'lúcumo'] },
    ),
  ]),
  ...group({ category: 'Carnes', subcategory: 'Cordero y otras carnes', meat: true, k: 'high', p: 'high' }, [
    o(
      'cuy',
      {
        calories: 96,
        protein: 19.0,
        carbs: 0.1,
        fat: 1.6,
        fiber: 0,
        citation:
          'Tablas Peruanas de Composición de Alimentos (INS/CENAN): carne de cuy cruda — pendiente de verificar contra la tabla',
      },
      'Cuy (crudo)',
      'Cuy',
      'Carne magra tradicional de los Andes, frita, al horno o en picante.',
      { aliases: ['cobayo', 'conejillo de Indias', 'cuye', 'curí'] },
    ),
  ]),
  ...group({ category: 'Verduras', subcategory: 'Ajíes', k: 'medium', p: 'low', tags: ['seasoning'] }, [
    u(
      'aji-amarillo',
      '11819',
      'Ají amarillo',
      'Ají',
      'Ají peruano de base para cremas y guisos; valores del ají rojo fresco de USDA como aproximación.',
      { aliases: ['ají escabeche', 'ají mirasol (seco)', 'ají verde (PE)'] },
    ),
    u(
      'rocoto',
      '11819',
      'Rocoto',
      'Ají',
      'Ají grueso y muy picante; valores del ají rojo fresco de USDA como aproximación.',
      { aliases: ['locoto', 'chile manzano', 'chile perón'] },
    ),
  ]),
];
