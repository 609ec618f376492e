/** Academic calendar rules (DECISIONS #9, rules.md "Academic calendar"). */
export const TERMS = ['First Term', 'Second Term', 'Third Term'] as const;
export const PERIODS = ['First Half', 'Second Half'] as const;

/** A session `YYYY/YYYY` whose years are consecutive (2025/2026). */
export function isValidSession(session: string): boolean {
  const m = /^(\d{4})\/(\d{4})$/.exec(session);
  if (!m) return false;
  return Number(m[2]) === Number(m[1]) + 1;
}

/** Sort key: newest session first, then term, then period. */
export function periodOrder(p: { session: string; term: string; period: string }): number {
  const year = Number(p.session.slice(0, 4));
  const term = TERMS.indexOf(p.term as (typeof TERMS)[number]);
  const period = PERIODS.indexOf(p.period as (typeof PERIODS)[number]);
  return year * 100 + term * 10 + period;
}

/** Whole years between a date of birth and today. */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return Math.max(0, age);
}
