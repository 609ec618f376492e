import { describe, expect, it } from 'vitest';
import { comments, endTermResult } from '../results.fixtures.ts';
import { detailsInput, detailsOf, suggestionsFor } from './report-details.route.tsx';

describe('report details', () => {
  it('suggests the bank comments whose range holds the average, rounded half up', () => {
    expect(suggestionsFor(comments, 69.5)).toEqual(['An excellent result. Keep it up!']);
    expect(suggestionsFor(comments, 69.4)).toEqual(['A good effort; aim higher next term.']);
    expect(suggestionsFor(comments, 20)).toEqual([]);
    expect(suggestionsFor(comments, null)).toHaveLength(2);
  });
  it('sends back what it read, with blanks as null and the bank comment left to the server', () => {
    const input = detailsInput('301', detailsOf(endTermResult));
    expect(input).toMatchObject({
      student_id: '301',
      school_opened: 120,
      times_present: 114,
      affective_disposition: [
        { name: 'Punctuality', score: 4 },
        { name: 'Neatness', score: 5 },
      ],
      extra_curricular_activities: [
        { extra_curricular_id: '1', value: true },
        { extra_curricular_id: '2', value: false },
      ],
      abacus: 'Good',
      teacher_comment: 'A steady and hardworking pupil.',
    });
    // The principal's comment is not the class teacher's to send (the server answers 403).
    expect(input).not.toHaveProperty('hos_comment');
    const blank = detailsInput('302', detailsOf(undefined));
    expect(blank).toMatchObject({ school_opened: null, abacus: null, teacher_comment: null });
  });
});
