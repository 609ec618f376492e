/**
 * Opaque tokens (sessions, password resets): base64url of 32 random bytes (256 bits); only
 * sha256(token) is stored, so a database leak gives no usable token (ASVS 7.2.3).
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A token that names its school (`<sch_id>.<random>`): its look-up reads that school's rows
 * only (one worker on Citus) instead of every school's.
 */
export function newSchoolToken(schId: bigint): string {
  return `${schId}.${newToken()}`;
}

/** The school a token names; undefined for a token that names none. */
export function schoolOfToken(token: string): bigint | undefined {
  const school = /^(\d{1,19})\./.exec(token)?.[1];
  return school === undefined ? undefined : BigInt(school);
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
