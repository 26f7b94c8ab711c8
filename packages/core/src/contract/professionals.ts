/**
 * The nutritionist (issue 33, docs/professionals.md): a professional's profile and invites, the
 * client's consent, what the professional reads and writes. Shapes fixed in /work/PRO-CONTRACT.md.
 */
import { z } from 'zod';
import { localDate } from './common.ts';
import { nutritionLog, trainingLog } from './logs.ts';
import { userCountry } from './onboarding.ts';

/** Invite codes: 8 characters of A–Z and 2–9 without 0/O and 1/I (read aloud, typed by hand). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long an invite lasts. */
export const INVITE_DAYS = 7;

export const PRO_BOUNDS = {
  name: { min: 2, max: 80 },
  license: { max: 40 },
  comment: { min: 1, max: 1000 },
  message: { min: 1, max: 2000 },
  reason: { min: 3, max: 300 },
  notes: { max: 5000 },
} as const;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} es obligatorio` })
    .trim()
    .min(min, { error: `${field} debe tener entre ${min} y ${max} caracteres` })
    .max(max, { error: `${field} debe tener entre ${min} y ${max} caracteres` });

export const professionalBody = z.object({
  name: text('El nombre', PRO_BOUNDS.name.min, PRO_BOUNDS.name.max),
  license_number: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'El número de colegiatura debe ser un texto' })
      .trim()
      .max(PRO_BOUNDS.license.max, {
        error: `El número de colegiatura debe tener hasta ${PRO_BOUNDS.license.max} caracteres`,
      })
      .nullish(),
  ),
  country: userCountry,
});
export type ProfessionalBody = z.infer<typeof professionalBody>;

export const professional = z.object({
  id: z.string(),
  name: z.string(),
  license_number: z.string().nullable(),
  country: z.string(),
  created_at: z.string(),
});
export const professionalResponse = z.object({ professional });

export const invite = z.object({ code: z.string(), url: z.string(), expires_at: z.string() });
export const inviteCreated = z.object({ invite });
export const invitesResponse = z.object({
  invites: z.array(invite.extend({ used_at: z.string().nullable() })),
});

/** A code as typed: spaces around and lower case do not matter. */
const inviteCode = z
  .string({ error: 'Escribe el código de tu nutricionista' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Escribe el código de tu nutricionista' })
  .max(40, { error: 'Este código no existe.' });
export const inviteCodeParams = z.object({ code: z.string().max(40) });
export const linkBody = z.object({ code: inviteCode });

export const invitePreview = z.object({
  invite: z.object({
    professional: z.object({ name: z.string(), license_number: z.string().nullable(), country: z.string() }),
    expires_at: z.string(),
  }),
});

const myProfessional = z.object({ name: z.string(), license_number: z.string().nullable(), since: z.string() });
export const linkCreated = z.object({ professional: myProfessional });
export const myProfessionalResponse = z.object({ professional: myProfessional.nullable() });

/** A client of the professional, as the list shows them (docs/professionals.md, 'Needs attention'). */
export const proClient = z.object({
  id: z.string(),
  name: z.string(),
  since: z.string(),
  last_log_date: z.string().nullable(),
  days_logged_7d: z.number(),
  /** The complete days before today that the 7-day figures count: 7, or fewer for a client who joined this week. */
  window_days_7d: z.number(),
  meals_per_day_7d: z.number(),
  weight_trend_kg_per_week: z.number().nullable(),
  ideal_calories: z.number().nullable(),
  avg_calories_7d: z.number().nullable(),
  needs_attention: z.boolean(),
  attention_reasons: z.array(z.string()),
});
export const proClientsResponse = z.object({ clients: z.array(proClient) });

export const clientIdParams = z.object({ id: z.string().max(100) });

export const proClientResponse = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    since: z.string(),
    objective: z.string(),
    goal_weight_kg: z.number().nullable(),
    start_weight_kg: z.number().nullable(),
    country: z.string(),
  }),
});

/** GET /pro/clients/:id/logs: the day's meals (with their foods) and workouts, as the daily summary lists them. */
export const proDayLogsResponse = z.object({
  date: z.string(),
  logs: z.array(nutritionLog),
  training: z.array(trainingLog),
});

export const comment = z.object({
  id: z.string(),
  date: z.string(),
  nutrition_log_id: z.string().nullable(),
  text: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export const commentBody = z.object({
  date: localDate,
  nutrition_log_id: z.string({ error: 'El registro debe ser un texto' }).max(100).nullish(),
  text: text('El comentario', PRO_BOUNDS.comment.min, PRO_BOUNDS.comment.max),
});
export const commentCreated = z.object({ comment });
export const commentsResponse = z.object({ comments: z.array(comment) });
/** ?date= is required for comments: they belong to a day. */
export const commentsQuery = z.object({ date: localDate });

export const message = z.object({
  id: z.string(),
  from: z.enum(['professional', 'client']),
  text: z.string(),
  created_at: z.string(),
});
export const messageBody = z.object({ text: text('El mensaje', PRO_BOUNDS.message.min, PRO_BOUNDS.message.max) });
export const messageCreated = z.object({ message });
export const messagesResponse = z.object({ messages: z.array(message) });

/** Bounds of targets a professional sets: those of the app's own (docs/targets.md, docs/professionals.md). */
export const PRO_TARGET_BOUNDS = {
  calories: { max: 6000 },
  protein: { min: 0, max: 500 },
  carbs: { min: 0, max: 800 },
  fat: { min: 0, max: 300 },
} as const;

const grams = (field: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${field} debe ser un número` })
    .int({ error: `${field} debe ser un número entero de gramos` })
    .min(min, { error: `${field} debe estar entre ${min} y ${max} g` })
    .max(max, { error: `${field} debe estar entre ${min} y ${max} g` });

export const targetsBody = z.object({
  calories: z
    .number({ error: 'Las calorías deben ser un número' })
    .int({ error: 'Las calorías deben ser un número entero' })
    .min(1, { error: 'Las calorías deben ser mayores que 0' })
    .max(PRO_TARGET_BOUNDS.calories.max, {
      error: `Las calorías deben ser como mucho ${PRO_TARGET_BOUNDS.calories.max} kcal`,
    }),
  protein: grams('La proteína', PRO_TARGET_BOUNDS.protein),
  carbs: grams('Los carbohidratos', PRO_TARGET_BOUNDS.carbs),
  fat: grams('La grasa', PRO_TARGET_BOUNDS.fat),
  reason: text('El motivo', PRO_BOUNDS.reason.min, PRO_BOUNDS.reason.max),
});
export type TargetsBody = z.infer<typeof targetsBody>;

const macros = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
export const currentTargets = macros.extend({ reason: z.string(), author_name: z.string(), set_at: z.string() });
export const targetChange = currentTargets.extend({ previous: macros.nullable() });
export const targetsSetResponse = z.object({ targets: currentTargets });
export const targetsResponse = z.object({ targets: currentTargets.nullable(), history: z.array(targetChange) });

export const notesBody = z.object({
  text: z
    .string({ error: 'Las notas deben ser un texto' })
    .max(PRO_BOUNDS.notes.max, { error: `Las notas deben tener hasta ${PRO_BOUNDS.notes.max} caracteres` }),
});
export const notesResponse = z.object({ notes: z.object({ text: z.string(), updated_at: z.string().nullable() }) });

/** The answers' shapes, for the web (apps/web/src/lib/api/professional-types.ts). */
export type Professional = z.infer<typeof professional>;
export type LinkedProfessional = z.infer<typeof linkCreated>['professional'];
export type Invite = z.infer<typeof invite>;
export type InvitePreview = z.infer<typeof invitePreview>['invite'];
export type ProComment = z.infer<typeof comment>;
export type ProMessage = z.infer<typeof message>;
export type CurrentTargets = z.infer<typeof currentTargets>;
export type TargetsChange = z.infer<typeof targetChange>;
export type TargetsAnswer = z.infer<typeof targetsResponse>;
export type ProClient = z.infer<typeof proClient>;
export type ProClientDetail = z.infer<typeof proClientResponse>['client'];
export type ProNotes = z.infer<typeof notesResponse>['notes'];
