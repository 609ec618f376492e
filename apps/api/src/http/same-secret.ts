import { timingSafeEqual } from 'node:crypto';

/**
 * Whether what a caller sent (a webhook's signature or hash, a verify token) is the secret
 * expected, compared in constant time. Bytes, not characters: a header or query value can be as
 * long as the secret and longer in UTF-8, and must be refused, not throw.
 */
export function sameSecret(sent: unknown, expected: string | null | undefined): boolean {
  if (typeof sent !== 'string' || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
