/**
 * What a user reads about each diet, and its macro split. The first word of every bullet is its
 * key (kebab-case: what the bullet is about), sent as docs/product.md §2.5's "icon name"; which icon a key
 * gets is the client's choice (the web's map is features/onboarding/components/diet-bullet-icon.tsx).
 */
import { DIET_NAMES, type DietType, type MacroType } from './diets.ts';

export interface DietInfo {
  name: string;
  description: string;
  bullets: string[];
  macro_type: MacroType;
}

export const DIET_CATALOG: Record<DietType, DietInfo> = {
  anti_inflammatory: {
    name: DIET_NAMES.anti_inflammatory,
    description:
      'Prioriza alimentos frescos, grasas buenas y especias que ayudan a bajar la inflamación del cuerpo. Ideal si sueles sentir hinchazón o digestiones pesadas.',
    bullets: [
      'leaf Basada en verduras, frutas y especias como la cúrcuma',
      'fish Grasas buenas del pescado, el aceite de oliva y las semillas',
      'heart-pulse Ayuda a reducir la inflamación y la hinchazón',
      'ban Limita ultraprocesados, azúcar y harinas refinadas',
    ],
    macro_type: { protein: 25, carbs: 40, fat: 35 },
  },
  body_recomposition: {
    name: DIET_NAMES.body_recomposition,
    description:
      'Pensada para perder grasa mientras ganas o mantienes músculo. Combina muy bien con el entrenamiento de fuerza.',
    bullets: [
      'dumbbell Acompaña tu entrenamiento de fuerza',
      'beef Proteína alta en cada comida para cuidar tu músculo',
      'flame Pierdes grasa sin perder masa muscular',
      'wheat Carbohidratos alrededor de tus entrenamientos',
    ],
    macro_type: { protein: 35, carbs: 35, fat: 30 },
  },
  classic_keto: {
    name: DIET_NAMES.classic_keto,
    description:
      'Reduce los carbohidratos al mínimo para que tu cuerpo use la grasa como combustible principal. Da resultados rápidos si eres constante.',
    bullets: [
      'flame Quema grasa como fuente principal de energía',
      'wheat-off Casi sin harinas, azúcar ni cereales',
      'egg Huevos, carnes, quesos, aguacate y aceite de oliva',
      'zap Menos antojos y energía estable durante el día',
    ],
    macro_type: { protein: 20, carbs: 5, fat: 75 },
  },
  high_protein: {
    name: DIET_NAMES.high_protein,
    description:
      'Pone la proteína en el centro de cada comida para que tengas saciedad por más tiempo y cuides tu músculo.',
    bullets: [
      'beef Proteína en cada comida del día',
      'drumstick Carnes magras, pescado, huevos y legumbres',
      'biceps-flexed Cuida y fortalece tu masa muscular',
      'clock Más saciedad y menos picoteo entre comidas',
    ],
    macro_type: { protein: 40, carbs: 30, fat: 30 },
  },
  low_carb_flexible: {
    name: DIET_NAMES.low_carb_flexible,
    description:
      'Reduce los carbohidratos sin prohibirlos: tú eliges cuándo comerlos y priorizas los de buena calidad. Fácil de sostener con vida social.',
    bullets: [
      'sliders-horizontal Carbohidratos moderados y de buena calidad',
      'utensils Se adapta a comidas fuera de casa',
      'apple Frutas, legumbres y granos enteros con medida',
      'scale Ideal para mantener tu peso a largo plazo',
    ],
    macro_type: { protein: 30, carbs: 30, fat: 40 },
  },
  low_carb_moderate: {
    name: DIET_NAMES.low_carb_moderate,
    description:
      'Baja los carbohidratos a una cantidad moderada, suficiente para perder grasa sin sentir que te privas de todo.',
    bullets: [
      'trending-down Pérdida de grasa constante y sostenible',
      'salad Verduras en abundancia y carbohidratos medidos',
      'drumstick Proteína y grasas buenas en cada plato',
      'calendar-check Flexible para tu día a día',
    ],
    macro_type: { protein: 30, carbs: 20, fat: 50 },
  },
  low_carb_strict: {
    name: DIET_NAMES.low_carb_strict,
    description:
      'Limita mucho los carbohidratos, sin llegar a la cetosis, para acelerar la pérdida de grasa y controlar el apetito.',
    bullets: [
      'flame Acelera la pérdida de grasa',
      'wheat-off Sin harinas ni azúcares y con pocos cereales',
      'leafy-green Verduras bajas en almidón como base de tus platos',
      'gauge Controla el hambre y los picos de azúcar',
    ],
    macro_type: { protein: 30, carbs: 10, fat: 60 },
  },
  protein_keto: {
    name: DIET_NAMES.protein_keto,
    description: 'Una keto con más proteína: quemas grasa sin descuidar tu músculo. Buena opción si entrenas fuerza.',
    bullets: [
      'flame Mantiene la quema de grasa de la keto',
      'beef Más proteína para cuidar tu masa muscular',
      'dumbbell Pensada para quienes entrenan',
      'wheat-off Muy baja en carbohidratos',
    ],
    macro_type: { protein: 35, carbs: 5, fat: 60 },
  },
  smart_balanced: {
    name: DIET_NAMES.smart_balanced,
    description:
      'Incluye todos los grupos de alimentos en porciones bien medidas. Bajas de peso sin prohibiciones y aprendes a comer para siempre.',
    bullets: [
      'scale Todos los grupos de alimentos en su justa medida',
      'apple Frutas, verduras, cereales integrales y proteína',
      'heart Sin prohibiciones: fácil de mantener',
      'utensils Perfecta para comer en familia o fuera de casa',
    ],
    macro_type: { protein: 30, carbs: 40, fat: 30 },
  },
  clean_hypercaloric: {
    name: DIET_NAMES.clean_hypercaloric,
    description:
      'Te ayuda a subir de peso con calorías de calidad, no con ultraprocesados. Ideal para ganar masa muscular.',
    bullets: [
      'trending-up Más calorías de las que gastas para subir de peso',
      'wheat Carbohidratos de calidad para tener energía',
      'dumbbell Apoya la ganancia de masa muscular',
      'nut Frutos secos, avena y aceites saludables',
    ],
    macro_type: { protein: 25, carbs: 50, fat: 25 },
  },
  clean_mediterranean: {
    name: DIET_NAMES.clean_mediterranean,
    description:
      'Inspirada en la cocina mediterránea: aceite de oliva, pescado, verduras y legumbres. Una de las formas de comer más estudiadas para la salud del corazón.',
    bullets: [
      'fish Pescado y mariscos varias veces por semana',
      'leaf Aceite de oliva, verduras y legumbres a diario',
      'heart-pulse Cuida tu corazón y tu colesterol',
      'grape Sabrosa y variada, fácil de sostener',
    ],
    macro_type: { protein: 20, carbs: 45, fat: 35 },
  },
  insulin_resistance: {
    name: DIET_NAMES.insulin_resistance,
    description:
      'Mejora tu sensibilidad a la insulina con carbohidratos de absorción lenta bien repartidos en el día y comidas que evitan los picos de azúcar.',
    bullets: [
      'gauge Evita los picos de azúcar en la sangre',
      'wheat Carbohidratos integrales y de absorción lenta',
      'salad Fibra y proteína en cada comida',
      'candy-off Sin azúcares añadidos ni bebidas azucaradas',
    ],
    macro_type: { protein: 30, carbs: 30, fat: 40 },
  },
  type_2_diabetes: {
    name: DIET_NAMES.type_2_diabetes,
    description:
      'Ayuda a mantener tu glucosa estable con porciones controladas de carbohidratos y mucha fibra. Complementa, no reemplaza, las indicaciones de tu médico.',
    bullets: [
      'activity Glucosa más estable durante el día',
      'wheat Carbohidratos medidos e integrales',
      'candy-off Sin azúcares añadidos',
      'stethoscope Complementa el tratamiento de tu médico',
    ],
    macro_type: { protein: 30, carbs: 35, fat: 35 },
  },
  fatty_liver: {
    name: DIET_NAMES.fatty_liver,
    description:
      'Reduce el azúcar, los ultraprocesados y el alcohol para ayudar a tu hígado a recuperarse. Favorece las grasas buenas y la fibra.',
    bullets: [
      'shield-check Ayuda a reducir la grasa en el hígado',
      'wine-off Sin alcohol ni bebidas azucaradas',
      'leaf Verduras, legumbres y aceite de oliva',
      'fish Omega 3 del pescado azul',
    ],
    macro_type: { protein: 25, carbs: 40, fat: 35 },
  },
  kidney_failure: {
    name: DIET_NAMES.kidney_failure,
    description:
      'Controla la proteína, la sal, el potasio y el fósforo para cuidar tus riñones. Debe seguirse siempre junto a tu nefrólogo.',
    bullets: [
      'droplets Controla la sal, el potasio y el fósforo',
      'beef Proteína moderada y de buena calidad',
      'glass-water Líquidos según la indicación de tu médico',
      'stethoscope Siempre con el acompañamiento de tu nefrólogo',
    ],
    macro_type: { protein: 10, carbs: 55, fat: 35 },
  },
  lipidemia: {
    name: DIET_NAMES.lipidemia,
    description:
      'Pensada para bajar el colesterol y los triglicéridos: menos grasas saturadas y azúcares, más fibra y grasas buenas.',
    bullets: [
      'heart-pulse Ayuda a bajar el colesterol y los triglicéridos',
      'fish Grasas buenas del pescado, los frutos secos y el aceite de oliva',
      'ban Pocas grasas saturadas, frituras y azúcares',
      'bean Mucha fibra de avena, legumbres y verduras',
    ],
    macro_type: { protein: 20, carbs: 50, fat: 30 },
  },
};
