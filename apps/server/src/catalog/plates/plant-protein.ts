/**
 * High-protein vegan plates (about 30-45 % of kcal from protein, little fat), built on soy protein
 * isolate, textured soy, tofu and legumes, so a vegan or vegetarian week can reach the 30-40 %
 * protein of the high-protein, body-recomposition and balanced targets without repeating the few
 * tofu plates; several without gluten (oats count as gluten here) or peanut.
 */
import { plates } from './define.ts';

export const PLANT_BREAKFASTS = plates('breakfast', [
  {
    id: 'batido-proteina-soya-platano-avena', name: 'Batido de proteína de soya con plátano y avena', method: 'Licuado', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['proteina-soya', 35, '1 medida colmada'], ['platano', 100, '1 unidad chica'], ['avena', 30, '3 cucharadas'], ['leche-soya', 250, '1 taza'], ['canela', 1, '1 pizca']],
    steps: ['Licúa la bebida de soya con el plátano, la avena y la canela.', 'Agrega la proteína al final y licúa 10 segundos más.'],
  },
  {
    id: 'avena-proteica-soya-arandanos', name: 'Avena proteica con bebida de soya y arándanos', method: 'Hervido', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['avena', 50, '½ taza'], ['leche-soya', 200, '¾ de taza'], ['proteina-soya', 30, '1 medida'], ['arandano', 60, '⅓ de taza'], ['chia', 5, '1 cucharadita']],
    steps: ['Cocina la avena en la bebida de soya 5 minutos.', 'Fuera del fuego, mezcla la proteína con un chorrito de agua y agrégala.', 'Sirve con los arándanos y la chía.'],
  },
  {
    id: 'panqueques-avena-proteina-soya', name: 'Panqueques de avena y proteína de soya con fresas', method: 'A la plancha', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['avena', 50, '½ taza'], ['proteina-soya', 35, '1 medida colmada'], ['platano', 60, '½ unidad'], ['leche-soya', 100, '⅓ de taza'], ['aceite-vegetal', 3, 'unas gotas'], ['fresa', 80, '5 unidades']],
    steps: ['Licúa la avena, la proteína, el plátano y la bebida de soya hasta tener una masa espesa.', 'Cocina panqueques chicos en la sartén apenas aceitada, 2 minutos por lado.', 'Sirve con las fresas en rodajas.'],
  },
  {
    id: 'batido-verde-proteina-soya', name: 'Batido verde de proteína de soya, piña y espinaca', method: 'Licuado', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['proteina-soya', 35, '1 medida colmada'], ['pina', 150, '1 taza en trozos'], ['espinaca', 30, '1 taza'], ['leche-soya', 250, '1 taza'], ['chia', 10, '2 cucharaditas']],
    steps: ['Licúa la piña, la espinaca y la bebida de soya.', 'Agrega la proteína y la chía y licúa unos segundos más.'],
  },
  {
    id: 'tofu-revuelto-frijoles-tortilla', name: 'Tofu revuelto a la mexicana con frijoles y tortilla', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['tofu', 150, '⅔ de bloque'], ['tomate', 50, '½ unidad'], ['cebolla', 20, '2 cucharadas'], ['jalapeno', 10, '½ unidad'], ['frijol-negro', 80, '⅓ de taza'], ['tortilla-maiz', 30, '1 tortilla'], ['curcuma', 0.5, '1 pizca']],
    steps: ['Saltea la cebolla, el tomate y el jalapeño en una sartén antiadherente.', 'Agrega el tofu desmenuzado con el palillo y cocina 4 minutos.', 'Sirve con los frijoles calientes y la tortilla.'],
  },
]);

export const PLANT_LUNCHES = plates('lunch', [
  {
    id: 'bowl-lentejas-quinua-tofu', name: 'Bol de lentejas y quinua con tofu', method: 'A la plancha', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['lenteja', 150, '¾ de taza'], ['quinua', 80, '½ taza'], ['tofu', 150, '⅔ de bloque'], ['espinaca', 40, '1 ½ tazas'], ['tomate', 60, '½ unidad'], ['limon-jugo', 10, '2 cucharaditas']],
    steps: ['Dora el tofu en cubos en una sartén antiadherente.', 'Sirve las lentejas y la quinua tibias sobre la espinaca.', 'Agrega el tofu y el tomate y aliña con el limón.'],
  },
  {
    id: 'chili-frijoles-soya-texturizada', name: 'Chili sin carne de frijoles y soya texturizada', method: 'Guisado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['soya-texturizada', 60, '⅔ de taza en seco'], ['frijol-rojo', 120, '½ taza'], ['tomate-lata', 200, '¾ de taza'], ['cebolla', 60, '½ unidad'], ['pimiento-rojo', 60, '½ unidad'], ['aceite-vegetal', 5, '1 cucharadita'], ['chile-polvo', 3, '1 cucharadita'], ['comino', 1, '½ cucharadita']],
    steps: ['Hidrata la soya texturizada 10 minutos en agua caliente y exprímela.', 'Sofríe la cebolla y el pimiento, agrega la soya, el chile y el comino.', 'Suma el tomate y los frijoles y cocina 20 minutos a fuego bajo.'],
  },
  {
    id: 'ensalada-garbanzos-edamame-tofu', name: 'Ensalada de garbanzos, edamame y tofu', method: 'Crudo', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['garbanzo', 120, '½ taza'], ['edamame', 120, '¾ de taza sin vaina'], ['tofu', 100, '½ bloque'], ['pepino', 80, '½ unidad'], ['tomate', 80, '¾ de unidad'], ['cebolla', 20, '2 cucharadas'], ['limon-jugo', 15, '1 cucharada'], ['aceite-oliva', 5, '1 cucharadita'], ['culantro', 5, '1 cucharada']],
    steps: ['Corta el tofu, el pepino, el tomate y la cebolla en cubos.', 'Mezcla con los garbanzos y el edamame.', 'Aliña con limón, aceite de oliva y culantro picado.'],
  },
  {
    id: 'saltado-soya-texturizada', name: 'Saltado de soya texturizada con arroz', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['soya-texturizada', 70, '¾ de taza en seco'], ['cebolla', 80, '½ unidad'], ['tomate', 80, '¾ de unidad'], ['aji-amarillo', 10, '½ unidad en tiras'], ['sillao', 15, '1 cucharada'], ['vinagre', 5, '1 cucharadita'], ['aceite-vegetal', 8, '2 cucharaditas'], ['arroz-blanco', 100, '½ taza'], ['culantro', 5, '1 cucharada']],
    steps: ['Hidrata la soya texturizada en trozos 10 minutos en agua caliente y exprímela.', 'Saltea la soya a fuego alto hasta dorarla; agrega la cebolla, el tomate y el ají en tiras.', 'Riega con el sillao y el vinagre, termina con culantro y sirve con el arroz.'],
  },
  {
    id: 'salteado-tofu-soya-brocoli', name: 'Salteado de tofu y soya texturizada con brócoli y arroz integral', method: 'Salteado', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['tofu', 150, '⅔ de bloque'], ['soya-texturizada', 30, '⅓ de taza en seco'], ['brocoli', 150, '1 ½ tazas'], ['pimiento-rojo', 60, '½ unidad'], ['jengibre', 5, '1 trocito'], ['sillao', 10, '2 cucharaditas'], ['aceite-vegetal', 5, '1 cucharadita'], ['arroz-integral', 80, '½ taza']],
    steps: ['Hidrata la soya texturizada en agua caliente y exprímela.', 'Dora el tofu en cubos y la soya en el aceite con el kion.', 'Agrega el brócoli y el pimiento, saltea 4 minutos a fuego alto con el sillao y sirve con el arroz.'],
  },
  {
    id: 'soya-tofu-criolla-ensalada', name: 'Soya texturizada y tofu a la criolla con ensalada', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['soya-texturizada', 65, '¾ de taza en seco'], ['tofu', 100, '½ bloque'], ['cebolla', 60, '½ unidad'], ['tomate', 80, '¾ de unidad'], ['aji-amarillo', 10, '½ unidad en tiras'], ['vinagre', 5, '1 cucharadita'], ['aceite-vegetal', 5, '1 cucharadita'], ['lechuga', 60, '1 ½ tazas'], ['pepino', 60, '⅓ de unidad'], ['limon-jugo', 10, '2 cucharaditas'], ['culantro', 5, '1 cucharada']],
    steps: ['Hidrata la soya texturizada en trozos y exprímela; corta el tofu en cubos.', 'Dora la soya y el tofu en el aceite; agrega la cebolla en plumas, el tomate y el ají y saltea 2 minutos con el vinagre.', 'Sirve con la lechuga y el pepino aliñados con limón y culantro.'],
  },
]);

export const PLANT_DINNERS = plates('dinner', [
  {
    id: 'tacos-soya-texturizada', name: 'Tacos de soya texturizada con frijoles', method: 'Salteado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['tortilla-maiz', 60, '2 tortillas'], ['soya-texturizada', 60, '⅔ de taza en seco'], ['frijol-negro', 60, '¼ de taza'], ['salsa-roja', 40, '3 cucharadas'], ['tomate', 40, '⅓ de unidad'], ['cebolla', 20, '2 cucharadas'], ['culantro', 5, '1 cucharada'], ['aceite-vegetal', 5, '1 cucharadita']],
    steps: ['Hidrata la soya texturizada en agua caliente y exprímela.', 'Dórala en el aceite con el tomate picado y la mitad de la salsa.', 'Calienta las tortillas, rellénalas con los frijoles y la soya y sirve con cebolla, culantro y el resto de la salsa.'],
  },
  {
    id: 'estofado-soya-texturizada', name: 'Estofado de soya texturizada con papa y arvejas', method: 'Guisado', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['soya-texturizada', 60, '⅔ de taza en seco'], ['papa', 120, '1 unidad chica'], ['arveja', 60, '½ taza'], ['zanahoria', 50, '½ unidad'], ['tomate-lata', 100, '⅓ de taza'], ['cebolla', 40, '⅓ de unidad'], ['ajo', 3, '1 diente'], ['aceite-vegetal', 5, '1 cucharadita']],
    steps: ['Hidrata la soya texturizada en trozos y exprímela.', 'Sofríe la cebolla y el ajo, dora la soya y agrega el tomate.', 'Suma la zanahoria y la papa en trozos con un poco de agua; a los 15 minutos agrega las arvejas y cocina 5 más.'],
  },
  {
    id: 'hamburguesa-lentejas-soya', name: 'Hamburguesa de lentejas y soya texturizada en pan integral', method: 'A la plancha', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['lenteja', 100, '½ taza'], ['soya-texturizada', 40, '½ taza en seco'], ['avena', 20, '2 cucharadas'], ['cebolla', 30, '¼ de unidad'], ['comino', 1, '½ cucharadita'], ['aceite-vegetal', 5, '1 cucharadita'], ['pan-integral', 60, '2 rebanadas'], ['lechuga', 20, '2 hojas'], ['tomate', 40, '2 rodajas']],
    steps: ['Hidrata la soya texturizada y exprímela.', 'Tritura las lentejas con la soya, la avena, la cebolla y el comino y forma una hamburguesa.', 'Dórala en la plancha apenas aceitada y sírvela en el pan con lechuga y tomate.'],
  },
  {
    id: 'pimientos-rellenos-soya-quinua', name: 'Pimientos rellenos de soya texturizada y quinua', method: 'Al horno', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['pimiento-rojo', 200, '2 unidades'], ['soya-texturizada', 50, '½ taza en seco'], ['quinua', 80, '½ taza'], ['tomate-lata', 100, '⅓ de taza'], ['cebolla', 40, '⅓ de unidad'], ['ajo', 3, '1 diente'], ['comino', 1, '½ cucharadita'], ['aceite-oliva', 5, '1 cucharadita']],
    steps: ['Hidrata la soya texturizada y exprímela.', 'Sofríe la cebolla y el ajo, agrega la soya, el comino y el tomate y cocina 5 minutos; mezcla con la quinua.', 'Rellena los pimientos sin semillas y hornea 25 minutos a 190 °C.'],
  },
  {
    id: 'sopa-verduras-tofu-soya', name: 'Sopa de verduras con tofu y soya texturizada', method: 'Hervido', cost: 'low', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['caldo-verduras', 400, '1 ½ tazas'], ['tofu', 150, '⅔ de bloque'], ['soya-texturizada', 30, '⅓ de taza en seco'], ['zanahoria', 50, '½ unidad'], ['zapallito', 80, '½ unidad'], ['vainita', 50, '½ taza'], ['cebolla', 30, '¼ de unidad'], ['jengibre', 5, '1 trocito']],
    steps: ['Hierve el caldo con la cebolla, el kion y la zanahoria 10 minutos.', 'Agrega la soya texturizada seca, la vainita y el zapallito y cocina 8 minutos.', 'Suma el tofu en cubos y sirve cuando esté caliente.'],
  },
]);

export const PLANT_SNACKS = plates('snack', [
  {
    id: 'batido-proteina-soya-fresas', name: 'Batido de proteína de soya con fresas', method: 'Licuado', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['proteina-soya', 25, '1 medida rasa'], ['leche-soya', 200, '¾ de taza'], ['fresa', 100, '6 unidades']],
    steps: ['Licúa las fresas con la bebida de soya y la proteína.'],
  },
  {
    id: 'pudin-chia-proteina-cacao', name: 'Pudín de chía con proteína de soya y cacao', method: 'Crudo', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['chia', 20, '2 cucharadas'], ['leche-soya', 150, '⅔ de taza'], ['proteina-soya', 20, '⅔ de medida'], ['cacao-polvo', 5, '1 cucharadita']],
    steps: ['Mezcla la bebida de soya con la proteína y el cacao.', 'Agrega la chía y deja en el refrigerador al menos 2 horas.'],
  },
  {
    id: 'batido-proteina-soya-coco', name: 'Batido de proteína de soya con leche de coco y cacao', method: 'Licuado', cost: 'medium', styles: ['vegetarian', 'vegan'],
    diets: ['anti_inflammatory', 'body_recomposition', 'high_protein', 'low_carb_flexible', 'low_carb_moderate', 'low_carb_strict', 'protein_keto', 'smart_balanced', 'clean_hypercaloric', 'clean_mediterranean', 'insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
    items: [['proteina-soya', 25, '1 medida rasa'], ['leche-coco', 80, '⅓ de taza'], ['agua', 150, '⅔ de taza'], ['cacao-polvo', 5, '1 cucharadita']],
    steps: ['Licúa la leche de coco con el agua, el cacao y la proteína.'],
  },
]);
