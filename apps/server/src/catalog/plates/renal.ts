/**
 * Kidney-friendly plates: rice, corn, wheat and starch with low-potassium vegetables and enough
 * oil or butter to reach about 35 % of kcal from fat while protein stays near 10 %; versions
 * without egg, dairy or gluten for kidney patients with those allergies.
 */
import { plates } from './define.ts';

export const RENAL_BREAKFASTS = plates('breakfast', [
  {
    id: 'arepa-mantequilla-mermelada', name: 'Arepas con mantequilla y mermelada', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'kidney_failure', 'lipidemia'],
    items: [['harina-maiz-precocida', 75, '2 arepas medianas (½ taza de harina)'], ['mantequilla', 20, '1 cucharada colmada'], ['mermelada', 20, '1 cucharada']],
    steps: ['Amasa la harina con agua tibia y sal hasta que no se pegue; forma dos arepas.', 'Ásalas en un budare o sartén 6 minutos por lado.', 'Ábrelas y úntalas con la mantequilla y la mermelada.'],
  },
  {
    id: 'arepa-hogao', name: 'Arepas con hogao', method: 'A la plancha', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['harina-maiz-precocida', 75, '2 arepas medianas (½ taza de harina)'], ['aceite-vegetal', 15, '1 cucharada'], ['tomate', 60, '½ unidad'], ['cebolla', 40, '¼ de unidad'], ['sal', 1, '1 pizca']],
    steps: ['Amasa la harina con agua tibia y sal, forma dos arepas y ásalas 6 minutos por lado.', 'Para el hogao, sofríe la cebolla y el tomate picados en el aceite 10 minutos.', 'Sirve las arepas con el hogao encima.'],
  },
  {
    id: 'pan-mantequilla-mermelada', name: 'Pan francés con mantequilla y mermelada', method: 'Crudo', cost: 'low', styles: ['vegetarian'],
    diets: ['smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'kidney_failure', 'lipidemia'],
    items: [['pan-frances', 80, '2 unidades'], ['mantequilla', 12, '2 ½ cucharaditas'], ['mermelada', 20, '1 cucharada'], ['cafe', 200, '1 taza']],
    steps: ['Abre los panes, úntalos con la mantequilla y la mermelada.', 'Acompaña con el café pasado.'],
  },
  {
    id: 'mote-pillo', name: 'Mote pillo', method: 'Salteado', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['mote', 250, '1 ½ tazas'], ['huevo', 50, '1 unidad'], ['mantequilla', 10, '2 cucharaditas'], ['cebolla-china', 20, '2 ramas'], ['leche-entera', 30, '2 cucharadas']],
    steps: ['Sofríe la cebolla china picada en la mantequilla.', 'Agrega el mote escurrido y saltea 3 minutos.', 'Añade el huevo batido con la leche y revuelve hasta que cuaje.'],
  },
  {
    id: 'empanadas-maiz-pollo', name: 'Empanadas de maíz con pollo', method: 'Frito', cost: 'low',
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['harina-maiz-precocida', 70, '½ taza'], ['aceite-vegetal', 15, '1 cucharada (lo que absorben al freír)'], ['pollo-deshilachado', 30, '¼ de taza'], ['cebolla', 20, '2 cucharadas picada'], ['tomate', 30, '¼ de unidad']],
    steps: ['Sofríe la cebolla y el tomate, y mezcla con el pollo desmechado.', 'Amasa la harina con agua y sal, estírala en discos, rellena y cierra.', 'Fríe las empanadas hasta dorar y escúrrelas en papel.'],
  },
  {
    id: 'crema-arroz-canela', name: 'Crema de arroz con canela', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'kidney_failure', 'lipidemia'],
    items: [['arroz-blanco-crudo', 60, '⅓ de taza'], ['bebida-arroz', 250, '1 taza'], ['azucar', 10, '2 cucharaditas'], ['canela', 1, '1 rama']],
    steps: ['Muele el arroz crudo en la licuadora hasta que quede como sémola.', 'Cocínalo en la bebida de arroz con la canela, removiendo, 15 minutos.', 'Endulza y sirve tibia.'],
  },
]);

export const RENAL_LUNCHES = plates('lunch', [
  {
    id: 'chaufa-verduras', name: 'Arroz chaufa de verduras', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['arroz-blanco', 250, '1 ⅔ tazas'], ['aceite-vegetal', 15, '1 cucharada'], ['aceite-ajonjoli', 5, '1 cucharadita'], ['brote-soya', 60, '½ taza'], ['cebolla-china', 30, '3 ramas'], ['pimiento-rojo', 50, '⅓ de unidad'], ['jengibre', 5, '1 trocito'], ['sillao', 10, '2 cucharaditas']],
    steps: ['Saltea el kion, el pimiento y la parte blanca de la cebolla china en el aceite vegetal a fuego alto.', 'Agrega el arroz frío y el sillao y saltea 3 minutos.', 'Termina con los brotes, la cebolla china verde y el aceite de ajonjolí.'],
  },
  {
    id: 'chaufa-pollo-renal', name: 'Arroz chaufa de pollo', method: 'Salteado', cost: 'low',
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['arroz-blanco', 220, '1 ½ tazas'], ['pollo-pechuga', 40, '1 trozo chico'], ['aceite-vegetal', 15, '1 cucharada'], ['aceite-ajonjoli', 3, '½ cucharadita'], ['cebolla-china', 30, '3 ramas'], ['brote-soya', 40, '⅓ de taza'], ['sillao', 10, '2 cucharaditas'], ['jengibre', 5, '1 trocito']],
    steps: ['Saltea el pollo en cubitos en el aceite vegetal con el kion.', 'Agrega el arroz frío y el sillao y saltea a fuego alto 3 minutos.', 'Termina con la cebolla china, los brotes y el aceite de ajonjolí.'],
  },
  {
    id: 'tallarines-ajo-aceite', name: 'Tallarines al ajo y aceite de oliva', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pasta', 250, '2 tazas'], ['aceite-oliva', 20, '1 ½ cucharadas'], ['ajo', 8, '3 dientes'], ['perejil', 5, '1 cucharada picado'], ['aji-rojo', 3, '1 pizca en aros']],
    steps: ['Cocina los tallarines al dente.', 'Dora apenas el ajo laminado y el ají en el aceite, a fuego bajo.', 'Mezcla con los tallarines y el perejil.'],
  },
  {
    id: 'fideos-arroz-verduras-kion', name: 'Fideos de arroz salteados con verduras y kion', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['fideo-arroz', 250, '2 tazas'], ['aceite-vegetal', 18, '1 ½ cucharadas'], ['brote-soya', 60, '½ taza'], ['pimiento-rojo', 50, '⅓ de unidad'], ['cebolla-china', 20, '2 ramas'], ['jengibre', 5, '1 trocito'], ['ajo', 3, '1 diente']],
    steps: ['Remoja los fideos en agua caliente y escúrrelos.', 'Saltea el ajo, el kion y el pimiento en el aceite a fuego alto.', 'Agrega los fideos, los brotes y la cebolla china y saltea 2 minutos.'],
  },
  {
    id: 'arroz-jardinera-pollo', name: 'Arroz a la jardinera con pollo', method: 'Guisado', cost: 'low',
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['arroz-blanco', 220, '1 ½ tazas'], ['pollo-muslo', 50, '1 trozo chico'], ['zanahoria-cocida', 40, '¼ de taza'], ['arveja', 30, '3 cucharadas'], ['pimiento-rojo', 30, '¼ de unidad'], ['aceite-vegetal', 15, '1 cucharada'], ['ajo', 3, '1 diente']],
    steps: ['Dora el pollo en trozos con el ajo en el aceite.', 'Agrega la zanahoria, las arvejas y el pimiento picados y cocina 5 minutos.', 'Mezcla con el arroz y sirve.'],
  },
  {
    id: 'fideos-pimientos-asados', name: 'Fideos con salsa de pimientos asados', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pasta', 220, '1 ¾ tazas'], ['pimiento-rojo', 120, '1 unidad'], ['cebolla', 40, '¼ de unidad'], ['ajo', 5, '2 dientes'], ['aceite-oliva', 18, '1 ½ cucharadas']],
    steps: ['Asa el pimiento hasta que la piel se queme, pélalo y licúalo.', 'Sofríe la cebolla y el ajo en el aceite y agrega el pimiento licuado.', 'Mezcla con los fideos cocidos.'],
  },
  {
    id: 'polenta-salsa-pimientos', name: 'Polenta con salsa de tomate y pimientos', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['polenta', 80, '½ taza en seco'], ['salsa-tomate', 100, '⅓ de taza'], ['pimiento-verde', 50, '⅓ de unidad'], ['cebolla', 40, '¼ de unidad'], ['aceite-oliva', 15, '1 cucharada'], ['oregano', 1, '1 pizca']],
    steps: ['Cocina la polenta en agua con sal, removiendo, 10 minutos.', 'Sofríe la cebolla y el pimiento en el aceite, agrega la salsa de tomate y el orégano.', 'Sirve la polenta con la salsa encima.'],
  },
  {
    id: 'tallarines-rojos', name: 'Tallarines rojos', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pasta', 230, '1 ¾ tazas'], ['salsa-tomate', 120, '½ taza'], ['cebolla', 40, '¼ de unidad'], ['ajo', 5, '2 dientes'], ['aceite-vegetal', 20, '1 ½ cucharadas'], ['oregano', 1, '1 pizca']],
    steps: ['Sofríe la cebolla y el ajo picados en el aceite.', 'Agrega la salsa de tomate y el orégano y cocina 10 minutos.', 'Mezcla con los tallarines cocidos.'],
  },
]);

export const RENAL_DINNERS = plates('dinner', [
  {
    id: 'arepa-pollo-mechado', name: 'Arepa rellena de pollo mechado y pimientos', method: 'A la plancha', cost: 'low',
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['harina-maiz-precocida', 80, '2 arepas medianas'], ['pollo-deshilachado', 40, '⅓ de taza'], ['pimiento-rojo', 40, '¼ de unidad'], ['cebolla', 30, '¼ de unidad'], ['aceite-vegetal', 15, '1 cucharada']],
    steps: ['Asa las arepas 6 minutos por lado.', 'Sofríe la cebolla y el pimiento en el aceite y mezcla con el pollo mechado.', 'Abre las arepas y rellénalas.'],
  },
  {
    id: 'arroz-huevo-frito-pepino', name: 'Arroz con huevo frito y ensalada de pepino', method: 'Frito', cost: 'low', styles: ['vegetarian'],
    diets: ['smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'kidney_failure'],
    items: [['arroz-blanco', 200, '1 ⅓ tazas'], ['huevo-frito', 50, '1 unidad'], ['aceite-vegetal', 8, '2 cucharaditas'], ['pepino', 80, '½ unidad'], ['limon-jugo', 5, '1 cucharadita']],
    steps: ['Fríe el huevo en el aceite.', 'Sírvelo sobre el arroz caliente.', 'Acompaña con el pepino en rodajas con limón.'],
  },
  {
    id: 'sopa-fideos-verduras', name: 'Sopa de fideos con verduras', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pasta', 180, '1 ½ tazas cocidos'], ['chayote', 80, '½ unidad'], ['zanahoria-cocida', 40, '¼ de taza'], ['cebolla', 30, '¼ de unidad'], ['aceite-vegetal', 10, '2 cucharaditas'], ['agua', 300, '1 ¼ tazas']],
    steps: ['Sofríe la cebolla en el aceite, agrega el agua, el chayote y la zanahoria en cubos.', 'Cuando hierva, añade los fideos y cocina hasta que estén suaves.'],
  },
  {
    id: 'arroz-salteado-kion', name: 'Arroz salteado con verduras al kion', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['arroz-blanco', 180, '1 ¼ tazas'], ['pimiento-rojo', 50, '⅓ de unidad'], ['brote-soya', 50, '½ taza'], ['cebolla-china', 20, '2 ramas'], ['chayote', 50, '⅓ de unidad'], ['aceite-vegetal', 14, '1 cucharada'], ['jengibre', 5, '1 trocito'], ['ajo', 3, '1 diente']],
    steps: ['Saltea el ajo, el kion, el chayote y el pimiento en el aceite a fuego alto.', 'Agrega el arroz frío y saltea 3 minutos.', 'Termina con los brotes y la cebolla china.'],
  },
  {
    id: 'burrito-arroz-pollo', name: 'Burrito de arroz, pollo y pimientos', method: 'A la plancha', cost: 'low',
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['tortilla-trigo', 90, '2 tortillas'], ['arroz-blanco', 100, '⅔ de taza'], ['pollo-deshilachado', 30, '¼ de taza'], ['pimiento-verde', 40, '¼ de unidad'], ['aceite-vegetal', 8, '2 cucharaditas']],
    steps: ['Saltea el pimiento en tiras en el aceite y mezcla con el pollo.', 'Rellena las tortillas con el arroz y el pollo, enróllalas y dóralas en la plancha.'],
  },
]);

export const RENAL_SNACKS = plates('snack', [
  {
    id: 'mazamorra-pina', name: 'Mazamorra de piña', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'kidney_failure', 'lipidemia'],
    items: [['maicena', 25, '2 ½ cucharadas'], ['pina', 100, '⅔ de taza picada'], ['azucar', 15, '1 cucharada'], ['canela', 1, '1 rama'], ['agua', 200, '¾ de taza']],
    steps: ['Hierve la piña picada con el agua, el azúcar y la canela 10 minutos.', 'Agrega la maicena disuelta en un poco de agua fría y remueve hasta que espese.', 'Sirve tibia o fría.'],
  },
  {
    id: 'ensalada-pepino-aceite', name: 'Ensalada de pepino con limón y aceite de oliva', method: 'Crudo', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pepino', 150, '1 unidad'], ['cebolla', 20, '2 cucharadas en pluma'], ['aceite-oliva', 10, '2 cucharaditas'], ['limon-jugo', 10, '2 cucharaditas']],
    steps: ['Corta el pepino en rodajas y la cebolla en pluma.', 'Aliña con el aceite, el limón y una pizca de sal.'],
  },
  {
    id: 'pan-mantequilla', name: 'Pan francés con mantequilla', method: 'Crudo', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['pan-frances', 40, '1 unidad'], ['mantequilla', 10, '2 cucharaditas']],
    steps: ['Abre el pan y úntalo con la mantequilla.'],
  },
  {
    id: 'arepita-mantequilla', name: 'Arepita con mantequilla', method: 'A la plancha', cost: 'low', styles: ['vegetarian'],
    diets: ['anti_inflammatory', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['harina-maiz-precocida', 35, '1 arepita'], ['mantequilla', 8, '1 ½ cucharaditas']],
    steps: ['Amasa la harina con agua y sal, forma una arepita y ásala 5 minutos por lado.', 'Ábrela y úntala con la mantequilla.'],
  },
  {
    id: 'jicama-limon-chile', name: 'Jícama con limón y chile', method: 'Crudo', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'kidney_failure', 'lipidemia'],
    items: [['jicama', 270, '1 ½ tazas en bastones'], ['limon-jugo', 10, '2 cucharaditas'], ['chile-polvo', 1, '1 pizca']],
    steps: ['Pela la jícama y córtala en bastones.', 'Rocía con el limón y el chile en polvo.'],
  },
]);
