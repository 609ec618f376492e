/**
 * The academic calendar (DECISIONS #9, rules.md "Academic calendar"): a session `YYYY/YYYY` of
 * consecutive years, three terms, two periods (First Half: mid-term; Second Half: end of term).
 * A term reference (period, term, session) names one sheet of results, one round of invoices.
 */
export const TERMS = ['First Term', 'Second Term', 'Third Term'] as const;
export const PERIODS = ['First Half', 'Second Half'] as const;

export type Term = (typeof TERMS)[number];
export type Period = (typeof PERIODS)[number];

/** One (period, term, session): the key of a result sheet. */
export interface TermRef {
  period: Period;
  term: Term;
  session: string;
}

export const isTerm = (value: string): value is Term =>
  (TERMS as readonly string[]).includes(value);
export const isPeriod = (value: string): value is Period =>
  (PERIODS as readonly string[]).includes(value);

/** A session `YYYY/YYYY` whose years are consecutive (2025/2026). */
export function isValidSession(session: string): boolean {
  const m = /^(\d{4})\/(\d{4})$/.exec(session);
  if (!m) return false;
  return Number(m[2]) === Number(m[1]) + 1;
}

/** A term reference from loose text (a URL, a form), or null when any part is not one. */
export function parseTermRef(input: {
  period: string;
  term: string;
  session: string;
}): TermRef | null {
  const { period, term, session } = input;
  if (!isPeriod(period) || !isTerm(term) || !isValidSession(session)) return null;
  return { period, term, session };
}

/** "First Term 2025/2026, mid-term" / "…, end of term": how a person reads a term reference. */
export function formatTermRef(ref: TermRef): string {
  return `${ref.term} ${ref.session}, ${ref.period === 'First Half' ? 'mid-term' : 'end of term'}`;
}

/** The session as a document number writes it (`2025/2026` → `2025-2026`). */
export const sessionSlug = (session: string) => session.replace('/', '-');

/** The session a calendar date falls in, for a school year starting in September. */
export function sessionOf(date: Date): string {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 8 ? year : year - 1;
  return `${start}/${start + 1}`;
}

/** Sort key: newest session first, then term, then period. */
export function periodOrder(p: { session: string; term: string; period: string }): number {
  const year = Number(p.session.slice(0, 4));
  const term = TERMS.indexOf(p.term as Term);
  const period = PERIODS.indexOf(p.period as Period);
  return year * 100 + term * 10 + period;
}

/** The school's time zone: its days (due dates, payment dates) are days in Nigeria. */
export const SCHOOL_TIME_ZONE = 'Africa/Lagos';

/** The date (`YYYY-MM-DD`) at the school at `now`: a day ends at Lagos midnight, not UTC's. */
export const schoolDate = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(now);

/** Whether work due on `dueDate` is past due on the school's date `today`: open all its due day. */
export const isPastDue = (dueDate: string, today: string): boolean => dueDate < today;

/** Whole years between a date of birth and today. */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return Math.max(0, age);
}
