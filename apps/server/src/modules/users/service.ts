import { eq, sql } from 'drizzle-orm';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { countryOfPhone, personCountry } from '@nutricoach/core/rules/phone';
import type { Db } from '../../db/client.ts';
import { phoneHistory, users } from '../../db/schema.ts';
import type { TokenService } from '../../lib/tokens.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Sign-in is sign-up: the first verified phone creates the user and starts the free trial. A phone
 * whose earlier account was deleted gets that account's trial end back (phone_history), not a new
 * trial (issue 31, docs/account-data.md).
 */
export async function findOrCreateUser(
  db: Db,
  tokens: Pick<TokenService, 'hashPhone'>,
  phone: string,
  trialDays: number,
): Promise<UserRow> {
  const earlierTrialEnd = sql`(select ${phoneHistory.trialEndsAt} from ${phoneHistory} where ${phoneHistory.phoneHash} = ${tokens.hashPhone(phone)})`;
  const inserted = await db
    .insert(users)
    .values({
      phone,
      country: countryOfPhone(phone),
      trialEndsAt: sql`coalesce(${earlierTrialEnd}, now() + make_interval(days => ${trialDays}))`,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (inserted[0]) return inserted[0];
  const [existing] = await db.select().from(users).where(eq(users.phone, phone));
  return existing!;
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The person's country: the one stored, else (an account older than the column) the phone's. */
export function countryOf(user: Pick<UserRow, 'country' | 'phone'>): UserCountry {
  return personCountry(user);
}
