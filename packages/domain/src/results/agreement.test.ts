/**
 * The score grid and the report card must give the same grade for the same score. The grid
 * reads typed text (parseCell → rowTenths); the server stores the saved number as tenths
 * (toTenths) and sheets it through computeClassTerm; both grade with gradeOfTotal. Before the
 * domain package the grid rounded the percentage to 2 decimals and then to tenths, so 38.2 of
 * a 55-mark subject showed 70 in the grid and 69 on the card.
 */
import { describe, expect, it } from 'vitest';
import { parseCell, rowTenths } from './cells.ts';
import { gradeOfTotal } from './grading.ts';
import { toTenths } from './numbers.ts';
import { computeClassTerm } from './term-results.ts';

// Whole-number bands, one per mark, so any disagreement on the rounded percentage shows.
const bands = Array.from({ length: 101 }, (_, mark) => ({
  score_from: mark,
  score_to: mark,
  grade: String(mark),
  remark: '',
}));

describe('grid and report card agree', () => {
  it.each([20, 40, 55, 60, 100])('on every score from 0.0 to %i', (maximum) => {
    for (let tenths = 0; tenths <= maximum * 10; tenths++) {
      const typed = (tenths / 10).toFixed(1);
      const cell = parseCell(typed, maximum);
      const gridTotal = rowTenths([cell]);
      expect(gridTotal).not.toBeNull();
      const gridGrade = gradeOfTotal(gridTotal ?? 0, maximum, bands)?.grade;

      const saved = cell.kind === 'score' ? cell.value : Number.NaN;
      const sheet = computeClassTerm(
        ['s'],
        [
          {
            student_id: 's',
            subject_id: 'x',
            component: 'exam',
            tenths: toTenths(saved),
            absent: false,
          },
        ],
      );
      const cardTotal = sheet.students.get('s')?.subjects.get('x')?.total_tenths ?? -1;
      const cardGrade = gradeOfTotal(cardTotal, maximum, bands)?.grade;

      // Exact: the percentage is tenths × 10 / maximum; half up is floor((2p + 1) / 2).
      const exact = Math.floor((2 * tenths * 10 + maximum) / (2 * maximum));
      expect([gridGrade, cardGrade], `${typed} of ${maximum}`).toEqual([
        String(exact),
        String(exact),
      ]);
    }
  });
});
