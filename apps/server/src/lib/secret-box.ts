/** Encrypts secrets at rest (third-party tokens) with AES-256-GCM: base64(iv | tag | ciphertext). */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** A key derived from another secret (development: from the JWT secret, so nothing more to configure). */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'nutricoach', purpose, 32));
}
