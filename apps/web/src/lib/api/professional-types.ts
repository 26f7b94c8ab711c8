/**
 * Issue 33's shapes: the server's own (packages/core/src/contract/professionals.ts, the schemas its
 * answers are checked against), so that a shape the server changes fails the web's type check
 * instead of a screen. Shared by the client's side (features/professional, the day's comments,
 * /objectives) and the professional's (features/pro). Types only: nothing of this module reaches a bundle.
 */
export type {
  CurrentTargets,
  Invite,
  InvitePreview,
  LinkedProfessional,
  ProClient,
  ProClientDetail,
  ProComment as Comment,
  ProMessage as Message,
  ProNotes,
  Professional,
  TargetsAnswer,
  TargetsChange,
} from '@nutricoach/core/contract/professionals';

/** What the profile form sends (its country a <select>'s value; the server checks it is one of ours). */
export type ProfessionalBody = { name: string; license_number?: string; country: string };

export type Macros = { calories: number; protein: number; carbs: number; fat: number };
