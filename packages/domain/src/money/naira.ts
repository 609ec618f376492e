/**
 * Naira as people read and type it, kobo as the wire and the ledger hold it (DECISIONS #8):
 * `formatNaira(15_000_050)` is "₦150,000.50" and `parseNaira('150,000.50')` is 15 000 050.
 * Both work on the digits as text, so no amount ever passes through a binary fraction
 * (0.29 × 100 is 28.999999999999996 in floating point).
 */
import { isKobo } from './invoice.ts';

/** The largest amount an input takes: ₦1,000,000,000.00 (the contract's `FinancePositiveMoney`). */
export const maxKobo = 100_000_000_000;

/** Thousands with commas: "1234567" → "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Kobo as naira with two decimals: 15000050 → "₦150,000.50", -5000 → "-₦50.00". */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`An amount is whole kobo, not ${kobo}`);
  const digits = String(Math.abs(kobo)).padStart(3, '0');
  const naira = grouped(digits.slice(0, -2));
  return `${kobo < 0 ? '-' : ''}₦${naira}.${digits.slice(-2)}`;
}

/** Kobo as the digits an input starts from: 15000050 → "150,000.50" (no sign, no ₦). */
export function nairaInput(kobo: number): string {
  return formatNaira(Math.abs(kobo)).replace('₦', '');
}

/**
 * What someone typed as naira, in kobo; null when it is not an amount. Takes "150000",
 * "150,000.50", "₦150,000.5", "N 1,500" and spaces around; commas must group thousands;
 * at most two decimals; nothing negative; at most `maxKobo`.
 */
export function parseNaira(text: string): number | null {
  const cleaned = text.trim().replace(/^(₦|N|NGN)\s*/i, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const kobo = Number(`${whole}${fraction}`);
  return isKobo(kobo) && kobo <= maxKobo ? kobo : null;
}
