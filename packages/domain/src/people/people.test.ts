import { describe, expect, it } from 'vitest';
import {
  admissionFormat,
  admissionMonth,
  formatAdmissionNumber,
  sequenceOf,
} from './admission-numbers.ts';
import { assignableDesignations, roleOf } from './roles.ts';
import { firstFreeUsername, studentUsername, usernameBase } from './usernames.ts';

describe('usernames', () => {
  it('are firstname.surname in lower-case letters', () => {
    expect(usernameBase('Ada', 'Obi-Okafor')).toBe('ada.obiokafor');
    expect(usernameBase('Chloé', "O'Neil")).toBe('chloe.oneil');
    expect(usernameBase('', '')).toBe('user');
  });
  it('get a number on a clash, anywhere in the portal', () => {
    expect(firstFreeUsername('ada.obi', [])).toBe('ada.obi');
    expect(firstFreeUsername('ada.obi', ['Ada.Obi'])).toBe('ada.obi1');
    expect(firstFreeUsername('ada.obi', ['ada.obi', 'ada.obi1'])).toBe('ada.obi2');
  });
  it('of students are the admission number, -N on a clash', () => {
    expect(studentUsername('SMS/012026/00001', [])).toBe('sms/012026/00001');
    expect(studentUsername('A1', ['a1'])).toBe('a1-1');
  });
});

describe('admission numbers', () => {
  it('are {INITIAL}/{MMYYYY}/{NNNNN}', () => {
    const month = admissionMonth(new Date(Date.UTC(2026, 0, 15)));
    expect(month).toBe('012026');
    expect(formatAdmissionNumber('sms', month, 7)).toBe('SMS/012026/00007');
    expect(admissionFormat('sms')).toBe('SMS/MMYYYY/NNNNN');
    expect(sequenceOf('SMS/012026/00007', 'SMS', month)).toBe(7);
    expect(sequenceOf('XYZ/012026/00007', 'SMS', month)).toBeNull();
  });
  it('refuse a bad initial or sequence', () => {
    expect(() => formatAdmissionNumber('TOOLONG', '012026', 1)).toThrow(RangeError);
    expect(() => formatAdmissionNumber('A', '012026', 0)).toThrow(RangeError);
    expect(() => formatAdmissionNumber('A', '012026', 100_000)).toThrow(RangeError);
  });
});

describe('roles', () => {
  it('map designation ids', () => {
    expect([1, 2, 3, 4, 6, 7].map(roleOf)).toEqual([
      'admin',
      'account',
      'principal',
      'teacher',
      'superadmin',
      'student',
    ]);
    expect(roleOf(5)).toBeUndefined();
  });
  it('limit what each role may assign', () => {
    expect(assignableDesignations('superadmin', 'STARTER PLAN')).toEqual([1, 2, 3, 4]);
    expect(assignableDesignations('admin', 'STARTER PLAN')).toEqual([3, 4]);
    expect(assignableDesignations('admin', 'PREMIUM PLAN')).toEqual([2, 3, 4]);
    expect(assignableDesignations('teacher', 'PREMIUM PLAN')).toEqual([]);
  });
});
