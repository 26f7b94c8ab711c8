/**
 * The WhatsApp coach's conversation (issue 16, docs/whatsapp-coach.md): one inbound message in,
 * the coach's reply out. Twilio's webhook and the /dev/chat simulator both come here.
 */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { askWhatText, CHAT_TEXTS, draftText, voiceOf } from '@nutricoach/core/constants/coach-chat-messages';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import type { MealType } from '@nutricoach/core/constants/logging';
import { mealTypeLabel } from '@nutricoach/core/rules/meal-labels';
import { personCountry } from '@nutricoach/core/rules/phone';
import { SPORTS, minutesForDistance, workoutCalories } from '@nutricoach/core/rules/activity-log';
import {
  CHAT_TEXT_MAX,
  type ChatIntent,
  type ChatWorkout,
  senderPhones,
  understandMessage,
} from '@nutricoach/core/rules/coach-chat';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { mealTypeAtHour } from '@nutricoach/core/rules/meal-time';
import { localClock } from '@nutricoach/core/rules/reminders-due';
import type { Db } from '../../db/client.ts';
import {
  type ChatDraftItem,
  chatActions,
  chatDrafts,
  chatInbound,
  preferences,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { parseMealText } from '../foods/service.ts';
import { priceItems } from '../logs/items.ts';
import {
  createNutritionLog,
  createTrainingLog,
  deleteNutritionLog,
  deleteTrainingLog,
  deleteWeight,
  logWeight,
  weightOn,
} from '../logs/service.ts';
import { dayRecords } from '../summaries/day-records.ts';

/** A draft waits this long for 'sí'. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

export type InboundChatMessage = {
  /** Twilio's MessageSid: a second message with the same sid is not handled again. */
  messageSid: string;
  /** The sender, E.164. */
  from: string;
  body: string;
  /** A Twilio media URL of an image the user sent, already checked. */
  imageUrl: string | null;
  /** Where users reach the app (links to /login and /subscription). */
  appUrl: string;
};

/** null: a message already handled (a retry), which gets no second reply. */
export type ChatReply = { text: string } | null;

type Sender = {
  id: string;
  phone: string;
  timeZone: string;
  weightKg: number | null;
  intensity: string | null;
  active: boolean;
  /** Names the person's meals as their country does (docs/countries.md). */
  country: UserCountry;
};

async function senderOf(db: Db, from: string): Promise<Sender | null> {
  const phones = senderPhones(from);
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      timeZone: users.timeZone,
      weightKg: users.weightKg,
      country: users.country,
      intensity: preferences.intensity,
      // The same rule as the session check (lib/session.ts): in trial, or a paid period not over.
      active: sql<boolean>`(${users.trialEndsAt} > now() or coalesce(${subscriptions.currentPeriodEnd} > now(), false))`,
    })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(inArray(users.phone, phones));
  const row = rows.sort((a, b) => phones.indexOf(a.phone) - phones.indexOf(b.phone))[0];
  return row ? { ...row, country: personCountry(row) } : null;
}

/** Records the sid first: true if it is new. Two deliveries of one message at once: only one gets true. */
async function claim(db: Db, messageSid: string, userId: string | null): Promise<boolean> {
  const rows = await db
    .insert(chatInbound)
    .values({ messageSid, userId })
    .onConflictDoNothing()
    .returning({ sid: chatInbound.messageSid });
  return rows.length > 0;
}

export async function handleChatMessage(db: Db, message: InboundChatMessage): Promise<ChatReply> {
  const sender = await senderOf(db, message.from);
  if (!(await claim(db, message.messageSid, sender?.id ?? null))) return null;
  try {
    if (!sender) return { text: CHAT_TEXTS.unknownNumber(message.appUrl) };
    if (!sender.active) return { text: CHAT_TEXTS.planInactive(message.appUrl) };
    if (message.body.length > CHAT_TEXT_MAX) return { text: CHAT_TEXTS.tooLong };
    return { text: await converse(db, sender, understandMessage(message.body, sender.country), message.imageUrl) };
  } catch (err) {
    // Not handled: forget the sid, so that Twilio's retry is.
    await db.delete(chatInbound).where(eq(chatInbound.messageSid, message.messageSid));
    throw err;
  }
}

async function converse(db: Db, sender: Sender, intent: ChatIntent, imageUrl: string | null): Promise<string> {
  const voice = voiceOf(sender.intensity);
  const now = new Date();
  const today = localDateOf(now, sender.timeZone);
  if (imageUrl && (intent.kind === 'empty' || intent.kind === 'help')) {
    await saveDraft(db, sender.id, { mealType: null, items: [], imageUrl });
    return CHAT_TEXTS.photoOnly;
  }
  switch (intent.kind) {
    case 'empty':
    case 'help':
      return CHAT_TEXTS.help;
    case 'confirm':
      return confirmDraft(db, sender, today, voice.logged);
    case 'cancel': {
      const gone = await db.delete(chatDrafts).where(eq(chatDrafts.userId, sender.id)).returning();
      return gone.length ? CHAT_TEXTS.cancelled : CHAT_TEXTS.noDraft;
    }
    case 'undo':
      return undoLast(db, sender);
    case 'summary': {
      const [day] = await dayRecords(db, sender.id, today, today);
      return CHAT_TEXTS.summary(day!);
    }
    case 'weight_out_of_range':
      return CHAT_TEXTS.weightOutOfRange(intent.kg);
    case 'weight': {
      const previous = await weightOn(db, sender.id, today);
      await logWeight(db, sender.id, sender.timeZone, today, intent.kg);
      await db.insert(chatActions).values({
        userId: sender.id,
        kind: 'weight',
        date: today,
        previousWeight: previous,
        label: `tu peso de hoy (${intent.kg.toLocaleString('es')} kg)`,
      });
      return `${CHAT_TEXTS.weightLogged(intent.kg)} ${voice.logged}`;
    }
    case 'exercise': {
      const logged = await logChatWorkout(db, sender, today, intent);
      return logged ? `${logged} ${voice.logged}` : `${CHAT_TEXTS.exerciseNeedsTime} ${voice.nudge}`;
    }
    case 'exercises': {
      // Each workout its own log (and its own 'deshacer'), in the order they were told.
      const replies: string[] = [];
      for (const workout of intent.workouts) {
        const logged = await logChatWorkout(db, sender, today, workout);
        replies.push(logged ?? CHAT_TEXTS.exerciseNeedsTime);
      }
      return `${replies.join('\n')} ${voice.logged}`;
    }
    case 'meal':
      return draftMeal(db, sender, intent, imageUrl, now, voice.nudge);
  }
}

/**
 * One workout told by chat, logged for today with its calories (MET × kg × hours): the reply's
 * line, or null when it has neither a time nor a distance the time can come from.
 */
async function logChatWorkout(db: Db, sender: Sender, today: string, workout: ChatWorkout): Promise<string | null> {
  const minutes = workout.minutes ?? (workout.km !== null ? minutesForDistance(workout.sport, workout.km) : null);
  if (minutes === null) return null;
  const label = SPORTS[workout.sport]?.label ?? 'Entrenamiento';
  const calories = workoutCalories(workout.sport, minutes, sender.weightKg);
  const log = await createTrainingLog(
    db,
    sender.id,
    sender.timeZone,
    {
      date: today,
      description: label,
      duration: workout.km ?? minutes,
      units: workout.km !== null ? 'kilometers' : 'minutes',
      calories,
    },
    'chat',
  );
  const amount =
    workout.km !== null
      ? `${workout.km.toLocaleString('es')} km${workout.minutes === null ? ` (unos ${minutes} min)` : ` en ${minutes} min`}`
      : `${minutes} min`;
  await db.insert(chatActions).values({
    userId: sender.id,
    kind: 'exercise',
    logId: log._id,
    label: `tu ${label.toLowerCase()} (${amount}, ${calories} kcal)`,
  });
  return CHAT_TEXTS.exerciseLogged(label, amount, calories);
}

async function saveDraft(
  db: Db,
  userId: string,
  draft: {
    mealType: MealType | null;
    items: ChatDraftItem[];
    imageUrl: string | null;
    /** The person's words for the meal; null for a photo alone. */
    description?: string | null;
    /** Words asked about ('¿Qué es «…»?'). */
    unknown?: string[];
  },
) {
  const values = {
    description: null,
    unknown: [],
    ...draft,
    expiresAt: new Date(Date.now() + DRAFT_TTL_MS),
    createdAt: new Date(),
  };
  await db
    .insert(chatDrafts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatDrafts.userId, set: values });
}

/**
 * A meal told in words: its draft, with the foods the parser placed and a question for each
 * mention it could not ('¿Qué es «chicha morada»? …', issue 28), never another food in its place.
 * The next message without a meal type answers the question: its foods join that draft, which
 * keeps the person's first words as its description.
 */
async function draftMeal(
  db: Db,
  sender: Sender,
  intent: Extract<ChatIntent, { kind: 'meal' }>,
  imageUrl: string | null,
  now: Date,
  nudge: string,
): Promise<string> {
  const parsed = intent.text.trim() ? await parseMealText(db, sender.id, intent.text) : null;
  // A draft still waiting: a photo for its text, or a meal whose words the coach asked about.
  const [waiting] = await db
    .select({
      imageUrl: chatDrafts.imageUrl,
      mealType: chatDrafts.mealType,
      items: chatDrafts.items,
      description: chatDrafts.description,
      unknown: chatDrafts.unknown,
    })
    .from(chatDrafts)
    .where(and(eq(chatDrafts.userId, sender.id), gt(chatDrafts.expiresAt, now)));
  const photo = imageUrl ?? waiting?.imageUrl ?? null;
  if (!parsed || (!parsed.items.length && !parsed.unmatched.length)) {
    if (imageUrl) {
      await saveDraft(db, sender.id, { mealType: null, items: [], imageUrl });
      return CHAT_TEXTS.photoOnly;
    }
    return `${CHAT_TEXTS.notUnderstood} ${nudge}`;
  }
  const answered = waiting && waiting.unknown.length > 0 && intent.meal_type === null ? waiting : null;
  const items: ChatDraftItem[] = [
    ...(answered?.items ?? []),
    ...parsed.items.map((i) => ({ food_id: i.food_id, portion_id: i.portion.id, quantity: i.quantity })),
  ];
  const mealType =
    (answered?.mealType as MealType | null | undefined) ??
    intent.meal_type ??
    parsed.meal_type ??
    mealTypeAtHour(Math.floor(localClock(now, sender.timeZone).minute / 60));
  await saveDraft(db, sender.id, {
    mealType,
    items,
    imageUrl: photo,
    description: answered?.description ?? parsed.description,
    unknown: parsed.unmatched,
  });
  if (!items.length) return askWhatText(parsed.unmatched);
  // The draft's foods as they will be logged (an answer's join those asked about before).
  let priced: readonly DraftLineItem[] = parsed.items;
  if (answered)
    try {
      priced = await priceItems(db, sender.id, items as Parameters<typeof priceItems>[2]);
    } catch (err) {
      // An own food of the draft was deleted in the app meanwhile.
      if (err instanceof AppError && err.code === 'FOOD_NOT_FOUND') return CHAT_TEXTS.draftFoodGone;
      throw err;
    }
  const totals = priced.reduce(
    (t, i) => ({
      calories: t.calories + i.calories,
      protein: t.protein + i.protein,
      carbs: t.carbs + i.carbs,
      fat: t.fat + i.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
  return draftText({
    mealType,
    items: priced,
    totals,
    unmatched: parsed.unmatched,
    withPhoto: photo !== null,
    country: sender.country,
  });
}

type DraftLineItem = Parameters<typeof draftText>[0]['items'][number] & { protein: number; carbs: number; fat: number };

/** 'sí': the draft is taken (deleted) in one statement, so two 'sí' at once log it once. */
async function confirmDraft(db: Db, sender: Sender, today: string, cheer: string): Promise<string> {
  const [draft] = await db
    .delete(chatDrafts)
    .where(
      and(
        eq(chatDrafts.userId, sender.id),
        gt(chatDrafts.expiresAt, sql`now()`),
        sql`jsonb_array_length(${chatDrafts.items}) > 0`,
      ),
    )
    .returning();
  if (!draft) {
    const expired = await db
      .delete(chatDrafts)
      .where(and(eq(chatDrafts.userId, sender.id), lte(chatDrafts.expiresAt, sql`now()`)))
      .returning({ userId: chatDrafts.userId });
    if (expired.length) return CHAT_TEXTS.draftExpired;
    return CHAT_TEXTS.noDraft;
  }
  const mealType = draft.mealType as MealType;
  let log: Awaited<ReturnType<typeof createNutritionLog>>;
  try {
    log = await createNutritionLog(
      db,
      sender.id,
      sender.timeZone,
      {
        date: today,
        meal_type: mealType,
        items: draft.items as Parameters<typeof createNutritionLog>[3]['items'],
        image_url: draft.imageUrl,
        // The person's words ('2 quesadillas'), not the names of the foods found.
        ...(draft.description ? { description: draft.description } : {}),
      },
      null,
      'chat',
    );
  } catch (err) {
    // An own food or recipe of the draft was deleted in the app meanwhile.
    if (err instanceof AppError && err.code === 'FOOD_NOT_FOUND') return CHAT_TEXTS.draftFoodGone;
    throw err;
  }
  await db.insert(chatActions).values({
    userId: sender.id,
    kind: 'meal',
    logId: log._id,
    label: `tu ${mealTypeLabel(mealType, sender.country).toLowerCase()}: ${log.description} (${Math.round(log.calories)} kcal)`,
  });
  return `${CHAT_TEXTS.mealLogged(mealType, log.calories, sender.country)} ${cheer}`;
}

/** 'deshacer': the newest thing the chat logged, taken in one statement (two at once undo two, not one twice). */
async function undoLast(db: Db, { id: userId, timeZone }: Sender): Promise<string> {
  const newest = db
    .select({ id: chatActions.id })
    .from(chatActions)
    .where(eq(chatActions.userId, userId))
    .orderBy(desc(chatActions.createdAt))
    .limit(1);
  const [action] = await db.delete(chatActions).where(sql`${chatActions.id} = (${newest})`).returning();
  if (!action) return CHAT_TEXTS.nothingToUndo;
  try {
    if (action.kind === 'meal') await deleteNutritionLog(db, userId, action.logId!);
    else if (action.kind === 'exercise') await deleteTrainingLog(db, userId, action.logId!);
    else if (action.previousWeight === null) await deleteWeight(db, userId, action.date!);
    else await logWeight(db, userId, timeZone, action.date!, action.previousWeight);
  } catch (err) {
    // Deleted in the app meanwhile: nothing left to undo.
    if (err instanceof AppError && err.statusCode === 404) return CHAT_TEXTS.undoGone(action.label);
    throw err;
  }
  return CHAT_TEXTS.undone(action.label);
}
