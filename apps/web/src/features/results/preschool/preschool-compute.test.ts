import { describe, expect, it } from 'vitest';
import { preschoolResult, preschoolSubjects } from '../results.fixtures.ts';
import { preschoolRatings, preschoolValues } from './preschool-compute.route.tsx';

const subjects = preschoolSubjects.map((s) => ({
  id: s.queryId,
  subject: s.subject,
  category: s.category,
  topics: s.topic,
}));

describe('preschool result form', () => {
  it('reads a stored result into the form, and a missing one as blank', () => {
    const v = preschoolValues(preschoolResult);
    expect(v.ratings).toEqual({ '71|Counting 1 to 20': 'Excellent', '72|Sharing': 'Achieved' });
    expect(v.school_opened).toBe('60');
    expect(v.activities).toEqual({ '9': true });
    expect(preschoolValues(null).ratings).toEqual({});
  });
  it('sends only rated topics, per category, leaving out subjects with none rated', () => {
    const v = { ...preschoolValues(preschoolResult), ratings: { '71|Shapes': 'Fair' } };
    expect(preschoolRatings(subjects, v)).toEqual({
      evaluation_report: [{ subject_id: '71', topics: [{ topic: 'Shapes', score: 'Fair' }] }],
      cognitive_development: [],
    });
  });
});
