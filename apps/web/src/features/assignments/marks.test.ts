import { describe, expect, it } from 'vitest';
import { markingQuestions } from './assignments.fixtures.ts';
import { checkMarks } from './marks.ts';

const question = markingQuestions[0];
if (!question) throw new Error('fixture');

describe('checkMarks', () => {
  it('sends first and changed marks apart and skips a published answer', () => {
    const unlocked = {
      ...question,
      answers: question.answers.map((a) => ({ ...a, locked: false })),
    };
    const checked = checkMarks(unlocked, {
      '21:6': { mark: '0', comment: '  ' },
      '21:7': { mark: '5', comment: 'Full marks' },
    });
    expect(checked).toEqual({
      first: [{ assignment_id: '21', student_id: '6', teacher_mark: 0, comment: null }],
      changed: [{ assignment_id: '21', student_id: '7', teacher_mark: 5, comment: 'Full marks' }],
      problems: {},
    });
    expect(checkMarks(question, { '21:7': { mark: '9', comment: '' } })).toEqual({
      first: [],
      changed: [],
      problems: {},
    });
  });

  it('says what is wrong with a mark, in the words under the field', () => {
    expect(checkMarks(question, { '21:6': { mark: '', comment: '' } }).problems).toEqual({
      '21:6': 'Enter a mark',
    });
    expect(checkMarks(question, { '21:6': { mark: '5.5', comment: '' } }).problems).toEqual({
      '21:6': 'Between 0 and 5',
    });
    expect(checkMarks(question, { '21:6': { mark: '-1', comment: '' } }).problems).toEqual({
      '21:6': 'Between 0 and 5',
    });
  });
});
