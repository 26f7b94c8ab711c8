/**
 * The professional's profile and invites, the client's consent and its end (issue 33,
 * docs/professionals.md). On PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { professionalInvites } from '../../db/schema.ts';
import { useTestApp } from '../../test-support/app.ts';
import { inviteCode, linkedClient, person, professional } from './professionals.test-support.ts';

const t = useTestApp();

const GONE = { message: 'Este código ya se usó o venció. Pide uno nuevo a tu nutricionista.', code: 'INVITE_GONE' };

describe('the professional profile', () => {
  it('is created once by any signed-in user, read and changed; 404 before it exists', async () => {
    const p = await person(t);
    const none = await t.call('GET', '/api/pro/profile', p.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Aún no tienes perfil profesional.');
    const created = await t.call('POST', '/api/pro/profile', p.headers, {
      name: ' Lic. Rosa Quispe ',
      license_number: '',
      country: 'pe',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().professional).toMatchObject({
      name: 'Lic. Rosa Quispe',
      license_number: null,
      country: 'pe',
    });
    const again = await t.call('POST', '/api/pro/profile', p.headers, { name: 'Otra', country: 'pe' });
    expect(again.statusCode).toBe(409);
    const changed = await t.call('PUT', '/api/pro/profile', p.headers, {
      name: 'Lic. Rosa Quispe Mamani',
      license_number: 'CNP 9',
      country: 'mx',
    });
    expect(changed.statusCode).toBe(200);
    const read = await t.call('GET', '/api/pro/profile', p.headers);
    expect(read.json().professional).toEqual(changed.json().professional);
    expect(read.json().professional).toMatchObject({ license_number: 'CNP 9', country: 'mx' });
  });

  it('refuses a short name and an unknown country in Spanish', async () => {
    const p = await person(t);
    const short = await t.call('POST', '/api/pro/profile', p.headers, { name: 'R', country: 'pe' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/nombre/);
    const country = await t.call('POST', '/api/pro/profile', p.headers, { name: 'Rosa', country: 'zz' });
    expect(country.statusCode).toBe(400);
  });
});

describe('invites', () => {
  it('need a profile (403); are 8 characters without 0/O/1/I, a link, 7 days', async () => {
    const p = await person(t);
    expect((await t.call('POST', '/api/pro/invites', p.headers)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/pro/invites', p.headers)).statusCode).toBe(403);
    const pro = await professional(t);
    const res = await t.call('POST', '/api/pro/invites', pro.headers);
    expect(res.statusCode).toBe(201);
    const { invite } = res.json();
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(invite.url).toMatch(new RegExp(`/nutricionista/${invite.code}$`));
    const days = (Date.parse(invite.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const list = await t.call('GET', '/api/pro/invites', pro.headers);
    expect(list.json().invites).toEqual([{ ...invite, used_at: null }]);
  });

  it('names the professional before the client accepts', async () => {
    const pro = await professional(t, 'Lic. Ana Torres');
    const code = await inviteCode(t, pro);
    const client = await person(t);
    const res = await t.call('GET', `/api/user/professional/invite/${code.toLowerCase()}`, client.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().invite.professional).toEqual({
      name: 'Lic. Ana Torres',
      license_number: 'CNP 1234',
      country: 'pe',
    });
    const unknown = await t.call('GET', '/api/user/professional/invite/ZZZZZZZZ', client.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Este código no existe.');
  });
});

describe('the consent', () => {
  it('links the client once; the invite is then spent (410), and the professional sees it used', async () => {
    const pro = await professional(t);
    const code = await inviteCode(t, pro);
    const client = await person(t);
    expect((await t.call('GET', '/api/user/professional', client.headers)).json()).toEqual({ professional: null });
    const res = await t.call('POST', '/api/user/professional', client.headers, { code: ` ${code.toLowerCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().professional).toMatchObject({ name: 'Lic. Rosa Quispe', license_number: 'CNP 1234' });
    const mine = await t.call('GET', '/api/user/professional', client.headers);
    expect(mine.json().professional).toEqual(res.json().professional);
    // Reused by someone else: 410, and the preview says so too.
    const other = await person(t);
    const reused = await t.call('POST', '/api/user/professional', other.headers, { code });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual(GONE);
    expect((await t.call('GET', `/api/user/professional/invite/${code}`, other.headers)).statusCode).toBe(410);
    const list = (await t.call('GET', '/api/pro/invites', pro.headers)).json().invites;
    expect(list[0].used_at).not.toBeNull();
  });

  it('refuses an expired invite (410) and an unknown one (404)', async () => {
    const pro = await professional(t);
    const code = await inviteCode(t, pro);
    await t.db
      .update(professionalInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(professionalInvites.code, code));
    const client = await person(t);
    const expired = await t.call('POST', '/api/user/professional', client.headers, { code });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(GONE);
    const unknown = await t.call('POST', '/api/user/professional', client.headers, { code: 'ABCDEFGH' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call('GET', '/api/user/professional', client.headers)).json().professional).toBeNull();
  });

  it('refuses one’s own code (400) without spending it', async () => {
    const pro = await professional(t);
    const code = await inviteCode(t, pro);
    const own = await t.call('POST', '/api/user/professional', pro.headers, { code });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('No puedes ser tu propio nutricionista.');
    const client = await person(t);
    expect((await t.call('POST', '/api/user/professional', client.headers, { code })).statusCode).toBe(201);
  });

  it('allows one professional at a time (409, the second invite not spent), and ends at once', async () => {
    const first = await professional(t);
    const second = await professional(t, 'Lic. Otro');
    const client = await linkedClient(t, first, { onboarded: false });
    const code = await inviteCode(t, second);
    const twice = await t.call('POST', '/api/user/professional', client.headers, { code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya compartes tu diario con un nutricionista. Deja de compartir primero.');
    const ended = await t.call('DELETE', '/api/user/professional', client.headers);
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe('');
    expect((await t.call('GET', '/api/user/professional', client.headers)).json().professional).toBeNull();
    expect((await t.call('DELETE', '/api/user/professional', client.headers)).statusCode).toBe(404);
    // Now the second professional's invite works.
    const now = await t.call('POST', '/api/user/professional', client.headers, { code });
    expect(now.statusCode).toBe(201);
    expect(now.json().professional.name).toBe('Lic. Otro');
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/pro/profile'],
      ['POST', '/api/pro/invites'],
      ['GET', '/api/user/professional'],
      ['DELETE', '/api/user/professional'],
    ] as const)
      expect((await t.call(method, url)).statusCode, url).toBe(401);
  });
});
