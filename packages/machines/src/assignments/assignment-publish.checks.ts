/**
 * What an assignment needs before it is published (domain rules "Assignments"; the contract's
 * `ObjectiveQuestionInput`, `TheoryQuestionInput`): at least one question; every objective
 * question has a question, 4 different options and exactly one correct answer; every theory
 * question has a question and a model answer; every mark is a whole number from 1 to 100; the
 * due date is a date not yet passed.
 *
 * The due date is a whole day in the school's local time (the browser's, as elsewhere in the
 * portal) and students may submit until it ends (the contract refuses answers only once it "has
 * passed"), so today still counts as in the future and yesterday does not.
 *
 * Problems are keyed by field as a form names them: `questions`, `dueDate`,
 * `objective.<index>.<field>` and `theory.<index>.<field>`, with 0-based indexes into the
 * draft's lists and the contract's field names (`question`, `option1`..`option4`, `answer`,
 * `question_mark`), plus `objective.<index>.options` for the options as a whole.
 */
import type { FieldErrors } from '@schoolmates/sdk';
import type { AssignmentDraft, ObjectiveDraft, TheoryDraft } from './assignment-publish.draft.ts';

export const assignmentProblems = {
  noQuestion: 'Add at least one question',
  question: 'Enter the question',
  fourOptions: 'Give 4 options',
  option: (n: number) => `Enter option ${n}`,
  differentOptions: 'The 4 options must all be different',
  oneCorrect: 'Choose exactly one correct answer',
  modelAnswer: 'Enter the model answer',
  markPositive: 'The mark must be more than 0',
  markWhole: 'The mark must be a whole number',
  markAtMost: 'The mark must be at most 100',
  dueDate: 'Choose a due date',
  dueDateInvalid: 'Enter a valid due date',
  dueDatePassed: 'The due date has passed: choose today or a later day',
} as const;

const maxMark = 100;

/** `now` as the school's local date, `YYYY-MM-DD`. */
export function localDateOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function markProblem(mark: number): string | null {
  if (!Number.isFinite(mark) || mark <= 0) return assignmentProblems.markPositive;
  if (!Number.isInteger(mark)) return assignmentProblems.markWhole;
  if (mark > maxMark) return assignmentProblems.markAtMost;
  return null;
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

function objectiveProblems(question: ObjectiveDraft, add: (field: string, reason: string) => void) {
  if (blank(question.question)) add('question', assignmentProblems.question);
  const { options } = question;
  if (options.length !== 4) add('options', assignmentProblems.fourOptions);
  options.slice(0, 4).forEach((option, index) => {
    if (blank(option)) add(`option${index + 1}`, assignmentProblems.option(index + 1));
  });
  const filled = options.filter((option) => !blank(option));
  const distinct = new Set(filled.map((option) => option.trim().toLowerCase()));
  if (distinct.size < filled.length) add('options', assignmentProblems.differentOptions);
  if (question.correct.length !== 1) add('answer', assignmentProblems.oneCorrect);
  const mark = markProblem(question.question_mark);
  if (mark !== null) add('question_mark', mark);
}

function theoryProblems(question: TheoryDraft, add: (field: string, reason: string) => void) {
  if (blank(question.question)) add('question', assignmentProblems.question);
  if (blank(question.answer)) add('answer', assignmentProblems.modelAnswer);
  const mark = markProblem(question.question_mark);
  if (mark !== null) add('question_mark', mark);
}

/**
 * The problems that keep an assignment from being published, by field; none means it may go.
 * Pure: `now` is the caller's clock reading.
 */
export function checkAssignment(draft: AssignmentDraft, now: Date): FieldErrors {
  const problems: FieldErrors = {};
  const add = (field: string, reason: string) => {
    problems[field] = [...(problems[field] ?? []), reason];
  };
  if (draft.objective.length + draft.theory.length === 0) {
    add('questions', assignmentProblems.noQuestion);
  }
  draft.objective.forEach((question, index) => {
    objectiveProblems(question, (field, reason) => add(`objective.${index}.${field}`, reason));
  });
  draft.theory.forEach((question, index) => {
    theoryProblems(question, (field, reason) => add(`theory.${index}.${field}`, reason));
  });
  if (blank(draft.dueDate)) add('dueDate', assignmentProblems.dueDate);
  else if (!isCalendarDate(draft.dueDate)) add('dueDate', assignmentProblems.dueDateInvalid);
  else if (draft.dueDate < localDateOf(now)) add('dueDate', assignmentProblems.dueDatePassed);
  return problems;
}
