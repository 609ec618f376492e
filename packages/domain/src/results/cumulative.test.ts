import { describe, expect, it } from 'vitest';
import { computeClassCumulative, type TermTotal } from './cumulative.ts';

const row = (student_id: string, subject_id: string, term: TermTotal['term'], total: number) => ({
  student_id,
  subject_id,
  term,
  total_tenths: total * 10,
});

describe('computeClassCumulative', () => {
  const result = computeClassCumulative(
    ['ada', 'bola', 'chidi'],
    [
      row('ada', 'maths', 'First Term', 60),
      row('ada', 'maths', 'Third Term', 80),
      row('ada', 'english', 'First Term', 50),
      row('ada', 'english', 'Second Term', 55),
      row('ada', 'english', 'Third Term', 61),
      row('bola', 'maths', 'First Term', 70),
      row('bola', 'maths', 'Second Term', 70),
      row('bola', 'maths', 'Third Term', 70),
    ],
  );

  it('shows a missing term as empty and does not divide it in', () => {
    const maths = result.get('ada')?.subjects.get('maths');
    expect(maths).toMatchObject({ terms: [600, null, 800], total_tenths: 1400, average: 70 });
  });

  it('averages the terms that exist, 2 decimals half up', () => {
    expect(result.get('ada')?.subjects.get('english')?.average).toBe(55.33);
  });

  it('ranks each subject on its cumulative average, sharing ties', () => {
    expect(result.get('ada')?.subjects.get('maths')?.position).toBe(1);
    expect(result.get('bola')?.subjects.get('maths')?.position).toBe(1);
  });

  it('gives an annual average over subjects and an annual position', () => {
    // Ada: (70 + 55.333…) ÷ 2 = 62.666… → 62.67; Bola: 70.
    expect(result.get('ada')).toMatchObject({ annual_average: 62.67, annual_position: 2 });
    expect(result.get('bola')).toMatchObject({ annual_average: 70, annual_position: 1 });
    expect(result.get('chidi')).toMatchObject({ annual_average: null, annual_position: null });
  });
});
