import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, secretBox } from './secret-box.ts';

describe('secretBox', () => {
  it('opens what it sealed, never stores the plain text, and refuses a tampered box or another key', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('token-abc');
    expect(sealed).not.toContain('token-abc');
    expect(box.open(sealed)).toBe('token-abc');
    expect(box.seal('token-abc')).not.toBe(sealed); // a fresh IV each time
    const tampered = Buffer.from(sealed, 'base64');
    tampered[tampered.length - 1]! ^= 1;
    expect(() => box.open(tampered.toString('base64'))).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('derives a stable 32-byte key', () => {
    expect(deriveKey('s', 'strava').equals(deriveKey('s', 'strava'))).toBe(true);
    expect(deriveKey('s', 'strava')).toHaveLength(32);
  });
});
