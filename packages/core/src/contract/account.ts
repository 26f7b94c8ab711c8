/** Adaptive expenditure ('Ajustar mi meta'), the data export and account deletion (issue 19). */
import { z } from 'zod';
import { DELETE_ACCOUNT_CONFIRMATION, isDeleteConfirmation } from '../constants/account.ts';

const goalAdjustment = z.object({
  current_tdee: z.number(),
  new_tdee: z.number(),
  current_calories: z.number(),
  new_calories: z.number(),
});

/** GET /user/expenditure and the answer of POST /user/expenditure/adjust. */
export const expenditureResponse = z.object({
  /** kcal/day measured from the last 28 days, or null when the data is not enough. */
  expenditure: z.number().nullable(),
  confidence: z.enum(['low', 'medium', 'high']).nullable(),
  days_used: z.number(),
  trend_kg_per_week: z.number().nullable(),
  weigh_ins: z.number(),
  uncertainty_kcal: z.number().nullable(),
  /** What is still missing, in Spanish, when `expenditure` is null. */
  missing: z.string().nullable(),
  /** The expenditure the plan's targets use now (kcal/day): the accepted measured one, else the formula's. */
  plan_tdee: z.number().nullable(),
  /** True once the user accepted a measured expenditure. */
  plan_tdee_measured: z.boolean(),
  /** 'Ajustar mi meta': null unless it is offered this week. */
  offer: goalAdjustment.nullable(),
});
export type ExpenditureResponse = z.infer<typeof expenditureResponse>;

export const adjustGoalBody = z.object({
  decision: z.enum(['accept', 'decline'], { error: "La decisión debe ser 'accept' o 'decline'" }),
});
export type AdjustGoalBody = z.infer<typeof adjustGoalBody>;

export { DELETE_ACCOUNT_CONFIRMATION, isDeleteConfirmation } from '../constants/account.ts';

export const deleteAccountBody = z.object(
  {
    confirmation: z
      .string({ error: `Escribe «${DELETE_ACCOUNT_CONFIRMATION}» para confirmar` })
      .max(100, { error: `Escribe «${DELETE_ACCOUNT_CONFIRMATION}» para confirmar` })
      .refine(isDeleteConfirmation, { error: `Escribe «${DELETE_ACCOUNT_CONFIRMATION}» para confirmar` }),
  },
  { error: `Escribe «${DELETE_ACCOUNT_CONFIRMATION}» para confirmar` },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({
  deleted: z.literal(true),
  subscription_canceled: z.boolean(),
  strava_disconnected: z.boolean(),
});

export const exportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: "El formato debe ser 'json' o 'csv'" }).default('json'),
});

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /user/export: everything NutriCoach keeps about the caller. */
export const exportResponse = z.object({
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  answers: z.record(z.string(), z.unknown()).nullable(),
  plan: z.record(z.string(), z.unknown()).nullable(),
  targets: rows,
  nutrition_logs: rows,
  training_logs: rows,
  weights: rows,
  points: rows,
  logins: z.array(z.string()),
  preferences: z.record(z.string(), z.unknown()).nullable(),
  favorites: rows,
  /** The user's own foods (their labels) and recipes (their ingredients), as GET /my-foods and /recipes answer them. */
  own_foods: rows,
  recipes: rows,
  weekly_plans: rows,
  referrals: z.record(z.string(), z.unknown()),
  subscription: z.record(z.string(), z.unknown()),
  strava: z.record(z.string(), z.unknown()),
  /** The nutritionist (issue 33, docs/professionals.md): links, comments, messages, target changes; as a professional, the clients' names. */
  professional_links: rows,
  professional_comments: rows,
  professional_messages: rows,
  professional_targets: rows,
  professional_clients: rows,
});
export type ExportResponse = z.infer<typeof exportResponse>;

/** The CSV of the logs: one row per meal or workout, these headers in this order. */
export const EXPORT_CSV_HEADERS = [
  'fecha',
  'tipo',
  'comida',
  'descripción',
  'calorías',
  'proteína (g)',
  'grasa (g)',
  'carbohidratos (g)',
  'duración',
  'unidad',
  'origen',
] as const;
