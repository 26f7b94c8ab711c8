/**
 * The only imports one server module may make of another, each with its reason
 * (checked by scripts/check-boundaries.ts, part of `npm run lint`). Anything else that two
 * modules need belongs in lib/ or packages/core.
 */
export const ALLOWED_MODULE_IMPORTS: Record<string, string> = {
  'account -> payments': "the export includes the user's plan and subscription state",
  'account -> referrals':
    "the export includes the user's referral code and history, friends' phones masked as on /referrals",
  'account -> strava': 'deleting the account disconnects Strava as the disconnect button does',
  'account -> summaries': 'the exported points are computed from the same day records the summaries read',
  'account -> my-foods': "the export includes the user's own foods and recipes",
  'account -> professionals': "the export includes the user's nutritionist, comments, messages and target changes",
  'account -> users': "the export includes the user's three-phase plan",
  'auth -> users': 'signing in creates or finds the user',
  'challenges -> summaries': "a challenge's progress reads the same day records the points do",
  'coach-chat -> foods': "a meal told to the coach goes through the app's meal parser",
  'coach-chat -> logs': 'the coach logs meals, workouts and weight as the app does, and undoes them',
  'coach-chat -> summaries': "'resumen' answers with the day's records the summaries read",
  'dev -> coach-chat': 'the /dev/chat simulator goes through the same handler as the webhook',
  'favorites -> logs': 'a favourite meal is saved from a meal log',
  'foods -> logs': "the user's recently eaten foods rank higher in the search and the parser",
  'foods -> users': "the search and the parser read the person's words as their country does (countryOf)",
  'my-foods -> logs': "a recipe's ingredients are priced as a meal's items, and a logged meal can become a recipe",
  'onboarding -> referrals': 'finishing the onboarding credits the referral code the user entered',
  'onboarding -> users': 'the questionnaire answers are stored on the user',
  'points -> summaries': 'points are computed from the same day records the summaries read',
  'referrals -> payments': 'a referral reward extends the plan',
  'professionals -> summaries':
    "a professional reads a client's day, week and weights through the same summaries the client sees (issue 33)",
  'reminders -> summaries': 'a reminder is skipped when the day already has that record',
  'strict-plan -> logs': "'✓ Lo comí' logs the plan's meal as a meal log",
  'strict-plan -> preferences': 'the weekly plan follows the chosen recommendation type and budget',
  'strict-plan -> users': "the plan is built from the user's profile",
  'summaries -> logs': 'a summary reads the logs the user made',
  'users -> preferences': "the user's info answer includes their preferences",
};
