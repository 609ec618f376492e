import { describe, expect, it } from 'vitest';
import { cumulative, endTermResult } from '../results.fixtures.ts';
import { cumulativeTable, summaryFigures } from './report-card.tsx';

describe('cumulativeTable', () => {
  it('shows a term without a result as "-", up to the asked term', () => {
    const { header, rows } = cumulativeTable(cumulative, 'Third Term');
    expect(header.slice(0, 4)).toEqual(['Subject', '1st term', '2nd term', '3rd term']);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['Mathematics', '87.5', '80', '-', '83.75'],
      ['Basic Science', '-', '61', '-', '61'],
    ]);
  });
});

describe('summaryFigures', () => {
  it('says the subjects taken of those offered, marks fewer, and what the position ranks on', () => {
    const figures = new Map(
      summaryFigures({ ...endTermResult, total_subjects: 2, ranked_by: 'total', position: 3 }),
    );
    expect(figures.get('Subjects taken')).toBe('2 of 3 (fewer than offered)');
    expect(figures.get('Position')).toMatch(/^3rd of \d+, by total$/);
    expect(new Map(summaryFigures(endTermResult)).get('Subjects taken')).toBe('3 of 3');
  });
});
