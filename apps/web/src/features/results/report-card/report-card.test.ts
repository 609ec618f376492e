import { describe, expect, it } from 'vitest';
import { cumulative } from '../results.fixtures.ts';
import { cumulativeTable } from './report-card.tsx';

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
