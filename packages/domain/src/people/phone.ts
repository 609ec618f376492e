/**
 * Phone numbers as the portal keeps them: international form, `+` and digits only, so that
 * `0803 123 4567`, `+234 803 123 4567` and `2348031234567` are one guardian (issue 28). A
 * number written with a leading 0 is Nigerian, the country the portal serves.
 */
export function phoneKey(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(digits)) return null;
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('0') && digits.length === 11) return `+234${digits.slice(1)}`;
  if (digits.startsWith('234') && digits.length === 13) return `+${digits}`;
  return `+${digits}`;
}

/** Whether what was typed at sign-in is a phone number rather than a username or e-mail. */
export const looksLikePhone = (typed: string): boolean =>
  /^\+?[\d\s().-]{7,20}$/.test(typed.trim()) && /\d{7}/.test(typed.replace(/\D/g, ''));
