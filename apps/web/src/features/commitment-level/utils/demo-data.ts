/** docs/product.md §2.13: /commitment-level is a static demo, not connected to the server. These are its figures. */
export const DEMO_CURRENT_LEVEL = 75;

/** Weekly level in percent over the last 8 weeks, oldest first; the last one is the current week. */
export const DEMO_HISTORY: ReadonlyArray<{ week: string; level: number }> = [
  { week: 'Sem. 1', level: 48 },
  { week: 'Sem. 2', level: 55 },
  { week: 'Sem. 3', level: 52 },
  { week: 'Sem. 4', level: 61 },
  { week: 'Sem. 5', level: 66 },
  { week: 'Sem. 6', level: 64 },
  { week: 'Sem. 7', level: 71 },
  { week: 'Actual', level: 75 },
];

export type DemoAchievement = {
  id: string;
  title: string;
  description: string;
  icon: 'sprout' | 'calendar' | 'sunrise' | 'beef' | 'flame' | 'trophy';
  /** Steps done and needed; unlocked when done reaches total. */
  done: number;
  total: number;
};

export const DEMO_ACHIEVEMENTS: readonly DemoAchievement[] = [
  {
    id: 'first-log',
    title: 'Primer paso',
    description: 'Registraste tu primera comida',
    icon: 'sprout',
    done: 1,
    total: 1,
  },
  {
    id: 'full-week',
    title: 'Semana completa',
    description: '7 días seguidos registrando',
    icon: 'calendar',
    done: 7,
    total: 7,
  },
  {
    id: 'early-bird',
    title: 'Buen comienzo',
    description: 'Desayuno registrado 5 días seguidos',
    icon: 'sunrise',
    done: 5,
    total: 5,
  },
  {
    id: 'protein',
    title: 'Proteína al día',
    description: 'Meta de proteína cumplida 5 días',
    icon: 'beef',
    done: 4,
    total: 5,
  },
  {
    id: 'streak',
    title: 'Constancia de acero',
    description: '4 semanas seguidas sobre 70 %',
    icon: 'flame',
    done: 2,
    total: 4,
  },
  {
    id: 'unstoppable',
    title: 'Imparable',
    description: 'Llega a un nivel de 90 % en una semana',
    icon: 'trophy',
    done: 0,
    total: 1,
  },
];

/** The name of a level band, for the headline under the ring. */
export function levelName(level: number): { name: string; message: string } {
  if (level >= 90) return { name: 'Imparable', message: 'Estás en tu mejor momento. ¡Sigue así!' };
  if (level >= 70) return { name: 'Constante', message: '¡Muy bien! Tus hábitos ya son parte de tu día.' };
  if (level >= 40) return { name: 'En progreso', message: 'Vas por buen camino: registra tus comidas cada día.' };
  return { name: 'Inicial', message: 'Cada registro cuenta. Empieza por tu desayuno.' };
}
