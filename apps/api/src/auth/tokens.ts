/**
 * Opaque tokens (sessions, password resets): base64url of 32 random bytes (256 bits); only
 * sha256(token) is stored, so a database leak gives no usable token (ASVS 7.2.3).
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
