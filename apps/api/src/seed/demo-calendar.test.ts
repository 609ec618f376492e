import { describe, expect, it } from 'vitest';
import { DEMO_WRITTEN_FOR, demoCalendar } from './demo-calendar.ts';

const DAY = 86_400_000;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the demo calendar', () => {
  it('keeps the written dates on the day it was written for', () => {
    const calendar = demoCalendar(DEMO_WRITTEN_FOR);
    expect(calendar.date('2025-09-08')).toBe('2025-09-08');
    expect(calendar.week(2)).toEqual({ from: '2026-01-19', to: '2026-01-23' });
    expect(calendar.spoken('2026-02-19')).toBe('Thursday 19 February');
    expect(calendar.spoken('2026-02-23', { year: true })).toBe('Monday 23 February 2026');
  });

  it('puts any seeding day between week 2 and its work’s due date, on the same weekdays', () => {
    for (let n = -400; n < 800; n++) {
      const today = new Date(Date.parse('2026-11-27') + n * DAY).toISOString().slice(0, 10);
      const calendar = demoCalendar(today);
      // Every payment (up to the written day) is past; week 2's work is due on week 3's Friday.
      expect(calendar.date(DEMO_WRITTEN_FOR) <= today, today).toBe(true);
      expect(today < calendar.week(3).to, today).toBe(true);
      expect(weekday(calendar.week(1).from), today).toBe(1);
      expect(weekday(calendar.date('2026-02-19')), today).toBe(4);
    }
  });
});
