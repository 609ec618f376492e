/**
 * A report card's verification code and PIN (issue 31).
 *
 * The code is `SM-<sch_id>-XXXX-XXXX-XXXX`: 12 characters of Crockford's base32 (no I, L, O,
 * U, so nothing reads as another), 60 random bits, after the school's id, so that a look-up
 * reads one school's rows (Citus: one worker) as a session token does (`<sch_id>.<random>`).
 * Typed back, letters in either case are taken, and O, I and L read as 0, 1 and 1.
 *
 * The PIN is 8 digits derived from the code with a key derived from the server's key (HMAC):
 * the card prints it and the verification page checks it, and the database holds it in no
 * form. A stored hash of 8 digits would be no protection (10^8 tries), a keyed derivation is.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 12;

/** 12 characters, 5 random bits each (60 bits). */
export function newCodeRandom(): string {
  const bytes = randomBytes(RANDOM_CHARS);
  // Each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely.
  return [...bytes].map((b) => ALPHABET[b & 31]).join('');
}

/** How the code is printed: `SM-12-7K3Q-92XD-4HNP`. */
export const printedCode = (schId: bigint, random: string) =>
  `SM-${schId}-${random.slice(0, 4)}-${random.slice(4, 8)}-${random.slice(8, 12)}`;

/** The school and the random part of a typed code, or null when it cannot be one. */
export function parseCode(typed: string): { schId: bigint; random: string } | null {
  const norm = typed.trim().toUpperCase().replaceAll('O', '0').replace(/[IL]/g, '1');
  const m = /^SM-(\d{1,18})-([0-9A-Z]{4})-([0-9A-Z]{4})-([0-9A-Z]{4})$/.exec(norm);
  if (!m) return null;
  const random = `${m[2]}${m[3]}${m[4]}`;
  if ([...random].some((c) => !ALPHABET.includes(c))) return null;
  return { schId: BigInt(m[1] as string), random };
}

const pinKeys = new WeakMap<Buffer, Buffer>();
function pinKey(serverKey: Buffer): Buffer {
  let key = pinKeys.get(serverKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverKey, '', 'schoolmates report-card pin', 32));
    pinKeys.set(serverKey, key);
  }
  return key;
}

/** The card's 8-digit PIN. */
export function pinOf(serverKey: Buffer, schId: bigint, random: string): string {
  const mac = createHmac('sha256', pinKey(serverKey)).update(`${schId}:${random}`).digest();
  return String(mac.readBigUInt64BE(0) % 100_000_000n).padStart(8, '0');
}

/** Whether `typed` (spaces ignored) is the card's PIN, compared in constant time. */
export function isPin(serverKey: Buffer, schId: bigint, random: string, typed: string): boolean {
  const want = Buffer.from(pinOf(serverKey, schId, random));
  const got = Buffer.from(typed.replace(/\s/g, ''));
  return got.length === want.length && timingSafeEqual(got, want);
}
