/**
 * Passwords: argon2id, m=19456 KiB, t=2, p=1 (ASVS 4.0.3 2.4.5; quality/security.md 2.1),
 * stored as a PHC string. `needsRehash` tells sign-in to upgrade an older hash.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** @node-rs/argon2's default algorithm is argon2id; the parameters are pinned here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2, outputLen: 32 });
}

/**
 * Argon2id at a lighter cost for the one-time passwords of a bulk import only. They are random
 * (~57 bits, below), not chosen by a person, so a dictionary gains nothing: even at a million
 * guesses a second, finding one takes over 2,000 years, while the full cost would make 2,000
 * students take minutes. Each works once; the password the person then sets is hashed with
 * ARGON2 (and `needsRehash` is true for these).
 */
export const ARGON2_ONE_TIME = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashOneTimePassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2_ONE_TIME, outputLen: 32 });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  return Number(m[1]) < ARGON2.memoryCost || Number(m[2]) < ARGON2.timeCost;
}

// A hash of a random password, verified against when the account does not exist, so that an
// unknown user and a wrong password take about the same time (ASVS 6.3.8).
let dummy: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
}

// One-time passwords for login slips: 10 characters from an alphabet without look-alikes
// (no 0/O, 1/l/I), ~57 bits from a CSPRNG; stored only hashed, must be changed at sign-in.
const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function oneTimePassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return out;
}
