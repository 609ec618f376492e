/**
 * The demo's dates (DECISIONS #27). They are written for one school day, DEMO_WRITTEN_FOR: the
 * Friday that ends the Second Term's second week (the term began on Monday 12 January 2026).
 * The demo is dated from the day it is seeded: every written date moves by the whole weeks that
 * bring the seeding day between that Friday and the Thursday after it, so weekdays stay what they
 * were, week 1's assignments are closed and marked, and week 2's are open until the Friday of
 * week 3. The session's name stays 2025/2026.
 */
import { schoolDate } from '@schoolmates/domain/calendar';

export const DEMO_WRITTEN_FOR = '2026-01-23';

const DAY = 86_400_000;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoCalendar {
  /** The seeding day, as the school's clock reads it. */
  today: string;
  /** A date written for DEMO_WRITTEN_FOR, moved to the seeding day. */
  date(written: string): string;
  /** The same, as a notice writes it: "Thursday 19 February", "Monday 23 February 2026". */
  spoken(written: string, parts?: { weekday?: boolean; year?: boolean }): string;
  /** Monday and Friday of week n of the Second Term. */
  week(n: number): { from: string; to: string };
}

/** `today` (YYYY-MM-DD) defaults to today in Africa/Lagos. */
export function demoCalendar(today: string = schoolDate(new Date())): DemoCalendar {
  const weeks = Math.floor((time(today) - time(DEMO_WRITTEN_FOR)) / DAY / 7);
  const date = (written: string) => iso(time(written) + weeks * 7 * DAY);
  return {
    today,
    date,
    spoken: (written, { weekday = true, year = false } = {}) =>
      new Intl.DateTimeFormat('en-GB', {
        ...(weekday ? { weekday: 'long' } : {}),
        day: 'numeric',
        month: 'long',
        ...(year ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      })
        .format(time(date(written)))
        .replace(',', ''),
    week: (n) => {
      const monday = time(date('2026-01-12')) + (n - 1) * 7 * DAY;
      return { from: iso(monday), to: iso(monday + 4 * DAY) };
    },
  };
}
