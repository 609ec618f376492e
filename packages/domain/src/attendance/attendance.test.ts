import { describe, expect, it } from 'vitest';
import {
  addFigures,
  attendancePercentage,
  figuresOf,
  reportCardAttendance,
  schoolDayOf,
  weekStart,
} from './attendance.ts';

const calendar = {
  holidays: [{ name: 'Independence Day', starts: '2025-10-01', ends: '2025-10-01' }],
  terms: [
    { term: 'First Term', session: '2025/2026', ends: '2025-12-12', resumes: '2026-01-12' },
    { term: 'Second Term', session: '2025/2026', ends: '2026-04-02', resumes: '2026-04-27' },
  ],
  current: { term: 'Third Term', session: '2025/2026' },
} as const;

describe('schoolDayOf', () => {
  it('opens a weekday in the term that has not ended yet', () => {
    expect(schoolDayOf('2025-11-05', calendar)).toEqual({
      open: true,
      term: 'First Term',
      session: '2025/2026',
    });
    expect(schoolDayOf('2025-12-12', calendar)).toMatchObject({ open: true, term: 'First Term' });
    expect(schoolDayOf('2026-01-12', calendar)).toMatchObject({ open: true, term: 'Second Term' });
  });

  it('closes weekends, holidays and breaks, saying why', () => {
    expect(schoolDayOf('2025-11-08', calendar)).toEqual({
      open: false,
      reason: '2025-11-08 is a Saturday: the school is closed at weekends.',
    });
    expect(schoolDayOf('2025-11-09', calendar)).toMatchObject({ open: false });
    expect(schoolDayOf('2025-10-01', calendar)).toEqual({
      open: false,
      reason: '2025-10-01 is a school holiday (Independence Day).',
    });
    expect(schoolDayOf('2025-12-17', calendar)).toEqual({
      open: false,
      reason:
        '2025-12-17 is in the break after First Term 2025/2026: the term ended on 2025-12-12 and the school resumes on 2026-01-12.',
    });
  });

  it('falls back to the current academic period after the last dated term, else refuses', () => {
    expect(schoolDayOf('2026-05-06', calendar)).toMatchObject({ open: true, term: 'Third Term' });
    expect(schoolDayOf('2026-05-06', { holidays: [], terms: [], current: null })).toMatchObject({
      open: false,
    });
  });
});

describe('counting marks', () => {
  it('counts late as present and excused as absent, one decimal half up', () => {
    const f = figuresOf({ present: 5, late: 1, absent: 1, excused: 1 });
    expect(f).toEqual({ marked: 8, present: 5, late: 1, absent: 1, excused: 1, percentage: 75 });
    expect(attendancePercentage(2, 3)).toBe(66.7);
    expect(attendancePercentage(1, 8)).toBe(12.5);
    expect(attendancePercentage(0, 0)).toBeNull();
    expect(reportCardAttendance(f)).toEqual({ schoolOpened: 8, timesPresent: 6, timesAbsent: 2 });
    expect(addFigures(f, figuresOf({ absent: 2 })).percentage).toBe(60);
  });

  it('starts a week on Monday', () => {
    expect(weekStart('2025-11-05')).toBe('2025-11-03');
    expect(weekStart('2025-11-03')).toBe('2025-11-03');
    expect(weekStart('2025-11-09')).toBe('2025-11-03');
  });
});
