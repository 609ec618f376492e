/**
 * Secrets sealed at rest: AES-256-GCM with the server's MESSAGES_SECRET_KEY and a fresh 12-byte
 * nonce each time. The secret's place (school, channel, field) is authenticated with it, so a
 * sealed value copied into another school's row, or into another field, does not open.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export function seal(key: Buffer, secret: string, place: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(place));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or an error saying it does not open with this key (the key was changed). */
export function unseal(key: Buffer, sealed: string, place: string): string {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || data === undefined) {
    throw new Error('A stored key is not in a form this server reads.');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(place));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error(
      'A stored key does not open with the server’s MESSAGES_SECRET_KEY (was it changed?); save the channel’s keys again.',
    );
  }
}
