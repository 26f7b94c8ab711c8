/**
 * Issue 33's shapes, as /work/PRO-CONTRACT.md fixes them: shared by the client's side
 * (features/professional, the day's comments, /objectives) and the professional's (features/pro).
 * Types only: nothing of this module reaches a bundle.
 */

export type Professional = {
  id: string;
  name: string;
  license_number: string | null;
  country: string;
  created_at: string;
};

export type ProfessionalBody = { name: string; license_number?: string; country: string };

/** Who the client shares their diary with (GET /user/professional). */
export type LinkedProfessional = { name: string; license_number: string | null; since: string };

export type Invite = { code: string; url: string; expires_at: string };

export type InvitePreview = {
  professional: { name: string; license_number: string | null; country: string };
  expires_at: string;
};

export type Comment = {
  id: string;
  date: string;
  nutrition_log_id: string | null;
  text: string;
  author_name: string;
  created_at: string;
};

export type Message = { id: string; from: 'professional' | 'client'; text: string; created_at: string };

export type Macros = { calories: number; protein: number; carbs: number; fat: number };

export type CurrentTargets = Macros & { reason: string; author_name: string; set_at: string };

export type TargetsChange = CurrentTargets & { previous: Macros | null };

export type TargetsAnswer = { targets: CurrentTargets | null; history: TargetsChange[] };

export type ProClient = {
  id: string;
  name: string;
  since: string;
  last_log_date: string | null;
  days_logged_7d: number;
  meals_per_day_7d: number;
  weight_trend_kg_per_week: number | null;
  ideal_calories: number | null;
  avg_calories_7d: number | null;
  needs_attention: boolean;
  attention_reasons: string[];
};

export type ProClientDetail = {
  id: string;
  name: string;
  since: string;
  objective: string | null;
  goal_weight_kg: number | null;
  start_weight_kg: number | null;
  country: string | null;
};

export type ProNotes = { text: string; updated_at: string | null };
