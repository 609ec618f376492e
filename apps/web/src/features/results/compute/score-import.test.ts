import { describe, expect, it } from 'vitest';
import { mapSheet } from '../../../lib/sheet-import.ts';
import type { ScoreGridData } from './score-grid.view.tsx';
import { checkScoreRows, scoreImportColumns, scoreTemplate } from './score-import.ts';

const data: ScoreGridData = {
  students: [
    { id: '11', name: 'Adébáyọ̀ Ọlá', admission_number: 'GCS/001' },
    { id: '12', name: 'Okafor Ngozi', admission_number: 'GCS/002' },
  ],
  components: [
    { key: 'ca1', name: 'First Assessment', maximum: 20, period: 'First Half' },
    { key: 'exam', name: 'Exam', maximum: 60, period: 'Second Half' },
  ],
  editable: ['exam'],
  stored: {},
  bands: [],
};

describe('importing a subject’s scores', () => {
  it('offers the arm’s students with a column per score typed this period', () => {
    expect(scoreTemplate(data)).toEqual({
      header: ['Admission no.', 'Student', 'Exam (out of 60)'],
      rows: [
        ['GCS/001', 'Adébáyọ̀ Ọlá', null],
        ['GCS/002', 'Okafor Ngozi', null],
      ],
    });
  });
  it('points at a score above the maximum and a student not in the arm, at their cells', () => {
    const sheet = mapSheet(
      [
        ['Admission no.', 'Exam (out of 60)'],
        ['GCS/001', '75'],
        ['GCS/999', '40'],
        ['gcs/002', 'abs'],
        ['GCS/002', '30'],
      ],
      scoreImportColumns(data),
    );
    const { problems } = checkScoreRows(sheet.rows, data);
    expect(Object.fromEntries(problems)).toEqual({
      0: { exam: ['above the maximum of 60'] },
      1: { admission_number: ['is not a student of this class arm'] },
      3: { admission_number: ['is also on row 4'] },
    });
  });
  it('saves the scores of a clean file, leaving blank cells as they are', () => {
    const { problems, changes } = checkScoreRows(
      [
        { admission_number: 'GCS/001', exam: '48.5' },
        { admission_number: 'GCS/002', exam: null },
      ],
      data,
    );
    expect(problems.size).toBe(0);
    expect(changes).toEqual([
      { student_id: '11', cells: [{ component: 'exam', cell: { kind: 'score', value: 48.5 } }] },
    ]);
  });
});
