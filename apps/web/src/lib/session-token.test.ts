import { describe, expect, it } from 'vitest';
import { makeSessionToken } from '@/testing/test-utils';
import { decodeSessionUser, isSessionExpired } from './session-token';

describe('the session token', () => {
  it('gives the user from sub, name and phone, accents included', () => {
    expect(decodeSessionUser(makeSessionToken({ sub: 'u-9', name: 'Begoña Núñez', phone: '+34600000000' }))).toEqual({
      id: 'u-9',
      name: 'Begoña Núñez',
      phone: '+34600000000',
    });
  });

  it('gives nothing for a token it cannot read', () => {
    expect(decodeSessionUser('not-a-jwt')).toBeNull();
    expect(decodeSessionUser('a.%%%.c')).toBeNull();
    expect(decodeSessionUser(makeSessionToken({ sub: undefined }))).toBeNull();
  });

  it('knows when exp has passed', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isSessionExpired(makeSessionToken({ exp: now.getTime() / 1000 - 1 }), now)).toBe(true);
    expect(isSessionExpired(makeSessionToken({ exp: now.getTime() / 1000 + 60 }), now)).toBe(false);
    expect(isSessionExpired(makeSessionToken(), now)).toBe(false);
  });
});
