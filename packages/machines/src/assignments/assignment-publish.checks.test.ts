import { describe, expect, it } from 'vitest';
import { assignmentProblems, checkAssignment, localDateOf } from './assignment-publish.checks.ts';
import type { AssignmentDraft, ObjectiveDraft, TheoryDraft } from './assignment-publish.draft.ts';
import {
  exampleDueDate,
  exampleNow,
  exampleObjectiveQuestion,
  examplePastDueDate,
  exampleTheoryQuestion,
} from './assignment-publish.fixtures.ts';

const complete: AssignmentDraft = {
  dueDate: exampleDueDate,
  objective: [exampleObjectiveQuestion],
  theory: [exampleTheoryQuestion],
};

const withObjective = (changes: Partial<ObjectiveDraft>): AssignmentDraft => ({
  ...complete,
  objective: [exampleObjectiveQuestion, { ...exampleObjectiveQuestion, ...changes }],
});

const withTheory = (changes: Partial<TheoryDraft>): AssignmentDraft => ({
  ...complete,
  theory: [{ ...exampleTheoryQuestion, ...changes }],
});

describe('checkAssignment', () => {
  it('finds nothing in a complete assignment', () => {
    expect(checkAssignment(complete, exampleNow)).toEqual({});
  });

  it('takes objective questions alone, or theory questions alone', () => {
    expect(checkAssignment({ ...complete, theory: [] }, exampleNow)).toEqual({});
    expect(checkAssignment({ ...complete, objective: [] }, exampleNow)).toEqual({});
  });

  it('needs at least one question', () => {
    expect(checkAssignment({ ...complete, objective: [], theory: [] }, exampleNow)).toEqual({
      questions: [assignmentProblems.noQuestion],
    });
  });

  it.each<[string, Partial<ObjectiveDraft>, Record<string, string[]>]>([
    [
      'three options',
      { options: ['Lungs', 'Heart', 'Liver'] },
      { 'objective.1.options': ['Give 4 options'] },
    ],
    [
      'five options',
      { options: ['Lungs', 'Heart', 'Liver', 'Kidney', 'Brain'] },
      { 'objective.1.options': ['Give 4 options'] },
    ],
    [
      'a blank option',
      { options: ['Lungs', 'Heart', '  ', 'Kidney'] },
      { 'objective.1.option3': ['Enter option 3'] },
    ],
    [
      'two options alike (trimmed, any case)',
      { options: ['Lungs', 'Heart', ' heart ', 'Kidney'] },
      { 'objective.1.options': ['The 4 options must all be different'] },
    ],
    [
      'no correct answer',
      { correct: [] },
      { 'objective.1.answer': ['Choose exactly one correct answer'] },
    ],
    [
      'two correct answers',
      { correct: ['option1', 'option2'] },
      { 'objective.1.answer': ['Choose exactly one correct answer'] },
    ],
    ['no question', { question: ' ' }, { 'objective.1.question': ['Enter the question'] }],
    [
      'a mark of 0',
      { question_mark: 0 },
      { 'objective.1.question_mark': ['The mark must be more than 0'] },
    ],
    [
      'a negative mark',
      { question_mark: -2 },
      { 'objective.1.question_mark': ['The mark must be more than 0'] },
    ],
    [
      'a mark that is no number',
      { question_mark: Number.NaN },
      { 'objective.1.question_mark': ['The mark must be more than 0'] },
    ],
    [
      'a fractional mark',
      { question_mark: 1.5 },
      { 'objective.1.question_mark': ['The mark must be a whole number'] },
    ],
    [
      'a mark above 100',
      { question_mark: 101 },
      { 'objective.1.question_mark': ['The mark must be at most 100'] },
    ],
  ])('refuses an objective question with %s, naming the field', (_, changes, problems) => {
    expect(checkAssignment(withObjective(changes), exampleNow)).toEqual(problems);
  });

  it('says everything wrong with a blank objective question at once', () => {
    const blank: ObjectiveDraft = {
      ...exampleObjectiveQuestion,
      question: '',
      options: ['', '', '', ''],
      correct: [],
    };
    expect(checkAssignment({ ...complete, objective: [blank] }, exampleNow)).toEqual({
      'objective.0.question': ['Enter the question'],
      'objective.0.option1': ['Enter option 1'],
      'objective.0.option2': ['Enter option 2'],
      'objective.0.option3': ['Enter option 3'],
      'objective.0.option4': ['Enter option 4'],
      'objective.0.answer': ['Choose exactly one correct answer'],
    });
  });

  it.each<[string, Partial<TheoryDraft>, Record<string, string[]>]>([
    ['no question', { question: '' }, { 'theory.0.question': ['Enter the question'] }],
    ['no model answer', { answer: '\n' }, { 'theory.0.answer': ['Enter the model answer'] }],
    [
      'a mark of 0',
      { question_mark: 0 },
      { 'theory.0.question_mark': ['The mark must be more than 0'] },
    ],
  ])('refuses a theory question with %s, naming the field', (_, changes, problems) => {
    expect(checkAssignment(withTheory(changes), exampleNow)).toEqual(problems);
  });

  it.each<[string, string, string[] | undefined]>([
    ['no due date', '', ['Choose a due date']],
    ['a due date that is no date', '2026-02-30', ['Enter a valid due date']],
    ['a due date in another form', '23/01/2026', ['Enter a valid due date']],
    ['a due date in the past', examplePastDueDate, [assignmentProblems.dueDatePassed]],
    ['yesterday as due date', '2026-01-18', [assignmentProblems.dueDatePassed]],
    ['today as due date (due at its end)', '2026-01-19', undefined],
    ['a due date in the future', exampleDueDate, undefined],
  ])('with %s says %j', (_, dueDate, problem) => {
    expect(checkAssignment({ ...complete, dueDate }, exampleNow).dueDate).toEqual(problem);
  });

  it('reads the day from the clock it is given, in local time', () => {
    const lateOnTheDueDate = new Date(2026, 0, 23, 23, 59);
    const dayAfter = new Date(2026, 0, 24, 0, 1);
    expect(checkAssignment(complete, lateOnTheDueDate)).toEqual({});
    expect(checkAssignment(complete, dayAfter)).toEqual({
      dueDate: [assignmentProblems.dueDatePassed],
    });
    expect(localDateOf(dayAfter)).toBe('2026-01-24');
  });
});
