/** Salsas y condimentos: spices, sauces, broths. Used by the gram, so most carry the 'seasoning' tag. */
import { group, u } from './define.ts';

const cat = { category: 'Salsas y condimentos', k: 'low', p: 'low' } as const;

export const CONDIMENTS = [
  ...group({ ...cat, subcategory: 'Especias', tags: ['seasoning'] }, [
    u('sal', '02047', 'Sal', 'Sal', 'Sal de mesa yodada.', { aliases: ['sal de mesa'], tags: ['high_sodium'] }),
    u('pimienta', '02030', 'Pimienta negra molida', 'Especias', 'Pimienta negra.', { aliases: ['pimienta'] }),
    u('comino', '02014', 'Comino', 'Especias', 'Comino molido.', {}),
    u('oregano', '02027', 'Orégano seco', 'Especias', 'Orégano deshidratado.', { aliases: ['orégano'] }),
    u('canela', '02010', 'Canela molida', 'Especias', 'Canela en polvo.', { aliases: ['canela'] }),
    u('paprika', '02028', 'Pimentón dulce', 'Especias', 'Páprika en polvo.', {
      aliases: ['paprika', 'páprika', 'pimentón'],
    }),
    u('chile-polvo', '02009', 'Chile en polvo', 'Especias', 'Mezcla de chile molido.', {
      aliases: ['ají molido', 'chile piquín'],
    }),
    u('curcuma', '02043', 'Palillo', 'Especias', 'Cúrcuma molida.', {
      aliases: ['cúrcuma', 'turmérico', 'azafrán de raíz'],
    }),
    u('ajo-polvo', '02020', 'Ajo en polvo', 'Especias', 'Ajo deshidratado.', {}),
    u('vinagre', '02053', 'Vinagre blanco', 'Vinagre', 'Vinagre de alcohol.', { aliases: ['vinagre'] }),
    u('vinagre-manzana', '02048', 'Vinagre de manzana', 'Vinagre', 'Vinagre de sidra.', {
      aliases: ['vinagre de sidra'],
    }),
    u('alcaparras', '02054', 'Alcaparras', 'Encurtidos', 'Alcaparras en salmuera.', { tags: ['high_sodium'] }),
  ]),
  ...group({ ...cat, subcategory: 'Salsas' }, [
    u('mostaza', '02046', 'Mostaza', 'Salsa', 'Mostaza amarilla preparada.', { tags: ['seasoning', 'high_sodium'] }),
    u('ketchup', '11935', 'Kétchup', 'Salsa', 'Salsa de tomate dulce embotellada.', {
      aliases: ['catsup', 'salsa de tomate (dulce)'],
      tags: ['high_sugar', 'high_sodium', 'ultra_processed'],
      k: 'high',
    }),
    u('sillao', '16123', 'Sillao', 'Salsa', 'Salsa de soya de trigo y soya.', {
      aliases: ['salsa de soya', 'salsa de soja', 'shoyu'],
      allergens: ['soy', 'gluten'],
      tags: ['seasoning', 'high_sodium'],
      k: 'high',
      p: 'medium',
    }),
    u('salsa-tomate', '11549', 'Salsa de tomate natural', 'Salsa', 'Tomate cocido y colado, sin azúcar.', {
      aliases: ['passata', 'puré de tomate', 'tomate frito casero'],
      k: 'medium',
    }),
    u('pasta-tomate', '11546', 'Pasta de tomate', 'Salsa', 'Concentrado de tomate.', {
      aliases: ['concentrado de tomate', 'puré de tomate concentrado'],
      tags: ['seasoning'],
      k: 'high',
      p: 'medium',
    }),
    u(
      'salsa-roja',
      '06164',
      'Salsa roja picante',
      'Salsa',
      'Salsa de tomate, cebolla y chile, tipo pico de gallo cocido.',
      { aliases: ['salsa mexicana', 'salsa casera', 'ají de tomate'], tags: ['seasoning'], k: 'medium' },
    ),
    u('salsa-verde', '27047', 'Salsa verde', 'Salsa', 'Salsa de tomate verde y chile.', {
      aliases: ['salsa de tomatillo'],
      tags: ['seasoning'],
      k: 'medium',
    }),
    u('salsa-enchilada', '27063', 'Salsa para enchiladas', 'Salsa', 'Salsa roja de chiles secos.', {
      aliases: ['salsa roja de chile guajillo'],
      tags: ['seasoning'],
    }),
    u('salsa-marinara', '06931', 'Salsa de tomate para pasta', 'Salsa', 'Salsa pomodoro lista.', {
      aliases: ['salsa pomodoro', 'salsa napolitana', 'salsa bolognesa sin carne'],
      k: 'medium',
    }),
    u('salsa-ostion', '06176', 'Salsa de ostión', 'Salsa', 'Salsa oscura del chifa.', {
      aliases: ['salsa de ostras'],
      allergens: ['shellfish'],
      animal: true,
      fish: true,
      tags: ['seasoning', 'high_sodium', 'high_sugar'],
    }),
    u('salsa-inglesa', '06971', 'Salsa inglesa', 'Salsa', 'Salsa Worcestershire.', {
      aliases: ['salsa Worcestershire'],
      allergens: ['fish'],
      animal: true,
      fish: true,
      tags: ['seasoning', 'high_sodium'],
    }),
    u('pepinillos', '11937', 'Pepinillos encurtidos', 'Encurtidos', 'Pepinillos en vinagre.', {
      aliases: ['pickles', 'encurtidos'],
      tags: ['seasoning', 'high_sodium'],
    }),
  ]),
  ...group({ ...cat, subcategory: 'Caldos', unit: 'ml' }, [
    u('caldo-pollo', '06172', 'Caldo de pollo casero', 'Caldo', 'Caldo de huesos y presas de pollo.', {
      aliases: ['consomé de pollo', 'fondo de pollo'],
      animal: true,
      meat: true,
    }),
    u('caldo-res', '06170', 'Caldo de res casero', 'Caldo', 'Caldo de huesos de res.', {
      aliases: ['consomé de res', 'caldo de carne'],
      animal: true,
      meat: true,
    }),
    u('caldo-pescado', '06174', 'Caldo de pescado casero', 'Caldo', 'Fumet de cabezas y espinas.', {
      aliases: ['fumet', 'fondo de pescado'],
      allergens: ['fish'],
      animal: true,
      fish: true,
    }),
    u('caldo-verduras', '06700', 'Caldo de verduras', 'Caldo', 'Caldo de verduras listo.', {
      aliases: ['fondo de verduras'],
      tags: ['high_sodium'],
    }),
    u('cubito-caldo', '06080', 'Cubito de caldo', 'Caldo', 'Caldo concentrado en cubo o polvo; peso en seco.', {
      aliases: ['cubito Maggi', 'consomé en polvo', 'caldo en cubo'],
      unit: 'g',
      animal: true,
      meat: true,
      tags: ['seasoning', 'high_sodium', 'ultra_processed'],
    }),
  ]),
];
