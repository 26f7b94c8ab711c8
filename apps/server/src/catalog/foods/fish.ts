/** Pescados y mariscos. */
import { group, u } from './define.ts';

const fish = { category: 'Pescados y mariscos', fish: true, allergens: ['fish'], k: 'high', p: 'high' } as const;
const shellfish = {
  category: 'Pescados y mariscos',
  fish: true,
  allergens: ['shellfish'],
  k: 'medium',
  p: 'high',
} as const;

export const FISH = [
  ...group({ ...fish, subcategory: 'Pescados blancos' }, [
    u('corvina', '15020', 'Corvina (cruda)', 'Pescado', 'Pescado blanco de carne firme, el clásico del ceviche.', {
      aliases: ['corvinata'],
    }),
    u('lenguado', '15028', 'Lenguado (crudo)', 'Pescado', 'Pescado plano, fino y muy magro.', {
      aliases: ['platija', 'sol'],
    }),
    u('mero', '15031', 'Mero (crudo)', 'Pescado', 'Pescado blanco de carne firme para sudados y parrilla.', {
      aliases: ['cherna', 'abadejo (MX)'],
    }),
    u('pargo', '15101', 'Pargo (crudo)', 'Pescado', 'Pescado de roca, ideal frito o al horno.', {
      aliases: ['huachinango', 'cachema', 'besugo'],
    }),
    u('perico', '15023', 'Perico (crudo)', 'Pescado', 'Dorado del Pacífico, de carne blanca y firme.', {
      aliases: ['dorado', 'mahi-mahi', 'lampuga'],
    }),
    u('merluza', '15132', 'Merluza (cruda)', 'Pescado', 'Pescado blanco suave y económico (merluza plateada).', {
      aliases: ['pescadilla', 'merlán'],
    }),
    u('bacalao', '15015', 'Bacalao fresco (crudo)', 'Pescado', 'Pescado blanco de escamas grandes, muy magro.', {
      aliases: ['abadejo'],
    }),
    u(
      'bacalao-salado',
      '15018',
      'Bacalao seco salado',
      'Pescado',
      'Se desala en agua antes de cocinar; peso en seco.',
      { aliases: ['bacalao en salazón'], tags: ['high_sodium'] },
    ),
    u('tilapia', '15261', 'Tilapia (cruda)', 'Pescado', 'Pescado de cultivo, suave y económico.', {
      aliases: ['mojarra'],
    }),
    u('pez-espada', '15110', 'Pez espada (crudo)', 'Pescado', 'Carne firme para plancha o brochetas.', {
      aliases: ['albacora (CL)'],
    }),
  ]),
  ...group({ ...fish, subcategory: 'Pescados azules', tags: ['omega3'] }, [
    u('salmon', '15236', 'Salmón (crudo)', 'Pescado', 'Pescado graso rico en omega 3.', { aliases: ['salmón rosado'] }),
    u('salmon-ahumado', '15077', 'Salmón ahumado', 'Pescado', 'En lonchas finas, listo para comer.', {
      tags: ['high_sodium'],
    }),
    u('trucha', '15240', 'Trucha (cruda)', 'Pescado', 'Pescado de río o lago, típico de los Andes.', {
      aliases: ['trucha arcoíris'],
    }),
    u('bonito', '15123', 'Bonito (crudo)', 'Pescado', 'Pescado azul de carne roja, económico.', {
      aliases: ['barrilete', 'listado'],
    }),
    u('atun-fresco', '15127', 'Atún fresco (crudo)', 'Pescado', 'Lomo de atún aleta amarilla.', {
      aliases: ['atún rojo'],
    }),
    u('jurel', '15050', 'Jurel (crudo)', 'Pescado', 'Pescado azul económico del Pacífico.', {
      aliases: ['chicharro', 'caballa del Pacífico'],
    }),
    u('caballa', '15046', 'Caballa (cruda)', 'Pescado', 'Pescado azul muy graso y sabroso.', {
      aliases: ['macarela', 'verdel', 'sierra'],
    }),
    u('anchoveta', '15001', 'Anchoveta (cruda)', 'Pescado', 'Pescado pequeño del Pacífico, económico y nutritivo.', {
      aliases: ['boquerón', 'anchoa fresca'],
    }),
  ]),
  ...group({ ...fish, subcategory: 'Conservas', tags: ['high_sodium'] }, [
    u('atun-agua', '15121', 'Atún en agua (escurrido)', 'Atún', 'Atún en lata al natural, escurrido.', {
      aliases: ['atún al natural', 'atún en lata'],
    }),
    u('atun-aceite', '15119', 'Atún en aceite (escurrido)', 'Atún', 'Atún en lata en aceite, escurrido.', {
      aliases: ['atún en lata con aceite'],
    }),
    u('sardina-tomate', '15089', 'Sardinas en salsa de tomate', 'Sardina', 'Sardinas en lata con espinas blandas.', {
      aliases: ['sardinas en lata'],
      tags: ['omega3'],
    }),
    u('sardina-aceite', '15088', 'Sardinas en aceite (escurridas)', 'Sardina', 'Sardinas en lata en aceite.', {
      tags: ['omega3'],
    }),
    u('anchoas', '15002', 'Anchoas en aceite', 'Anchoa', 'Filetes de anchoa salados en aceite.', {
      aliases: ['anchoas en lata'],
      tags: ['omega3'],
    }),
    u('jurel-lata', '15048', 'Jurel en lata (escurrido)', 'Jurel', 'Conserva económica de jurel.', {
      aliases: ['filete de caballa en lata'],
      tags: ['omega3'],
    }),
  ]),
  ...group({ ...shellfish, subcategory: 'Mariscos' }, [
    u('langostino', '15149', 'Langostinos (crudos)', 'Mariscos', 'Colas peladas de langostino o camarón.', {
      aliases: ['camarones', 'gambas', 'camarón'],
    }),
    u('camaron-cocido', '15151', 'Camarones cocidos', 'Mariscos', 'Camarones pelados ya cocidos.', {
      aliases: ['gambas cocidas', 'langostinos cocidos'],
    }),
    u('calamar', '15175', 'Calamar (crudo)', 'Mariscos', 'Anillas o tubos de calamar o pota.', {
      aliases: ['pota', 'jibia', 'chipirón'],
      k: 'medium',
    }),
    u('pulpo', '15166', 'Pulpo (crudo)', 'Mariscos', 'Se cocina hervido antes de la plancha o el olivo.', {
      aliases: ['pulpito'],
    }),
    u('choros', '15164', 'Choros (mejillones)', 'Mariscos', 'Mejillones frescos sin concha.', {
      aliases: ['mejillones', 'choritos', 'cholgas'],
    }),
    u('conchas-abanico', '15172', 'Conchas de abanico', 'Mariscos', 'Vieiras sin concha.', {
      aliases: ['vieiras', 'ostiones', 'callos de hacha'],
    }),
    u('almejas', '15157', 'Almejas', 'Mariscos', 'Almejas frescas sin concha.', {
      aliases: ['machas', 'pepitonas', 'chirlas'],
    }),
    u('cangrejo', '15139', 'Cangrejo (crudo)', 'Mariscos', 'Carne de cangrejo o jaiba.', {
      aliases: ['jaiba', 'centolla', 'cangrejo azul'],
    }),
    u('langosta', '15154', 'Langosta (cruda)', 'Mariscos', 'Cola de langosta espinosa.', { aliases: ['bogavante'] }),
    u('ostras', '15171', 'Ostras', 'Mariscos', 'Ostiones o cholgas frescas.', { aliases: ['ostiones (MX)'] }),
  ]),
];
