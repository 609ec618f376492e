import { describe, expect, it } from 'vitest';
import { endTermResult } from '../results.fixtures.ts';
import { storedScores } from './compute.route.tsx';

const subjectId = endTermResult.subjects[0]?.subject_id ?? '';
const midTerm = {
  ...endTermResult,
  student_id: '302',
  period: 'First Half' as const,
  result_type: 'midterm' as const,
  status: 'not_released' as const,
  scores_locked_by: null,
  subjects: [
    {
      ...(endTermResult.subjects[0] as (typeof endTermResult.subjects)[number]),
      scores: [
        { component: 'ca1' as const, score: 12, absent: false },
        { component: 'ca2' as const, score: null, absent: true },
      ],
    },
  ],
};

describe('storedScores', () => {
  it('shows the entered assessments of a student whose exam is not saved yet', () => {
    const { stored } = storedScores(subjectId, 'Second Half', [midTerm], [endTermResult]);
    expect(stored['302']).toEqual({
      ca1: { component: 'ca1', score: 12, absent: false },
      ca2: { component: 'ca2', score: null, absent: true },
    });
    expect(stored['301']?.exam).toBeDefined();
  });

  it('locks the assessments too when the end-of-term result is released', () => {
    const released = { ...endTermResult, student_id: '302' };
    expect(storedScores(subjectId, 'First Half', [midTerm], [released]).locked).toEqual({
      '302': 'End-of-term result released: withhold it to change these scores',
    });
    const midReleased = { ...midTerm, scores_locked_by: 'First Half' as const };
    expect(storedScores(subjectId, 'Second Half', [midReleased], []).locked).toEqual({});
  });
});
