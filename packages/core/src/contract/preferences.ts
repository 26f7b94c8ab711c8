import { z } from 'zod';
import { COACH_PERSONALITIES } from '../constants/onboarding.ts';

export const RECOMMENDATION_TYPES = ['strict', 'flex'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const recommendationTypeResponse = z.object({
  data: z.object({ recommendation_type: z.enum(RECOMMENDATION_TYPES) }),
});

const time = z
  .string({ error: 'La hora es obligatoria' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'La hora debe tener el formato HH:MM' });
const daySchedule = z.object(
  { breakfast_time: time, lunch_time: time, dinner_time: time, weight_time: time },
  { error: 'Faltan las horas del día' },
);
export const remindersSchedule = z.object(
  { weekdays: daySchedule, weekend: daySchedule },
  { error: 'Faltan las horas de los recordatorios' },
);
export const remindersScheduleBody = z.object({ reminders_schedule: remindersSchedule });
export const remindersScheduleResponse = remindersScheduleBody;

const flag = z.boolean({ error: 'Cada recordatorio debe ser verdadero o falso' });
const dayReminders = z.object(
  { breakfast_reminder: flag, lunch_reminder: flag, dinner_reminder: flag, weight_reminder: flag, daily_summary: flag },
  { error: 'Faltan los recordatorios de un día' },
);
export const reminders = z.object(
  {
    monday: dayReminders,
    tuesday: dayReminders,
    wednesday: dayReminders,
    thursday: dayReminders,
    friday: dayReminders,
    saturday: dayReminders,
    sunday: dayReminders,
  },
  { error: 'Faltan los recordatorios de la semana' },
);
export const remindersBody = z.object({ reminders });
export const remindersResponse = remindersBody;

export const intensityBody = z.object({
  intensity: z.enum(COACH_PERSONALITIES, { error: 'Elige una personalidad de coach válida' }),
});
export const intensityResponse = intensityBody;
