/**
 * Daily attendance (issue 30): which days a register may be taken on, which term a day falls
 * in, and how marks are counted. The server refuses a register on a closed day with `reason`,
 * the register screen greys the day out with the same words, and the report card and the
 * reports count marks the same way.
 */
import type { Term } from '../calendar/calendar.ts';

export const ATTENDANCE_MARKS = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A day the school does not open, from `starts` to `ends` (`YYYY-MM-DD`, both included). */
export interface Holiday {
  name: string;
  starts: string;
  ends: string;
}

/** A term's academic dates: it ends on `ends`; the next term begins on `resumes`. */
export interface TermDates {
  term: Term;
  session: string;
  ends: string;
  resumes: string;
}

export type SchoolDay =
  | { open: true; term: Term; session: string }
  | { open: false; reason: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a `YYYY-MM-DD` date, 0 = Sunday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * Whether `day` is a school day and, when it is, its term: closed at weekends, on holidays and
 * in the break between a term's end and the next term's start. A day falls in the first term
 * (by end date) that has not ended by then; after every term with dates (or with none), in the
 * campus's current academic period; with neither, it cannot be marked.
 */
export function schoolDayOf(
  day: string,
  calendar: {
    holidays: readonly Holiday[];
    terms: readonly TermDates[];
    current: { term: Term; session: string } | null;
  },
): SchoolDay {
  const w = weekday(day);
  if (w === 0 || w === 6) {
    return { open: false, reason: `${day} is a ${WEEKDAYS[w]}: the school is closed at weekends.` };
  }
  const holiday = calendar.holidays.find((h) => h.starts <= day && day <= h.ends);
  if (holiday) return { open: false, reason: `${day} is a school holiday (${holiday.name}).` };
  const inBreak = calendar.terms.find((t) => t.ends < day && day < t.resumes);
  if (inBreak) {
    return {
      open: false,
      reason: `${day} is in the break after ${inBreak.term} ${inBreak.session}: the term ended on ${inBreak.ends} and the school resumes on ${inBreak.resumes}.`,
    };
  }
  const term = [...calendar.terms]
    .sort((a, b) => a.ends.localeCompare(b.ends))
    .find((t) => day <= t.ends);
  if (term) return { open: true, term: term.term, session: term.session };
  if (calendar.current) return { open: true, ...calendar.current };
  return {
    open: false,
    reason: `${day} is in no term: the campus has no current academic period.`,
  };
}

/** The Monday of the week `day` falls in (`YYYY-MM-DD`). */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Marks counted: late counts as present, excused as absent. */
export interface AttendanceFigures {
  marked: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** Present and late over marked, one decimal, half up; null with nothing marked. */
  percentage: number | null;
}

/** The percentage present: `attended` over `marked`, one decimal, half up (null for 0 marked). */
export function attendancePercentage(attended: number, marked: number): number | null {
  if (marked === 0) return null;
  return Math.floor((2000 * attended + marked) / (2 * marked)) / 10;
}

/** Figures from counts of each mark. */
export function figuresOf(counts: Partial<Record<AttendanceMark, number>>): AttendanceFigures {
  const present = counts.present ?? 0;
  const late = counts.late ?? 0;
  const absent = counts.absent ?? 0;
  const excused = counts.excused ?? 0;
  const marked = present + late + absent + excused;
  return {
    marked,
    present,
    late,
    absent,
    excused,
    percentage: attendancePercentage(present + late, marked),
  };
}

/** Adds figures (a week from its days, a school from its arms). */
export function addFigures(a: AttendanceFigures, b: AttendanceFigures): AttendanceFigures {
  return figuresOf({
    present: a.present + b.present,
    late: a.late + b.late,
    absent: a.absent + b.absent,
    excused: a.excused + b.excused,
  });
}

/** The report card's attendance: times opened (marks), present (present and late), absent. */
export function reportCardAttendance(f: AttendanceFigures) {
  return {
    schoolOpened: f.marked,
    timesPresent: f.present + f.late,
    timesAbsent: f.absent + f.excused,
  };
}
