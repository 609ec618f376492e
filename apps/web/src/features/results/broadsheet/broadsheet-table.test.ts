import { broadsheetFileName, broadsheetTable } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { broadsheet } from '../results.fixtures.ts';

describe('broadsheet export', () => {
  it('lays out one row per student with subject totals, blanks where not taken', () => {
    const { header, rows } = broadsheetTable(broadsheet);
    expect(header).toEqual([
      'S/N',
      'Student',
      'Admission no.',
      'Mathematics',
      'English Language',
      'Basic Science',
      'Subjects',
      'Total',
      'Average',
      'Grade',
      'Position',
      'GPA',
      'Status',
    ]);
    expect(rows[0]).toEqual([
      1,
      'Obi Ada Chioma',
      'BFA/092025/00001',
      87.5,
      70,
      50,
      3,
      207.5,
      69.17,
      'B',
      1,
      4.33,
      'released',
    ]);
    expect(rows[2]?.[5]).toBeNull();
    expect(rows[3]?.at(-1)).toBe('not computed');
  });
  it('names the file after the class arm and the period', () => {
    expect(broadsheetFileName(broadsheet)).toBe('JSS 1 A First Term 2025-2026 broadsheet');
  });
});
