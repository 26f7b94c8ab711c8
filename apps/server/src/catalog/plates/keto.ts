/**
 * High-fat keto plates (about 70-80 % of kcal from fat, few carbs), so a keto week can reach its
 * 75 % fat target; several without dairy, egg or nuts, for keto users with those allergies.
 */
import { plates } from './define.ts';

export const KETO_BREAKFASTS = plates('breakfast', [
  {
    id: 'huevos-revueltos-tocino', name: 'Huevos revueltos con tocino', method: 'Salteado', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['huevo', 110, '2 unidades'], ['tocino', 40, '3 lonjas'], ['mantequilla', 8, '2 cucharaditas'], ['cebolla-china', 10, '1 rama']],
    steps: ['Dora el tocino en tiras en una sartén sin aceite y resérvalo.', 'Revuelve los huevos en la mantequilla a fuego bajo.', 'Mezcla con el tocino y la cebolla china picada.'],
  },
  {
    id: 'caldo-costilla-sin-papa', name: 'Caldo de costilla sin papa', method: 'Hervido', cost: 'medium',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['res-asado-tira', 90, '1 trozo de costilla'], ['caldo-res', 300, '1 ¼ tazas'], ['cebolla-china', 15, '1 rama'], ['culantro', 5, '1 cucharada picado'], ['ajo', 3, '1 diente']],
    steps: ['Hierve la costilla en el caldo con el ajo y la cebolla china hasta que esté suave.', 'Sirve caliente con culantro picado.'],
  },
  {
    id: 'caldo-pollo-presa', name: 'Caldo de gallina con presa, sin fideos', method: 'Hervido', cost: 'low',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['pollo-muslo-piel', 180, '1 presa grande'], ['agua', 350, '1 ½ tazas'], ['cebolla-china', 15, '1 rama'], ['jengibre', 5, '1 trocito'], ['sal', 1, '1 pizca']],
    steps: ['Hierve la presa con el kion y la sal a fuego bajo 40 minutos, espumando.', 'Sirve el caldo con la presa y la cebolla china picada.'],
  },
  {
    id: 'salmon-ahumado-palta-alcaparras', name: 'Salmón ahumado con palta y alcaparras', method: 'Crudo', cost: 'high',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['salmon-ahumado', 120, '5 lonchas'], ['palta', 70, '⅓ de unidad'], ['aceite-oliva', 8, '2 cucharaditas'], ['alcaparras', 5, '1 cucharadita'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Dispón el salmón y la palta en láminas.', 'Riega con el aceite y el limón y termina con las alcaparras.'],
  },
  {
    id: 'bistec-palta-tomate', name: 'Bistec a la plancha con palta y tomate', method: 'A la plancha', cost: 'medium',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['res-bistec', 120, '1 bistec mediano'], ['aceite-vegetal', 8, '2 cucharaditas'], ['palta', 50, '¼ de unidad'], ['tomate', 50, '½ unidad']],
    steps: ['Sazona el bistec y dóralo en el aceite 2 minutos por lado.', 'Sirve con la palta y el tomate en rodajas.'],
  },
  {
    id: 'pollo-mechado-pimientos-palta', name: 'Pollo mechado salteado con pimientos y palta', method: 'Salteado', cost: 'low',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['pollo-deshilachado', 100, '⅔ de taza'], ['aceite-vegetal', 8, '2 cucharaditas'], ['pimiento-rojo', 40, '¼ de unidad'], ['cebolla', 20, '2 cucharadas picada'], ['palta', 40, '⅙ de unidad']],
    steps: ['Sofríe la cebolla y el pimiento en tiras en el aceite.', 'Agrega el pollo mechado y saltea 3 minutos.', 'Sirve con la palta en láminas.'],
  },
  {
    id: 'huevos-revueltos-crema-queso', name: 'Huevos revueltos con crema y queso fresco', method: 'Salteado', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['huevo', 110, '2 unidades'], ['crema-leche', 20, '1 ½ cucharadas'], ['queso-fresco', 30, '1 tajada'], ['mantequilla', 5, '1 cucharadita'], ['cebolla-china', 5, '½ rama']],
    steps: ['Bate los huevos con la crema.', 'Revuélvelos en la mantequilla a fuego bajo y añade el queso desmenuzado al final.', 'Sirve con la cebolla china picada.'],
  },
  {
    id: 'queso-fresco-plancha-tomate', name: 'Queso fresco a la plancha con tomate', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-fresco', 100, '2 tajadas gruesas'], ['tomate', 60, '½ unidad'], ['aceite-oliva', 5, '1 cucharadita'], ['oregano', 0.5, '1 pizca']],
    steps: ['Dora las tajadas de queso en una sartén antiadherente caliente, 2 minutos por lado.', 'Sirve con el tomate en rodajas, el aceite y el orégano.'],
  },
  {
    id: 'salmon-ahumado-queso-crema', name: 'Salmón ahumado con queso crema y pepino', method: 'Crudo', cost: 'high',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['salmon-ahumado', 100, '4 lonchas'], ['queso-crema', 50, '3 cucharadas'], ['pepino', 60, '⅓ de unidad'], ['alcaparras', 5, '1 cucharadita']],
    steps: ['Corta el pepino en rodajas gruesas.', 'Unta cada rodaja con queso crema y cubre con el salmón y las alcaparras.'],
  },
  {
    id: 'chorizo-palta-tomate', name: 'Chorizo a la plancha con palta y tomate', method: 'A la plancha', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['chorizo', 60, '1 unidad'], ['palta', 50, '¼ de unidad'], ['tomate', 40, '4 rodajas']],
    steps: ['Abre el chorizo a lo largo y dóralo en la plancha sin aceite.', 'Sirve con la palta y el tomate en rodajas.'],
  },
  {
    id: 'chicharron-sarsa-desayuno', name: 'Chicharrón con sarsa criolla', method: 'Frito', cost: 'medium',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes'],
    items: [['cerdo-paleta', 130, '4 trozos'], ['cebolla', 30, '¼ de unidad en pluma'], ['limon-jugo', 5, '1 cucharadita'], ['aceite-vegetal', 5, '1 cucharadita'], ['culantro', 3, '1 cucharadita picado']],
    steps: ['Hierve la paleta en trozos con agua y sal hasta que el agua se evapore; deja que se dore en su propia grasa.', 'Sirve con la sarsa de cebolla, limón, culantro y aceite.'],
  },
]);

export const KETO_LUNCHES = plates('lunch', [
  {
    id: 'costillas-cerdo-ensalada-col', name: 'Costillas de cerdo al horno con ensalada de col', method: 'Al horno', cost: 'medium',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['cerdo-costilla', 200, '4 costillas'], ['repollo', 60, '1 taza rallado'], ['aceite-oliva', 5, '1 cucharadita'], ['limon-jugo', 5, '1 cucharadita'], ['sal', 1, '1 pizca']],
    steps: ['Sazona las costillas y hornéalas a 180 °C por 1 hora, hasta dorar.', 'Aliña el repollo rallado con el aceite, el limón y la sal.', 'Sirve las costillas con la ensalada.'],
  },
  {
    id: 'parrillada-asado-chorizo', name: 'Parrillada de asado de tira y chorizo con ensalada', method: 'A la parrilla', cost: 'high',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['res-asado-tira', 80, '1 tira'], ['chorizo', 60, '1 unidad'], ['lechuga', 60, '1 taza'], ['tomate', 50, '½ unidad'], ['aceite-oliva', 5, '1 cucharadita'], ['vinagre', 5, '1 cucharadita']],
    steps: ['Asa el chorizo y la tira de asado a la parrilla, a fuego medio.', 'Sirve con la lechuga y el tomate aliñados con aceite y vinagre.'],
  },
  {
    id: 'salmon-mantequilla-ajo', name: 'Salmón a la plancha con mantequilla de ajo y ensalada verde', method: 'A la plancha', cost: 'high',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['salmon', 150, '1 filete'], ['mantequilla', 15, '1 cucharada'], ['aceite-oliva', 8, '2 cucharaditas'], ['ajo', 3, '1 diente'], ['lechuga', 50, '1 taza'], ['pepino', 40, '¼ de unidad']],
    steps: ['Dora el salmón por la piel en la sartén, 4 minutos, y voltéalo 2 más.', 'Derrite la mantequilla con el ajo picado y báñalo.', 'Sirve con la lechuga y el pepino aliñados con el aceite.'],
  },
  {
    id: 'salmon-horno-aceitunas', name: 'Salmón al horno con aceitunas y alcaparras', method: 'Al horno', cost: 'high',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['salmon', 160, '1 filete grande'], ['aceite-oliva', 15, '1 cucharada'], ['aceituna-verde', 30, '8 unidades'], ['alcaparras', 5, '1 cucharadita'], ['lechuga', 50, '1 taza'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Pon el salmón en una fuente con el aceite, las aceitunas y las alcaparras.', 'Hornea a 200 °C por 15 minutos.', 'Sirve con la lechuga y unas gotas de limón.'],
  },
  {
    id: 'chicharron-sarsa-palta', name: 'Chicharrón de cerdo con sarsa criolla y palta', method: 'Frito', cost: 'medium',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes'],
    items: [['cerdo-paleta', 180, '5 trozos'], ['palta', 60, '¼ de unidad'], ['cebolla', 30, '¼ de unidad en pluma'], ['limon-jugo', 10, '2 cucharaditas'], ['aceite-vegetal', 10, '2 cucharaditas'], ['culantro', 3, '1 cucharadita picado']],
    steps: ['Hierve la paleta en trozos con agua y sal hasta que el agua se evapore; déjala dorar en su propia grasa.', 'Prepara la sarsa con la cebolla, el limón, el culantro y el aceite.', 'Sirve el chicharrón con la sarsa y la palta.'],
  },
  {
    id: 'muslos-pollo-ajillo', name: 'Muslos de pollo al ajillo', method: 'Salteado', cost: 'low',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['pollo-muslo-piel', 220, '2 muslos'], ['aceite-oliva', 8, '2 cucharaditas'], ['ajo', 10, '3 dientes'], ['perejil', 5, '1 cucharada picado']],
    steps: ['Dora los muslos en el aceite por todos los lados, 20 minutos a fuego medio.', 'Agrega el ajo laminado los últimos 3 minutos, sin que se queme.', 'Sirve con el perejil picado.'],
  },
  {
    id: 'muslos-pollo-ensalada-palta', name: 'Muslos de pollo al horno con ensalada de palta', method: 'Al horno', cost: 'low',
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['pollo-muslo-piel', 200, '2 muslos'], ['palta', 60, '¼ de unidad'], ['lechuga', 50, '1 taza'], ['tomate', 40, '4 rodajas'], ['aceite-oliva', 5, '1 cucharadita'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Hornea los muslos sazonados a 200 °C por 35 minutos, hasta que la piel cruja.', 'Sirve con la lechuga, el tomate y la palta aliñados con aceite y limón.'],
  },
  {
    id: 'ensalada-queso-palta-aceitunas', name: 'Ensalada de queso fresco, palta y aceitunas', method: 'Crudo', cost: 'medium', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-fresco', 100, '2 tajadas gruesas'], ['palta', 80, '⅓ de unidad'], ['aceituna-verde', 30, '8 unidades'], ['lechuga', 60, '1 taza'], ['tomate', 50, '½ unidad'], ['aceite-oliva', 10, '2 cucharaditas']],
    steps: ['Corta el queso y la palta en cubos.', 'Mézclalos con la lechuga, el tomate y las aceitunas.', 'Aliña con el aceite y una pizca de sal.'],
  },
  {
    id: 'tofu-chimichurri-ensalada', name: 'Tofu a la plancha con chimichurri y ensalada', method: 'A la plancha', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['tofu', 250, '1 bloque'], ['aceite-oliva', 12, '1 cucharada'], ['perejil', 10, '2 cucharadas picado'], ['ajo', 3, '1 diente'], ['lechuga', 50, '1 taza'], ['tomate', 50, '½ unidad']],
    steps: ['Seca el tofu, córtalo en filetes y dóralo en la plancha.', 'Mezcla el perejil y el ajo picados con el aceite para el chimichurri.', 'Sirve el tofu con el chimichurri y la ensalada.'],
  },
  {
    id: 'queso-plancha-ensalada-palta', name: 'Queso fresco a la plancha con ensalada de palta', method: 'A la plancha', cost: 'medium', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-fresco', 120, '2 tajadas gruesas'], ['palta', 50, '¼ de unidad'], ['lechuga', 50, '1 taza'], ['aceite-oliva', 8, '2 cucharaditas']],
    steps: ['Dora el queso en una sartén antiadherente bien caliente, 2 minutos por lado.', 'Sirve sobre la lechuga con la palta en láminas y el aceite.'],
  },
  {
    id: 'tortilla-zapallito-queso', name: 'Tortilla de zapallito italiano y queso', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['huevo', 165, '3 unidades'], ['zapallito', 150, '1 unidad'], ['queso-mozzarella', 40, '2 tajadas'], ['aceite-oliva', 15, '1 cucharada']],
    steps: ['Saltea el zapallito rallado en el aceite hasta que suelte su agua.', 'Agrega los huevos batidos y el queso en trozos, y cuaja a fuego bajo tapado.', 'Voltea con un plato y dora el otro lado.'],
  },
  {
    id: 'huevos-espinaca-crema', name: 'Huevos pochados sobre espinaca a la crema', method: 'Hervido', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['huevo', 150, '3 unidades'], ['espinaca-cocida', 150, '¾ de taza'], ['crema-leche', 40, '3 cucharadas'], ['mantequilla', 10, '2 cucharaditas'], ['queso-parmesano', 10, '1 cucharada rallado']],
    steps: ['Saltea la espinaca en la mantequilla, agrega la crema y deja espesar 2 minutos.', 'Pocha los huevos 3 minutos en agua apenas hirviendo.', 'Sírvelos sobre la espinaca con el parmesano.'],
  },
  {
    id: 'omelette-claras-queso-espinaca', name: 'Tortilla de claras con queso fresco y espinaca', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['clara', 200, '6 claras'], ['huevo', 50, '1 unidad'], ['queso-fresco', 60, '1 tajada gruesa'], ['espinaca', 60, '1 ½ tazas'], ['aceite-oliva', 10, '2 cucharaditas']],
    steps: ['Saltea la espinaca en el aceite un minuto.', 'Agrega las claras batidas con el huevo y cuaja a fuego bajo.', 'Pon el queso desmenuzado, dobla y sirve.'],
  },
  {
    id: 'queso-fundido-champinones', name: 'Queso fundido con champiñones y rajas', method: 'Al horno', cost: 'medium', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-asadero', 120, '1 taza rallado'], ['champinon', 60, '¾ de taza en láminas'], ['pimiento-verde', 40, '¼ de unidad en rajas'], ['aceite-oliva', 5, '1 cucharadita'], ['lechuga', 40, '4 hojas para envolver']],
    steps: ['Saltea los champiñones y las rajas de pimiento en el aceite.', 'Cúbrelos con el queso en una cazuelita y hornea hasta que se funda.', 'Sirve caliente con las hojas de lechuga para envolver.'],
  },
]);

export const KETO_DINNERS = plates('dinner', [
  {
    id: 'huevos-flamenca', name: 'Huevos a la flamenca con chorizo', method: 'Al horno', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['huevo', 110, '2 unidades'], ['chorizo', 40, '½ unidad'], ['salsa-tomate', 50, '3 cucharadas'], ['aceite-oliva', 8, '2 cucharaditas']],
    steps: ['Sofríe el chorizo en rodajas en el aceite y agrega la salsa de tomate.', 'Casca los huevos encima y hornea a 200 °C hasta que cuajen las claras.'],
  },
  {
    id: 'salmon-crema-limon', name: 'Salmón en salsa de crema y limón con espinaca', method: 'Salteado', cost: 'high',
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['salmon', 130, '1 filete'], ['crema-leche', 40, '3 cucharadas'], ['mantequilla', 5, '1 cucharadita'], ['limon-jugo', 10, '2 cucharaditas'], ['espinaca', 50, '1 taza']],
    steps: ['Dora el salmón en la mantequilla y retíralo.', 'En la misma sartén, reduce la crema con el limón 2 minutos y saltea la espinaca.', 'Sirve el salmón sobre la espinaca con la salsa.'],
  },
  {
    id: 'hamburguesa-tocino-palta', name: 'Hamburguesa con tocino y palta, sin pan', method: 'A la plancha', cost: 'medium',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['res-molida-regular', 130, '1 hamburguesa'], ['tocino', 20, '2 lonjas'], ['palta', 40, '⅙ de unidad'], ['lechuga', 30, '2 hojas'], ['tomate', 30, '2 rodajas']],
    steps: ['Forma la hamburguesa y cocínala a la plancha 4 minutos por lado.', 'Dora el tocino.', 'Sirve sobre las hojas de lechuga con el tocino, la palta y el tomate.'],
  },
  {
    id: 'provoleta-ensalada-tomate', name: 'Provoleta a la plancha con ensalada de tomate', method: 'A la plancha', cost: 'medium', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-asadero', 120, '1 rueda'], ['tomate', 80, '1 unidad chica'], ['oregano', 1, '1 pizca'], ['aceite-oliva', 8, '2 cucharaditas']],
    steps: ['Dora el queso en una sartén de hierro bien caliente, 2 minutos por lado, hasta que forme costra.', 'Espolvorea orégano y sirve con el tomate aliñado con el aceite.'],
  },
  {
    id: 'tacos-lechuga-carne-asada', name: 'Tacos de lechuga con carne asada y guacamole', method: 'A la parrilla', cost: 'medium',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['res-falda', 150, '1 filete'], ['lechuga', 60, '4 hojas grandes'], ['palta', 50, '¼ de unidad'], ['salsa-roja', 30, '2 cucharadas'], ['aceite-vegetal', 5, '1 cucharadita'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Asa la carne a la parrilla y córtala en tiras.', 'Machaca la palta con el limón y una pizca de sal.', 'Sirve la carne en las hojas de lechuga con el guacamole y la salsa.'],
  },
  {
    id: 'lomo-cerdo-ajo-pepino', name: 'Lomo de cerdo al ajo con ensalada de pepino', method: 'A la plancha', cost: 'medium',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['cerdo-lomo', 180, '2 filetes'], ['aceite-oliva', 12, '1 cucharada'], ['ajo', 5, '2 dientes'], ['pepino', 100, '½ unidad'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Marina los filetes con el ajo machacado y la mitad del aceite.', 'Cocínalos a la plancha 4 minutos por lado.', 'Sirve con el pepino en rodajas aliñado con el resto del aceite y el limón.'],
  },
  {
    id: 'crema-coliflor-tocino', name: 'Crema de coliflor con tocino', method: 'Hervido', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['coliflor-cocida', 150, '1 ½ tazas'], ['crema-leche', 40, '3 cucharadas'], ['tocino', 30, '2 lonjas'], ['mantequilla', 10, '2 cucharaditas'], ['queso-parmesano', 15, '1 ½ cucharadas rallado']],
    steps: ['Licúa la coliflor cocida con la crema y un poco de su agua.', 'Calienta con la mantequilla y el parmesano.', 'Sirve con el tocino dorado y picado encima.'],
  },
  {
    id: 'trucha-ajo-perejil', name: 'Trucha a la plancha al ajo y perejil', method: 'A la plancha', cost: 'medium',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['trucha', 200, '1 trucha mediana'], ['aceite-oliva', 10, '2 cucharaditas'], ['ajo', 5, '2 dientes'], ['perejil', 5, '1 cucharada'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Dora la trucha abierta en la mitad del aceite, 3 minutos por lado.', 'Sofríe el ajo laminado en el resto del aceite, añade el perejil y el limón y báñala.'],
  },
  {
    id: 'bife-chimichurri', name: 'Bife a la plancha con chimichurri', method: 'A la plancha', cost: 'medium',
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['res-bistec', 180, '1 bife grande'], ['aceite-oliva', 12, '1 cucharada'], ['perejil', 5, '1 cucharada'], ['ajo', 3, '1 diente'], ['oregano', 0.5, '1 pizca']],
    steps: ['Mezcla el perejil y el ajo picados con el orégano y el aceite.', 'Asa el bife a la plancha bien caliente, 3 minutos por lado.', 'Sirve con el chimichurri encima.'],
  },
  {
    id: 'chorizo-parrilla-criolla', name: 'Chorizo a la parrilla con ensalada criolla', method: 'A la parrilla', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['chorizo', 100, '2 unidades chicas'], ['tomate', 60, '½ unidad'], ['cebolla', 30, '¼ de unidad'], ['aceite-oliva', 5, '1 cucharadita'], ['vinagre', 5, '1 cucharadita']],
    steps: ['Asa los chorizos a fuego medio, volteándolos, 15 minutos.', 'Sirve con el tomate y la cebolla en rodajas aliñados con aceite y vinagre.'],
  },
  {
    id: 'tortilla-claras-champinones-queso', name: 'Tortilla de claras con champiñones y queso', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['clara', 150, '5 claras'], ['huevo', 100, '2 unidades'], ['champinon', 80, '1 taza en láminas'], ['queso-mozzarella', 30, '1 tajada'], ['aceite-oliva', 8, '2 cucharaditas']],
    steps: ['Dora los champiñones en el aceite.', 'Agrega las claras y los huevos batidos y cuaja a fuego bajo.', 'Termina con el queso y dobla.'],
  },
  {
    id: 'omelette-queso-mantequilla', name: 'Tortilla de queso a la mantequilla', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['huevo', 150, '3 unidades'], ['queso-edam', 40, '2 tajadas'], ['mantequilla', 10, '2 cucharaditas'], ['cebolla-china', 10, '1 rama']],
    steps: ['Bate los huevos con la cebolla china picada.', 'Cuájalos en la mantequilla a fuego bajo, pon el queso y dobla.'],
  },
]);

export const KETO_SNACKS = plates('snack', [
  {
    id: 'aceitunas-alinadas', name: 'Aceitunas aliñadas', method: 'Crudo', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['aceituna-verde', 80, '20 unidades'], ['aceite-oliva', 3, '½ cucharadita'], ['oregano', 0.5, '1 pizca'], ['ajo', 2, '½ diente']],
    steps: ['Mezcla las aceitunas con el aceite, el ajo picado y el orégano; deja reposar 10 minutos.'],
  },
  {
    id: 'fresas-crema', name: 'Fresas con crema', method: 'Crudo', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['fresa', 50, '4 fresas'], ['crema-leche', 45, '3 cucharadas']],
    steps: ['Bate la crema fría hasta que espese, sin azúcar.', 'Sirve sobre las fresas en mitades.'],
  },
  {
    id: 'jamon-serrano-aceitunas', name: 'Jamón serrano con aceitunas', method: 'Crudo', cost: 'medium',
    diets: ['body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['jamon-curado', 40, '4 lonchas'], ['aceituna-verde', 40, '10 unidades']],
    steps: ['Sirve el jamón en lonchas con las aceitunas.'],
  },
  {
    id: 'esparragos-tocino', name: 'Espárragos envueltos en tocino', method: 'Al horno', cost: 'medium',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['esparrago', 60, '5 espárragos'], ['tocino', 30, '2 lonjas']],
    steps: ['Envuelve los espárragos en las lonjas de tocino.', 'Hornea a 200 °C por 15 minutos, hasta que el tocino esté crocante.'],
  },
  {
    id: 'queso-cheddar-pepinillos', name: 'Queso cheddar con pepinillos', method: 'Crudo', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['queso-cheddar', 40, '4 cubos'], ['pepinillos', 30, '2 pepinillos']],
    steps: ['Corta el queso en cubos y sírvelo con los pepinillos.'],
  },
  {
    id: 'salame-aceitunas', name: 'Salame con aceitunas', method: 'Crudo', cost: 'low',
    diets: ['classic_keto', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver'],
    items: [['salame', 30, '6 rodajas'], ['aceituna-verde', 30, '8 unidades']],
    steps: ['Sirve el salame en rodajas con las aceitunas.'],
  },
  {
    id: 'tofu-dorado-ajonjoli', name: 'Tofu dorado con ajonjolí y limón', method: 'A la plancha', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'classic_keto', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['tofu', 120, '½ bloque'], ['aceite-ajonjoli', 3, '½ cucharadita'], ['ajonjoli', 3, '1 cucharadita'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Corta el tofu en cubos y dóralo en el aceite de ajonjolí.', 'Espolvorea el ajonjolí tostado y unas gotas de limón.'],
  },
]);
