import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatTermRef,
  isPastDue,
  isValidSession,
  parseTermRef,
  periodOrder,
  schoolDate,
  sessionOf,
  sessionSlug,
} from './calendar.ts';

describe('term references', () => {
  it('accepts only consecutive-year sessions', () => {
    expect(isValidSession('2025/2026')).toBe(true);
    expect(isValidSession('2025/2027')).toBe(false);
    expect(isValidSession('2025-2026')).toBe(false);
  });

  it('parses what the contract spells and refuses anything else', () => {
    expect(
      parseTermRef({ period: 'First Half', term: 'Second Term', session: '2025/2026' }),
    ).toEqual({ period: 'First Half', term: 'Second Term', session: '2025/2026' });
    expect(
      parseTermRef({ period: 'first half', term: 'Second Term', session: '2025/2026' }),
    ).toBeNull();
    expect(
      parseTermRef({ period: 'First Half', term: 'Fourth Term', session: '2025/2026' }),
    ).toBeNull();
  });

  it('reads as a person says it', () => {
    expect(formatTermRef({ period: 'Second Half', term: 'First Term', session: '2025/2026' })).toBe(
      'First Term 2025/2026, end of term',
    );
    expect(sessionSlug('2025/2026')).toBe('2025-2026');
  });

  it('puts September in the new session', () => {
    expect(sessionOf(new Date('2026-08-31T12:00:00Z'))).toBe('2025/2026');
    expect(sessionOf(new Date('2026-09-01T12:00:00Z'))).toBe('2026/2027');
  });

  it('orders newest session, then term, then period', () => {
    const a = periodOrder({ session: '2025/2026', term: 'Third Term', period: 'Second Half' });
    const b = periodOrder({ session: '2026/2027', term: 'First Term', period: 'First Half' });
    expect(b).toBeGreaterThan(a);
  });
});

describe('sessions, order and age', () => {
  it('accepts only consecutive session years', () => {
    expect(isValidSession('2025/2026')).toBe(true);
    expect(isValidSession('2025/2027')).toBe(false);
    expect(isValidSession('2026/2025')).toBe(false);
    expect(isValidSession('2025-2026')).toBe(false);
  });
  it('orders periods by session, term, period', () => {
    const a = periodOrder({ session: '2025/2026', term: 'Third Term', period: 'First Half' });
    const b = periodOrder({ session: '2026/2027', term: 'First Term', period: 'First Half' });
    const c = periodOrder({ session: '2026/2027', term: 'First Term', period: 'Second Half' });
    expect(a < b && b < c).toBe(true);
  });
  it('computes age in whole years', () => {
    expect(ageOn('2015-06-10', new Date(Date.UTC(2026, 5, 9)))).toBe(10);
    expect(ageOn('2015-06-10', new Date(Date.UTC(2026, 5, 10)))).toBe(11);
  });
});

describe('the school’s day (Africa/Lagos)', () => {
  it('turns at midnight in Lagos, an hour before UTC', () => {
    expect(schoolDate(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(schoolDate(new Date('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
    expect(schoolDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('keeps work open through its whole due date', () => {
    expect(isPastDue('2026-01-10', '2026-01-10')).toBe(false);
    expect(isPastDue('2026-01-10', '2026-01-11')).toBe(true);
    expect(isPastDue('2026-01-10', '2025-12-31')).toBe(false);
  });
});
