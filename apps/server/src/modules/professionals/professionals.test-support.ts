/** Helpers of the professionals' tests: a professional with a profile, a client linked to them. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { onboard, type RequestHeaders, signIn, type TestApp } from '../../test-support/app.ts';

export type Person = { headers: RequestHeaders; phone: string; id: string };

export async function person(t: TestApp, { onboarded = false } = {}): Promise<Person> {
  const s = await signIn(t.app);
  if (onboarded) await onboard(t, s.headers);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, s.phone));
  return { headers: s.headers, phone: s.phone, id: row!.id };
}

export async function professional(t: TestApp, name = 'Lic. Rosa Quispe'): Promise<Person> {
  const p = await person(t);
  const res = await t.call('POST', '/api/pro/profile', p.headers, { name, license_number: 'CNP 1234', country: 'pe' });
  expect(res.statusCode, res.body).toBe(201);
  return p;
}

export async function inviteCode(t: TestApp, pro: Person): Promise<string> {
  const res = await t.call('POST', '/api/pro/invites', pro.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invite.code;
}

/** A client (onboarded unless told) who accepted `pro`'s invite. */
export async function linkedClient(t: TestApp, pro: Person, { onboarded = true } = {}): Promise<Person> {
  const client = await person(t, { onboarded });
  const res = await t.call('POST', '/api/user/professional', client.headers, { code: await inviteCode(t, pro) });
  expect(res.statusCode, res.body).toBe(201);
  return client;
}
