/**
 * The onboarding questionnaire as data (docs/product.md §2.5 and §9): the personal data the plan needs, then
 * one question at a time. `visibleQuestions` says which questions the current answers show.
 */
import { GENDER_LABELS, PERSONAL_BOUNDS, type Gender } from './onboarding.ts';
import {
  MAIN_MEALS,
  PHYSIOLOGICAL_CONDITIONS,
  physiologicalOptionsForAge,
  type MealHabit,
  type PhysiologicalCondition,
  type QuestionId,
  type QuestionnaireAnswers,
} from './questionnaire-values.ts';

export { physiologicalOptionsForAge };

export interface QuestionOption {
  value: string;
  label: string;
  description?: string;
  emoji?: string;
}

export interface Question {
  id: QuestionId;
  title: string;
  subtitle?: string;
  /** Several options may be chosen (at least one); otherwise exactly one. */
  multiple: boolean;
  options: QuestionOption[];
}

export type PersonalFieldId = 'name' | 'gender' | 'age' | 'height' | 'weight' | 'weight_goal';

export interface PersonalField {
  id: PersonalFieldId;
  label: string;
  kind: 'text' | 'choice' | 'number';
  unit?: string;
  min?: number;
  max?: number;
  /** Smallest step of a number: 1 for whole numbers, 0.1 for one decimal. */
  step?: number;
  placeholder?: string;
  options?: QuestionOption[];
}

/** Asked before the questions, in this order (docs/product.md §Onboarding and targets). */
export const PERSONAL_FIELDS: readonly PersonalField[] = [
  {
    id: 'name',
    label: '¿Cómo te llamas?',
    kind: 'text',
    min: PERSONAL_BOUNDS.name.min,
    max: PERSONAL_BOUNDS.name.max,
    placeholder: 'Tu nombre',
  },
  {
    id: 'gender',
    label: 'Sexo',
    kind: 'choice',
    options: [
      { value: 'female', label: GENDER_LABELS.female },
      { value: 'male', label: GENDER_LABELS.male },
    ],
  },
  {
    id: 'age',
    label: 'Edad',
    kind: 'number',
    unit: 'años',
    min: PERSONAL_BOUNDS.age.min,
    max: PERSONAL_BOUNDS.age.max,
    step: 1,
  },
  {
    id: 'height',
    label: 'Estatura',
    kind: 'number',
    unit: 'cm',
    min: PERSONAL_BOUNDS.height.min,
    max: PERSONAL_BOUNDS.height.max,
    step: 0.1,
  },
  {
    id: 'weight',
    label: 'Peso actual',
    kind: 'number',
    unit: 'kg',
    min: PERSONAL_BOUNDS.weight.min,
    max: PERSONAL_BOUNDS.weight.max,
    step: 0.1,
  },
  {
    id: 'weight_goal',
    label: 'Peso meta',
    kind: 'number',
    unit: 'kg',
    min: PERSONAL_BOUNDS.weight.min,
    max: PERSONAL_BOUNDS.weight.max,
    step: 0.1,
  },
];

const PHYSIOLOGICAL_OPTIONS: Record<PhysiologicalCondition, QuestionOption> = {
  pregnancy: { value: 'pregnancy', label: 'Embarazo', emoji: '🤰' },
  postpartum: { value: 'postpartum', label: 'Posparto o lactancia', emoji: '🍼' },
  menopause: { value: 'menopause', label: 'Menopausia', emoji: '🌸' },
  none: { value: 'none', label: 'Ninguna', emoji: '✅' },
};

/** Every question in the order they are asked; some are shown only for some answers. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'mindset',
    title: '¿Cómo quieres vivir tu proceso?',
    multiple: false,
    options: [
      {
        value: 'fast',
        label: 'Quiero resultados rápidos',
        description: 'Un cambio intenso desde el primer día',
        emoji: '🚀',
      },
      {
        value: 'no_pressure',
        label: 'Sin presión, a mi ritmo',
        description: 'Prefiero ir con calma y disfrutar',
        emoji: '🌿',
      },
      {
        value: 'progressive',
        label: 'Progresivo y constante',
        description: 'Paso a paso, pero sin parar',
        emoji: '📈',
      },
    ],
  },
  {
    id: 'current_nutrition',
    title: '¿Cómo describirías tu alimentación actual?',
    multiple: false,
    options: [
      { value: 'bad', label: 'Mala', description: 'Como lo que encuentro y a cualquier hora', emoji: '🍔' },
      {
        value: 'avoid_something',
        label: 'Evito algunos alimentos',
        description: 'Hay cosas que no como o que me caen mal',
        emoji: '🚫',
      },
      { value: 'acceptable', label: 'Aceptable', description: 'Ni muy bien ni muy mal', emoji: '🍽️' },
      {
        value: 'moderately_healthy',
        label: 'Bastante saludable',
        description: 'Me cuido la mayor parte del tiempo',
        emoji: '🥗',
      },
      { value: 'very_healthy', label: 'Muy saludable', description: 'Cuido mucho lo que como', emoji: '🥦' },
    ],
  },
  {
    id: 'social_life',
    title: '¿Qué tan seguido comes fuera o en reuniones?',
    subtitle: 'Almuerzos de trabajo, salidas, cumpleaños, fines de semana',
    multiple: false,
    options: [
      { value: 'low', label: 'Poco', description: 'Casi siempre como en casa', emoji: '🏠' },
      { value: 'medium', label: 'A veces', description: 'Algunas veces al mes', emoji: '🍕' },
      { value: 'high', label: 'Mucho', description: 'Varias veces por semana', emoji: '🎉' },
    ],
  },
  {
    id: 'training',
    title: '¿Haces ejercicio actualmente?',
    multiple: false,
    options: [
      { value: 'no_train', label: 'No entreno', emoji: '🛋️' },
      { value: 'cardio', label: 'Cardio', description: 'Caminar, correr, bicicleta, baile', emoji: '🏃' },
      { value: 'strength', label: 'Fuerza', description: 'Pesas, máquinas o calistenia', emoji: '🏋️' },
      { value: 'both', label: 'Cardio y fuerza', emoji: '💪' },
    ],
  },
  {
    id: 'emotional_profile',
    title: 'Cuando empiezas un plan, ¿cómo te va?',
    multiple: false,
    options: [
      {
        value: 'disciplined',
        label: 'Lo cumplo',
        description: 'Cuando me propongo algo, lo sigo al pie de la letra',
        emoji: '🎯',
      },
      { value: 'intermittent', label: 'Por rachas', description: 'Empiezo con todo y a veces aflojo', emoji: '🔁' },
      { value: 'disorganized', label: 'Me cuesta la rutina', description: 'Mis horarios cambian mucho', emoji: '🌀' },
    ],
  },
  {
    id: 'meal_habits',
    title: '¿Qué comidas haces normalmente en el día?',
    subtitle: 'Puedes elegir varias',
    multiple: true,
    options: [
      { value: 'breakfast', label: 'Desayuno', emoji: '🍳' },
      { value: 'lunch', label: 'Almuerzo', emoji: '🍲' },
      { value: 'dinner', label: 'Cena', emoji: '🌙' },
      { value: 'snacks', label: 'Snacks o meriendas', emoji: '🍎' },
    ],
  },
  {
    id: 'medical_conditions',
    title: '¿Tienes alguna de estas condiciones médicas?',
    subtitle: 'Si tienes una, adaptaremos tu dieta a ella',
    multiple: false,
    options: [
      { value: 'insulin_resistance', label: 'Resistencia a la insulina', emoji: '🩸' },
      { value: 'diabetes_type_2', label: 'Diabetes tipo 2', emoji: '💉' },
      { value: 'fatty_liver', label: 'Hígado graso', emoji: '🩺' },
      { value: 'lipidemia', label: 'Colesterol o triglicéridos altos', emoji: '❤️' },
      { value: 'none', label: 'Ninguna', emoji: '✅' },
    ],
  },
  {
    id: 'physiological_conditions',
    title: '¿Estás en alguna de estas etapas?',
    subtitle: 'Ajustaremos tus calorías y alimentos a esta etapa',
    multiple: false,
    options: PHYSIOLOGICAL_CONDITIONS.map((c) => PHYSIOLOGICAL_OPTIONS[c]),
  },
  {
    id: 'recommendation_type',
    title: '¿Cómo prefieres organizar tus comidas?',
    multiple: false,
    options: [
      {
        value: 'strict',
        label: 'Plan semanal estricto',
        description: 'Te damos el menú de toda la semana, con porciones exactas para tus calorías.',
        emoji: '📅',
      },
      {
        value: 'flex',
        label: 'Menú flexible',
        description: 'Eliges cada día tus platos entre opciones que encajan con tu dieta.',
        emoji: '🔀',
      },
    ],
  },
  {
    id: 'budget_level',
    title: '¿Cuánto quieres invertir en tu comida?',
    subtitle: 'Armaremos tu plan semanal con ingredientes acordes a tu presupuesto',
    multiple: false,
    options: [
      { value: 'low', label: 'Bajo', description: 'Ingredientes sencillos y económicos', emoji: '🪙' },
      { value: 'medium', label: 'Medio', description: 'Un equilibrio entre precio y variedad', emoji: '💵' },
      { value: 'high', label: 'Alto', description: 'Más variedad e ingredientes selectos', emoji: '💎' },
    ],
  },
];

/** What the questionnaire needs to know of the person; both may be unknown while typing. */
export interface QuestionnairePerson {
  gender?: Gender | null;
  age?: number | null;
}

/**
 * The questions to ask for these answers, in order, with only the options that apply.
 * - budget_level only right after recommendation_type 'strict';
 * - physiological_conditions only for women, with the options their age allows: 'Ninguna' always, so
 *   a woman under 18 or over 55 is asked too, with 'Ninguna' alone (docs/product.md §9).
 */
export function visibleQuestions(answers: QuestionnaireAnswers, person: QuestionnairePerson): Question[] {
  const shown: Question[] = [];
  for (const question of QUESTIONS) {
    if (question.id === 'budget_level' && answers.recommendation_type !== 'strict') continue;
    if (question.id === 'physiological_conditions') {
      if (person.gender !== 'female' || person.age == null) continue;
      const allowed: string[] = physiologicalOptionsForAge(person.age);
      shown.push({ ...question, options: question.options.filter((o) => allowed.includes(o.value)) });
      continue;
    }
    shown.push(question);
  }
  return shown;
}

/**
 * The answers without those the person can no longer see, e.g. choosing 'flex' drops
 * budget_level (docs/product.md §4, Budget question) and a new age drops a physiological answer it no
 * longer allows. Returns a new object.
 */
export function dropHiddenAnswers(answers: QuestionnaireAnswers, person: QuestionnairePerson): QuestionnaireAnswers {
  const kept: Record<string, unknown> = {};
  for (const question of visibleQuestions(answers, person)) {
    const answer = answers[question.id];
    if (answer == null) continue;
    const values = question.options.map((o) => o.value);
    if (Array.isArray(answer)) {
      const still = answer.filter((v) => values.includes(v));
      if (still.length > 0) kept[question.id] = still;
    } else if (values.includes(answer)) {
      kept[question.id] = answer;
    }
  }
  return kept as QuestionnaireAnswers;
}

/** A question counts as answered with one choice, or at least one for the meals question (docs/product.md §5). */
export function isAnswered(question: Question, answers: QuestionnaireAnswers): boolean {
  const answer = answers[question.id];
  return Array.isArray(answer) ? answer.length > 0 : answer != null;
}

/** The default weekday daily-summary reminder is on only for people who eat all three main meals. */
export function eatsAllMainMeals(mealHabits: readonly MealHabit[]): boolean {
  return MAIN_MEALS.every((meal) => mealHabits.includes(meal));
}
