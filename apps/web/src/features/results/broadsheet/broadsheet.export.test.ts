import { describe, expect, it } from 'vitest';
import { broadsheet } from '../results.fixtures.ts';
import { broadsheetFileName, broadsheetTable, csvField, toCsv } from './broadsheet.export.ts';

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
  it('writes CSV that spreadsheets read back as typed, and never as formulas', () => {
    expect(csvField('Eze, Paul')).toBe('"Eze, Paul"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(-2)).toBe('-2');
    expect(toCsv(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n');
    expect(broadsheetFileName(broadsheet)).toBe('JSS 1 A First Term 2025-2026 broadsheet');
  });
});
