/** The person's country (issue 28, docs/countries.md): from the phone at sign-up, changed in /profile. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type RequestHeaders, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A unique valid mobile of each country (the test process's pid keeps parallel runs apart). */
const phoneOf = (country: 'mx' | 'es' | 'pe' | 'us' | 'ar') => {
  counter += 1;
  const n = `${String(process.pid % 100).padStart(2, '0')}${String(counter).padStart(5, '0')}`;
  return { mx: `+52551${n}`, es: `+3461${n}`, pe: `+5190${n}`, us: `+1202555${n.slice(-4)}`, ar: `+549111${n}` }[
    country
  ];
};

const countryOf = async (headers: RequestHeaders) => {
  const res = await t.call('GET', '/api/user/info', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().country as string;
};

describe("the user's country", () => {
  it.each([
    ['mx', 'mx'],
    ['es', 'es'],
    ['pe', 'pe'],
    ['ar', 'ar'],
  ] as const)("starts as the country of the phone's prefix (%s)", async (country, expected) => {
    const { headers } = await signIn(t.app, phoneOf(country));
    expect(await countryOf(headers)).toBe(expected);
  });

  it('is changed with PUT /user/country to any of the countries, Central America included, and exported', async () => {
    const { headers } = await signIn(t.app, phoneOf('pe'));
    const res = await t.call('PUT', '/api/user/country', headers, { country: 'hn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ country: 'hn' });
    expect(await countryOf(headers)).toBe('hn');
    const exported = await t.call('GET', '/api/user/export', headers);
    expect(exported.json().profile).toMatchObject({ country: 'hn' });
  });

  it('refuses a country not in the list, with a Spanish message', async () => {
    const { headers } = await signIn(t.app, phoneOf('pe'));
    for (const body of [{ country: 'br' }, { country: 'MX' }, {}, { country: 3 }]) {
      const res = await t.call('PUT', '/api/user/country', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Elige un país de la lista');
    }
    expect(await countryOf(headers)).toBe('pe');
  });

  it("changes only the caller's country", async () => {
    const ana = await signIn(t.app, phoneOf('mx'));
    const bea = await signIn(t.app, phoneOf('mx'));
    await t.call('PUT', '/api/user/country', ana.headers, { country: 'gt' });
    expect(await countryOf(ana.headers)).toBe('gt');
    expect(await countryOf(bea.headers)).toBe('mx');
  });

  it('is read from the phone for an account made before the country was stored', async () => {
    const { headers, phone } = await signIn(t.app, phoneOf('es'));
    await t.db.update(users).set({ country: null }).where(eq(users.phone, phone));
    expect(await countryOf(headers)).toBe('es');
  });

  it('needs a session', async () => {
    expect((await t.call('PUT', '/api/user/country', {}, { country: 'mx' })).statusCode).toBe(401);
  });
});
