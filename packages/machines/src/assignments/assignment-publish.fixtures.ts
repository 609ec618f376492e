import type {
  AssignmentSet,
  ObjectiveDraft,
  StoredDraft,
  TheoryDraft,
} from './assignment-publish.draft.ts';

/** Week 3's Basic Science assignment of JSS 1 A, for examples, stories and tests. */
export const exampleSet: AssignmentSet = {
  period: 'First Half',
  term: 'First Term',
  session: '2025/2026',
  week: 3,
  class_id: '7',
  sub_class: 'A',
  subject_id: '11',
};

/** Monday 19 January 2026, 09:00 in the school's local time. */
export const exampleNow = new Date(2026, 0, 19, 9, 0);
/** A fixed clock at `exampleNow`. */
export const exampleClock = () => exampleNow;
/** A due date after `exampleNow` (Friday of the same week). */
export const exampleDueDate = '2026-01-23';
/** A due date before `exampleNow`. */
export const examplePastDueDate = '2026-01-16';

/** A complete objective question, not saved yet. */
export const exampleObjectiveQuestion: ObjectiveDraft = {
  id: null,
  saved: false,
  question_number: 1,
  question: 'Which organ pumps blood round the body?',
  options: ['Lungs', 'Heart', 'Liver', 'Kidney'],
  correct: ['option2'],
  question_mark: 2,
};

/** A complete theory question, not saved yet. */
export const exampleTheoryQuestion: TheoryDraft = {
  id: null,
  saved: false,
  question_number: 1,
  question: 'Describe how blood flows through the heart.',
  answer: 'From the body into the right atrium, to the right ventricle, to the lungs, ...',
  question_mark: 5,
  image_file_id: null,
};

/** A draft the server holds as shown, due on `exampleDueDate`. */
export const exampleStoredDraft: StoredDraft = {
  dueDate: exampleDueDate,
  objective: [{ ...exampleObjectiveQuestion, id: '301', saved: true }],
  theory: [{ ...exampleTheoryQuestion, id: '302', saved: true }],
  savedDueDates: { objective: exampleDueDate, theory: exampleDueDate },
};
