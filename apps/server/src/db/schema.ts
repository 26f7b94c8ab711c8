/** The database tables (Drizzle). Every user-owned row carries user_id. */
import { sql } from 'drizzle-orm';
import type { Reminders } from '@nutricoach/core/rules/default-reminders';
import type { ReminderSchedule } from '@nutricoach/core/rules/reminders-due';
import type { WeeklyPlan } from '@nutricoach/core/rules/strict-plan/types';
import type { MealItem } from '@nutricoach/core/contract/logs';
import type { Portion } from '@nutricoach/core/rules/portions';
import type { SavedMeal } from '@nutricoach/core/contract/meal-shortcuts';
import type { QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Kilograms and centimetres with one decimal. */
const kg = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row's own id: a random uuid. */
const rowId = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** The user a row belongs to (a professional's client too): deleting the user deletes the row. */
const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The professional a row belongs to: deleting their profile deletes the row. */
const professionalRef = () =>
  uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' });

/** The user of a table that holds one row per user: deleting the user deletes it. */
const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: rowId(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  timeZone: text('time_zone').notNull().default('America/Lima'),
  // The person's country (docs/countries.md): set from the phone at sign-up, changed in /profile.
  // Null for an account made before it existed: read as the phone's country (countryOf).
  country: text('country'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  // Personal data the plan needs (asked by the onboarding).
  gender: text('gender'),
  age: integer('age'),
  heightCm: kg('height_cm'),
  weightKg: kg('weight_kg'),
  weightGoalKg: kg('weight_goal_kg'),
  // The weight the person started from (the onboarding's) and its day: the start of /weight-summary's
  // 'Cambio total', kept when a weigh-in the same day replaces that day's measurement.
  startWeightKg: kg('start_weight_kg'),
  startWeightDate: date('start_weight_date', { mode: 'string' }),
  // Objective and diet.
  objective: text('objective').notNull().default('lose_weight'),
  objectiveChangedAt: timestamp('objective_changed_at', { withTimezone: true }),
  dietType: text('diet_type'),
  deficit: integer('deficit'),
  allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
  dislikes: jsonb('dislikes').$type<string[]>().notNull().default([]),
  eatingStyle: text('eating_style').notNull().default('none'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  onboardingType: text('onboarding_type').notNull().default('default'),
  tourCompleted: boolean('tour_completed').notNull().default(false),
  // How synced runs and rides are logged: 'minutes' or 'kilometers' (issue 9). On the user, not the
  // Strava connection: synced logs outlive a disconnect, and reconnecting keeps the choice.
  stravaUnits: text('strava_units').notNull().default('minutes'),
  // 'Ajustar mi meta' (issue 19, docs/expenditure.md): the expenditure measured from the user's logs
  // and weights that they accepted, which replaces BMR × activity factor in their targets; when; and
  // the week (its Monday) of the last offer they answered, so it is offered at most once a week.
  measuredTdee: integer('measured_tdee'),
  measuredTdeeAt: timestamp('measured_tdee_at', { withTimezone: true }),
  expenditureOfferWeek: date('expenditure_offer_week', { mode: 'string' }),
  // Bumped by every change to the user's own foods and recipes (issue 28): the search and the
  // parser keep the user's foods in the process and read only this to know they are current.
  foodsVersion: integer('foods_version').notNull().default(0),
  createdAt: createdAt(),
});

/** The questionnaire's last answers (docs/product.md §3, Questionnaire answers). */
export const questionnaires = pgTable('questionnaires', {
  userId: userKey(),
  answers: jsonb('answers').$type<QuestionnaireAnswers>().notNull(),
  weightLossPercentage: numeric('weight_loss_percentage', { precision: 6, scale: 2, mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily ideal targets, one row per change: a day's ideal is the newest row on or before that day,
 * so changing objective, diet or deficit never rewrites the past.
 */
export const userTargets = pgTable(
  'user_targets',
  {
    userId: userRef(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    calories: integer('calories').notNull(),
    protein: integer('protein').notNull(),
    carbs: integer('carbs').notNull(),
    fat: integer('fat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.effectiveDate] })],
);

/** Body weight, one value per local day (a new entry that day replaces it). */
export const weightMeasurements = pgTable(
  'weight_measurements',
  {
    userId: userRef(),
    date: date('date', { mode: 'string' }).notNull(),
    weight: kg('weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

export const referralCodes = pgTable('referral_codes', {
  userId: userKey(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

export const authCodes = pgTable(
  'auth_codes',
  {
    id: rowId(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address group the code was asked from (lib/address-group.ts: an IPv4 address, an IPv6 /64). */
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('auth_codes_ip_created_idx').on(t.ip, t.createdAt),
    // The service's hourly ceiling counts every code of the last hour.
    index('auth_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * Wrong sign-in codes tried for a phone from one address group (issue 31, modules/auth): the tries
 * are the address's, not the code's, so a stranger burning guesses on someone's phone does not
 * lock its owner out, and a phone with no code answers a guess exactly as one with a live code.
 */
export const signInTries = pgTable(
  'sign_in_tries',
  {
    phone: text('phone').notNull(),
    addressGroup: text('address_group').notNull(),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.addressGroup] })],
);

/**
 * A signed-in device (issue 31): the session token names its row (`sid`), and every call checks
 * the row is still there, so 'Cerrar sesión' (one row) and 'Cerrar sesión en todos los
 * dispositivos' (all the user's rows) end a token at once, in every process.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Counters of fixed windows (lib/rate-limit.ts): `bucket` names the limit ('writes', 'export'; an
 * outside service's shared budget later), `subject` whom it counts (a user id, an address group,
 * or 'all'). In the database, so that every API process adds to the same count.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }),
    index('rate_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * What outlives a deleted account, keyed by a keyed hash of its phone (issue 31,
 * docs/account-data.md): when its free trial ends and whether it was ever referred, so that
 * deleting the account and signing up again gives neither a second trial nor a second reward.
 */
export const phoneHistory = pgTable('phone_history', {
  /** HMAC-SHA256 of the E.164 phone under a key derived from JWT_SECRET: the phone cannot be read back. */
  phoneHash: text('phone_hash').primaryKey(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  referred: boolean('referred').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Magic-link tokens are signed, not stored; a used one's id is kept so it works only once. */
export const usedTemporaryTokens = pgTable('used_temporary_tokens', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The day's `login` action, recorded on the user's first authenticated call of their local day. */
export const userLogins = pgTable(
  'user_logins',
  {
    userId: userRef(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

export const preferences = pgTable('preferences', {
  userId: userKey(),
  recommendationType: text('recommendation_type').notNull().default('flex'),
  budgetLevel: text('budget_level'),
  intensity: text('intensity').notNull().default('balanced'),
  dietCondition: text('diet_condition'),
  /** Per weekday flags; null until the onboarding ends (then its defaults). */
  reminders: jsonb('reminders').$type<Reminders>(),
  /** Local HH:MM times for weekdays and weekend; null = the defaults. */
  remindersSchedule: jsonb('reminders_schedule').$type<ReminderSchedule>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent by the console messaging provider, readable at GET /api/dev/outbox outside production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: rowId(),
    to: text('to_phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_to_created_idx').on(t.to, t.createdAt)],
);

const amount = (name: string) => doublePrecision(name).notNull();

/** A meal the user logged on a local date (docs/product.md §3, Meal log). */
export const nutritionLogs = pgTable(
  'nutrition_logs',
  {
    id: rowId(),
    userId: userRef(),
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    description: text('description').notNull(),
    calories: amount('calories'),
    protein: amount('protein'),
    fat: amount('fat'),
    carbs: amount('carbs'),
    imageUrl: text('image_url'),
    /** The meal's catalog foods as priced when logged (empty for typed macros): a snapshot, not a link. */
    items: jsonb('items').$type<MealItem[]>().notNull().default([]),
    /** The weekly plan's meal this log is ('✓ Lo comí'): one per plan meal and day. */
    planMeal: text('plan_meal'),
    /** Where it was logged: 'app', or 'chat' (the WhatsApp coach, issue 16). */
    source: text('source').notNull().default('app'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nutrition_logs_user_date_idx').on(t.userId, t.date),
    uniqueIndex('nutrition_logs_user_plan_meal_idx').on(t.userId, t.date, t.planMeal).where(sql`plan_meal is not null`),
  ],
);

/** A food or a meal the user starred: a food by id, a meal as a snapshot of the log it came from. */
export const favorites = pgTable(
  'favorites',
  {
    id: rowId(),
    userId: userRef(),
    foodId: text('food_id'),
    meal: jsonb('meal').$type<SavedMeal>(),
    /** 'food:<id>' or 'meal:<signature>' (core's mealSignature): a favourite is starred once. */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_key_idx').on(t.userId, t.key)],
);

/**
 * A food the user created from a label, or one of their recipes (issue 28 §2–3): private to them.
 * Nutrients per 100 g; a meal that logged it keeps its own copy, so editing or deleting it changes
 * no meal (docs/own-foods-and-recipes.md).
 */
export const ownFoods = pgTable(
  'own_foods',
  {
    id: rowId(),
    userId: userRef(),
    /** 'food' (from a label) or 'recipe'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    /** The package's barcode (canonical, rules/barcode.ts) the food was created for: the user's next scan finds it. */
    barcode: text('barcode'),
    /** A food's label: 'per_100g' or 'per_serving', its serving, and its figures as typed. */
    basis: text('basis'),
    servingLabel: text('serving_label'),
    servingGrams: doublePrecision('serving_grams'),
    label: jsonb('label').$type<{
      calories: number;
      protein: number;
      carbs: number;
      fat: number;
      fiber: number | null;
      polyols: number | null;
    }>(),
    calories: amount('calories'),
    protein: amount('protein'),
    carbs: amount('carbs'),
    fat: amount('fat'),
    fiber: doublePrecision('fiber'),
    portions: jsonb('portions').$type<Portion[]>().notNull(),
    /** A recipe's servings, cooked weight and ingredients (each priced as a meal's item). */
    servings: doublePrecision('servings'),
    cookedGrams: doublePrecision('cooked_grams'),
    ingredients: jsonb('ingredients').$type<MealItem[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('own_foods_user_idx').on(t.userId, t.kind),
    uniqueIndex('own_foods_user_barcode_idx').on(t.userId, t.barcode).where(sql`${t.barcode} is not null`),
  ],
);

/** A workout the user logged, or one synced from Strava (strava_activity_id set, unique per user). */
export const trainingLogs = pgTable(
  'training_logs',
  {
    id: rowId(),
    userId: userRef(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    duration: amount('duration'),
    units: text('units').notNull(),
    calories: amount('calories'),
    stravaActivityId: text('strava_activity_id'),
    // Strava's facts of a synced workout, so its duration can be re-expressed in minutes or km when
    // the user changes their preference. Null on manual logs (and on workouts synced before issue 9).
    stravaSportType: text('strava_sport_type'),
    distanceMeters: doublePrecision('distance_meters'),
    movingTimeSeconds: integer('moving_time_seconds'),
    /** Where it was logged: 'app' (or synced), or 'chat' (the WhatsApp coach, issue 16). */
    source: text('source').notNull().default('app'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_logs_user_date_idx').on(t.userId, t.date),
    uniqueIndex('training_logs_user_strava_idx').on(t.userId, t.stravaActivityId),
  ],
);

/** A user's weekly strict plan (one per week; generating again replaces it). */
export const strictPlans = pgTable(
  'strict_plans',
  {
    userId: userRef(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    seed: integer('seed').notNull(),
    plan: jsonb('plan').$type<WeeklyPlan>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * One row per reminder sent: the unique key (user, local date, kind) is what makes two
 * dispatchers, or a restarted one, send each reminder once.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: userRef(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date, t.kind] })],
);

/** A user's paid plan (one per user); the provider's ids link it to Stripe in stripe mode. */
export const subscriptions = pgTable('subscriptions', {
  userId: userKey(),
  planType: text('plan_type').notNull(),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  canceled: boolean('canceled').notNull().default(false),
  paymentFailed: boolean('payment_failed').notNull().default(false),
  firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
  /** The newest provider event applied: older ones arriving late do not undo it. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A paid subscription of a deleted account, kept for accounting without the person
 * (docs/account-data.md): the plan, the provider's subscription id (its invoices, which the law
 * makes us keep, are filed under it) and the dates. No user id, phone or name.
 */
export const closedSubscriptions = pgTable('closed_subscriptions', {
  id: rowId(),
  planType: text('plan_type').notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every payment event applied, by the provider's event id: the same event twice has one effect. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts opened with the sandbox provider (its local checkout page). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: rowId(),
  userId: userRef(),
  planType: text('plan_type').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A friend who applied someone's code; completed when the friend first pays. */
export const referrals = pgTable(
  'referrals',
  {
    id: rowId(),
    // Null once the referrer deleted their account (docs/account-data.md): the friend keeps the
    // record that they used a code (one per person), without anything that names the referrer.
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    // Null once the friend deleted their account (docs/account-data.md): the referrer keeps the
    // record of a reward they earned, without anything that names the friend.
    referredId: uuid('referred_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    paymentAmountCents: integer('payment_amount_cents'),
    referrerFreeDays: integer('referrer_free_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** A user's Strava link. Tokens are stored encrypted (AES-256-GCM); see lib/secret-box.ts. */
export const stravaConnections = pgTable('strava_connections', {
  userId: userKey(),
  athleteId: text('athlete_id').notNull().unique(),
  accessTokenEnc: text('access_token_enc').notNull(),
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  connectedAt: createdAt(),
  // When a webhook event was last checked with Strava for this athlete: at most one such call a
  // minute, so forged events cannot spend the app's Strava rate limit (docs/server-rules.md).
  lastConfirmationAt: timestamp('last_confirmation_at', { withTimezone: true }),
});

/**
 * A Strava webhook event that would delete something, kept until Strava confirms it: kind
 * 'activity_delete' (object_id: a synced workout's activity id) or 'deauthorization' (object_id '').
 * One row per thing, so a flood of events about one workout is one row.
 */
export const stravaPendingChecks = pgTable(
  'strava_pending_checks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => stravaConnections.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    objectId: text('object_id').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.objectId] })],
);

/**
 * A client's Idempotency-Key on a POST (lib/idempotency.ts): the first request's answer, kept for
 * 24 h, so a retried request (an offline queue, a flaky network) gets the same answer and writes
 * nothing twice. `status` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** sha256 of the method, the path and the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The WhatsApp coach's inbound messages by Twilio MessageSid (issue 16): a retried webhook finds
 * its sid and is not processed twice. `user_id` is null for a number with no account; the newest
 * `received_at` of a user opens WhatsApp's 24-hour window for free-form messages.
 */
export const chatInbound = pgTable(
  'chat_inbound',
  {
    messageSid: text('message_sid').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_inbound_user_received_idx').on(t.userId, t.receivedAt)],
);

/** A food of a chat draft, as POST /logs/nutrition takes it. */
export type ChatDraftItem =
  | { food_id: string; portion_id: string; quantity: number }
  | { food_id: string; grams: number };

/** The meal the coach understood and waits for 'sí' on: one per user, replaced by a new message, 30 minutes. */
export const chatDrafts = pgTable('chat_drafts', {
  userId: userKey(),
  /** Null for a photo that came without text (the coach asked what it is). */
  mealType: text('meal_type'),
  items: jsonb('items').$type<ChatDraftItem[]>().notNull().default([]),
  imageUrl: text('image_url'),
  /** The person's own words for the meal: the logged meal's description (issue 28). */
  description: text('description'),
  /** Words the coach asked about ('¿Qué es «…»?'): the next message answers them (issue 28). */
  unknown: jsonb('unknown').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** What the chat logged, so that 'deshacer' removes the newest (and only what the chat made). */
export const chatActions = pgTable(
  'chat_actions',
  {
    id: rowId(),
    userId: userRef(),
    /** 'meal', 'exercise' or 'weight'. */
    kind: text('kind').notNull(),
    /** The meal or workout log it made. */
    logId: uuid('log_id'),
    /** A weight's date, and the weight it replaced that day (null: there was none). */
    date: date('date', { mode: 'string' }),
    previousWeight: kg('previous_weight'),
    /** How the coach names it when undoing: 'tu almuerzo (386 kcal)'. */
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_actions_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A challenge the user joined (issue 19; catalog in packages/core/src/rules/challenges.ts): its
 * window runs from the day they joined for the challenge's days. One attempt per challenge and
 * start day, so two joins sent at once make one row.
 */
export const userChallenges = pgTable(
  'user_challenges',
  {
    id: rowId(),
    userId: userRef(),
    challengeId: text('challenge_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_challenges_user_challenge_start_idx').on(t.userId, t.challengeId, t.startDate),
    index('user_challenges_user_end_idx').on(t.userId, t.endDate),
  ],
);

/** The points a completed challenge gave: its primary key makes the award happen once per attempt. */
export const challengeRewards = pgTable(
  'challenge_rewards',
  {
    userChallengeId: uuid('user_challenge_id')
      .primaryKey()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    userId: userRef(),
    points: integer('points').notNull(),
    /** The attempt's progress when it was completed. */
    progress: integer('progress').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('challenge_rewards_user_idx').on(t.userId)],
);

/**
 * Issue 33, the nutritionist (docs/professionals.md). Any user may also act as a professional:
 * their profile, one per user.
 */
export const professionals = pgTable('professionals', {
  id: rowId(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  licenseNumber: text('license_number'),
  country: text('country').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A code a professional sends a client (by WhatsApp): valid 7 days, used once. */
export const professionalInvites = pgTable(
  'professional_invites',
  {
    code: text('code').primaryKey(),
    professionalId: professionalRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('professional_invites_professional_idx').on(t.professionalId, t.createdAt)],
);

/**
 * A client's consent: the professional sees their diary while `ended_at` is null. One active link
 * per client (the partial unique index); ended when the client stops sharing, and gone with
 * either account (cascade).
 */
export const professionalLinks = pgTable(
  'professional_links',
  {
    id: rowId(),
    professionalId: professionalRef(),
    clientId: userRef('client_id'),
    inviteCode: text('invite_code'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('professional_links_active_client_idx').on(t.clientId).where(sql`ended_at is null`),
    index('professional_links_active_professional_idx').on(t.professionalId).where(sql`ended_at is null`),
  ],
);

/**
 * A professional's comment on a client's day (or one meal of it). The client's row: it stays with
 * the client (their export) when the professional's account goes; the author's name is kept.
 */
export const professionalComments = pgTable(
  'professional_comments',
  {
    id: rowId(),
    linkId: uuid('link_id').references(() => professionalLinks.id, { onDelete: 'set null' }),
    clientId: userRef('client_id'),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    nutritionLogId: uuid('nutrition_log_id').references(() => nutritionLogs.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('professional_comments_client_date_idx').on(t.clientId, t.date),
    index('professional_comments_link_date_idx').on(t.linkId, t.date),
  ],
);

/** A message between a client and their professional, in either direction (`from_professional`). */
export const professionalMessages = pgTable(
  'professional_messages',
  {
    id: rowId(),
    linkId: uuid('link_id').references(() => professionalLinks.id, { onDelete: 'set null' }),
    clientId: userRef('client_id'),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    fromProfessional: boolean('from_professional').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('professional_messages_link_created_idx').on(t.linkId, t.createdAt),
    index('professional_messages_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * Every change of a client's targets by their professional, and every return to the app's own
 * (`kind` 'professional' | 'app'): who, when, old, new, why. The newest change on or before a day
 * decides that day's ideal: a professional's numbers, or the app's (user_targets) after an 'app' row.
 */
export const professionalTargets = pgTable(
  'professional_targets',
  {
    id: rowId(),
    clientId: userRef('client_id'),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    authorName: text('author_name').notNull(),
    /** The client's local day the change applies from. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    calories: integer('calories').notNull(),
    protein: integer('protein').notNull(),
    carbs: integer('carbs').notNull(),
    fat: integer('fat').notNull(),
    reason: text('reason').notNull(),
    previous: jsonb('previous').$type<{ calories: number; protein: number; carbs: number; fat: number } | null>(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('professional_targets_client_idx').on(t.clientId, t.effectiveDate, t.setAt)],
);

/** A professional's private notes on a client: only the professional reads them. */
export const professionalNotes = pgTable(
  'professional_notes',
  {
    professionalId: professionalRef(),
    clientId: userRef('client_id'),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.clientId] })],
);
