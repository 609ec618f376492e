/**
 * The draft of one assignment: the objective and theory questions of a (period, term, session,
 * week, class arm, subject) as the teacher's form edits them, and what is left to save of them.
 *
 * The contract keeps objective and theory questions in two sets (one per `question_type`) with a
 * due date each; the draft has one due date for both. Every question remembers its stored `id`
 * (null until first saved) and whether the server holds it as shown (`saved`), so that saving
 * goes on where a failed attempt stopped instead of adding questions twice.
 *
 * Pure functions only: the machine and the SDK-backed actors build on them; saving a draft is
 * in `assignment-publish.save.ts`.
 */
import type { Schema } from '@schoolmates/sdk';

export type AssignmentQuestionType = Schema<'AssignmentQuestionType'>;
export type AssignmentOption = Schema<'AssignmentOption'>;
type ObjectiveQuestionInput = Schema<'ObjectiveQuestionInput'>;
type TheoryQuestionInput = Schema<'TheoryQuestionInput'>;
type ObjectId = Schema<'ObjectId'>;

/** Which assignment: `sub_class` null means the set is for every arm of the class. */
export type AssignmentSet = Required<
  Pick<
    Schema<'ObjectiveAssignmentInput'>,
    'period' | 'term' | 'session' | 'week' | 'class_id' | 'sub_class' | 'subject_id'
  >
>;

/** Where a question stands with the server. */
export interface StoredState {
  /** The stored question's id; null until it is first saved. */
  id: ObjectId | null;
  /** False while the draft holds changes the server has not stored. */
  saved: boolean;
}

/** An objective question as the form edits it; checked, it becomes an `ObjectiveQuestionInput`. */
export type ObjectiveDraft = StoredState &
  Pick<ObjectiveQuestionInput, 'question_number' | 'question' | 'question_mark'> & {
    /** The options in order (`option1` to `option4` once saved); a question needs 4. */
    options: ObjectiveQuestionInput['option1'][];
    /** The options marked correct; a question needs exactly one. */
    correct: AssignmentOption[];
  };

/** A theory question as the form edits it (`answer` is the model answer). */
export type TheoryDraft = StoredState &
  Pick<
    TheoryQuestionInput,
    'question_number' | 'question' | 'answer' | 'question_mark' | 'image_file_id'
  >;

/** What `assignment.edit` may change of an objective question (its number stays). */
export type ObjectiveChanges = Partial<
  Pick<ObjectiveDraft, 'question' | 'options' | 'correct' | 'question_mark'>
>;
/** What `assignment.edit` may change of a theory question (its number stays). */
export type TheoryChanges = Partial<
  Pick<TheoryDraft, 'question' | 'answer' | 'question_mark' | 'image_file_id'>
>;

export interface AssignmentDraft {
  /** The due date of the assignment (`YYYY-MM-DD`, the school's local date); '' until chosen. */
  dueDate: Schema<'CalendarDate'>;
  objective: ObjectiveDraft[];
  theory: TheoryDraft[];
}

/** The due date each set has on the server; null while the set does not exist. */
export type SavedDueDates = Record<AssignmentQuestionType, Schema<'CalendarDate'> | null>;

/** A draft together with what the server holds of it. */
export interface StoredDraft extends AssignmentDraft {
  savedDueDates: SavedDueDates;
}

/** What loading an assignment gives: its draft, and whether its questions are published. */
export interface LoadedAssignment extends StoredDraft {
  published: boolean;
}

export const assignmentOptions: readonly AssignmentOption[] = [
  'option1',
  'option2',
  'option3',
  'option4',
];

export const questionTypes: readonly AssignmentQuestionType[] = ['objective', 'theory'];

/** The next free question number of a list (numbers are never reused by the draft). */
export function nextQuestionNumber(questions: readonly { question_number: number }[]): number {
  return (
    questions.reduce((highest, { question_number }) => Math.max(highest, question_number), 0) + 1
  );
}

export function blankObjectiveQuestion(questionNumber: number): ObjectiveDraft {
  return {
    id: null,
    saved: false,
    question_number: questionNumber,
    question: '',
    options: ['', '', '', ''],
    correct: [],
    question_mark: 1,
  };
}

export function blankTheoryQuestion(questionNumber: number): TheoryDraft {
  return {
    id: null,
    saved: false,
    question_number: questionNumber,
    question: '',
    answer: '',
    question_mark: 1,
    image_file_id: null,
  };
}

/** The kinds of question the draft has. */
export function questionTypesOf(draft: AssignmentDraft): AssignmentQuestionType[] {
  return questionTypes.filter((type) => draft[type].length > 0);
}

/** The ids of the draft's stored questions. */
export function storedIdsOf(draft: AssignmentDraft): ObjectId[] {
  return [...draft.objective, ...draft.theory].flatMap(({ id }) => (id === null ? [] : [id]));
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

type AssignmentRecord = Schema<'AssignmentRecord'>;
type ListedQuestion = Schema<'AssignmentQuestionList'>['data'][number];

const isOption = (value: string): value is AssignmentOption =>
  (assignmentOptions as readonly string[]).includes(value);

/** The teacher's records (with `answer`) of this assignment's set of one kind. */
export function recordsOfSet(
  set: AssignmentSet,
  type: AssignmentQuestionType,
  listed: readonly ListedQuestion[],
): AssignmentRecord[] {
  return listed
    .filter((record): record is AssignmentRecord => 'answer' in record.attributes)
    .filter(
      ({ attributes }) =>
        attributes.question_type === type &&
        attributes.class_id === set.class_id &&
        attributes.subject_id === set.subject_id &&
        attributes.week === set.week &&
        (attributes.sub_class ?? null) === set.sub_class,
    )
    .sort((a, b) => a.attributes.question_number - b.attributes.question_number);
}

/** The draft of stored questions, and whether they are all published. */
export function draftFromRecords(
  objective: readonly AssignmentRecord[],
  theory: readonly AssignmentRecord[],
): LoadedAssignment {
  const all = [...objective, ...theory];
  return {
    dueDate: all[0]?.attributes.due_date ?? '',
    objective: objective.map(({ id, attributes }) => ({
      id,
      saved: true,
      question_number: attributes.question_number,
      question: attributes.question,
      options: [attributes.option1, attributes.option2, attributes.option3, attributes.option4].map(
        (option) => option ?? '',
      ),
      correct: isOption(attributes.answer) ? [attributes.answer] : [],
      question_mark: attributes.question_mark,
    })),
    theory: theory.map(({ id, attributes }) => ({
      id,
      saved: true,
      question_number: attributes.question_number,
      question: attributes.question,
      answer: attributes.answer,
      question_mark: attributes.question_mark,
      image_file_id: attributes.image_file_id,
    })),
    savedDueDates: {
      objective: objective[0]?.attributes.due_date ?? null,
      theory: theory[0]?.attributes.due_date ?? null,
    },
    published: all.length > 0 && all.every(({ attributes }) => attributes.status === 'published'),
  };
}
