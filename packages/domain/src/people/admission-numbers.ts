/**
 * Admission numbers (rules.md): `{INITIAL}/{MMYYYY}/{NNNNN}`, a per-school, per-month
 * sequence. The database allocates the sequence number atomically; these functions only
 * shape and read the text.
 */
export function admissionMonth(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${mm}${date.getUTCFullYear()}`;
}

export function formatAdmissionNumber(initial: string, month: string, sequence: number): string {
  if (!/^[A-Za-z]{1,5}$/.test(initial)) throw new RangeError('initial must be 1 to 5 letters');
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError('sequence must be 1..99999');
  }
  return `${initial.toUpperCase()}/${month}/${String(sequence).padStart(5, '0')}`;
}

/** The format as shown in the settings screen, e.g. `SMS/MMYYYY/NNNNN`. */
export function admissionFormat(initial: string): string {
  return `${initial.toUpperCase()}/MMYYYY/NNNNN`;
}

/** The sequence part of a number with this prefix, or null. */
export function sequenceOf(admissionNumber: string, initial: string, month: string) {
  const prefix = `${initial.toUpperCase()}/${month}/`;
  if (!admissionNumber.toUpperCase().startsWith(prefix)) return null;
  const rest = admissionNumber.slice(prefix.length);
  return /^\d{5}$/.test(rest) ? Number(rest) : null;
}
