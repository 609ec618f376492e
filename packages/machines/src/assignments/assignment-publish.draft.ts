/**
 * The draft of one assignment: the objective and theory questions of a (period, term, session,
 * week, class arm, subject) as the teacher's form edits them, and what is left to save of them.
 *
 * The contract keeps objective and theory questions in two sets (one per `question_type`) with a
 * due date each; the draft has one due date for both. Every question remembers its stored `id`
 * (null until first saved) and whether the server holds it as shown (`saved`), so that saving
 * goes on where a failed attempt stopped instead of adding questions twice.
 *
 * Pure functions only: the machine and the SDK-backed actors build on them.
 */
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../shared/errors.ts';

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
interface StoredState {
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
// Saving, one call at a time
// ---------------------------------------------------------------------------------------------

/**
 * The next call of a publish: new objective questions, edited objective questions, new theory
 * questions, edited theory questions (one per call: the contract edits one at a time), then the
 * publish itself. A due date the server does not have yet goes with the first call of each set.
 */
export type SaveStep =
  | 'createObjective'
  | 'updateObjective'
  | 'createTheory'
  | 'updateTheory'
  | 'publish';

const isNew = (question: StoredState) => question.id === null;
const isEdited = (question: StoredState) => question.id !== null && !question.saved;

function indexesWhere<T>(list: readonly T[], keep: (item: T) => boolean): number[] {
  return list.flatMap((item, index) => (keep(item) ? [index] : []));
}

function dueDateChanged(draft: StoredDraft, type: AssignmentQuestionType): boolean {
  return (
    draft[type].some((question) => !isNew(question)) && draft.savedDueDates[type] !== draft.dueDate
  );
}

export function nextSaveStep(draft: StoredDraft): SaveStep {
  if (draft.objective.some(isNew)) return 'createObjective';
  if (draft.objective.some(isEdited) || dueDateChanged(draft, 'objective'))
    return 'updateObjective';
  if (draft.theory.some(isNew)) return 'createTheory';
  if (draft.theory.some(isEdited) || dueDateChanged(draft, 'theory')) return 'updateTheory';
  return 'publish';
}

function setFields(set: AssignmentSet) {
  return {
    period: set.period,
    term: set.term,
    session: set.session,
    week: set.week,
    class_id: set.class_id,
    sub_class: set.sub_class,
    subject_id: set.subject_id,
  };
}

/** The option texts and correct option of a checked objective question, as the contract has them. */
function objectiveFields(question: ObjectiveDraft) {
  const [option1 = '', option2 = '', option3 = '', option4 = ''] = question.options;
  return {
    question: question.question,
    option1,
    option2,
    option3,
    option4,
    answer: question.correct[0] ?? 'option1',
    question_mark: question.question_mark,
  };
}

function theoryFields(question: TheoryDraft) {
  return {
    question: question.question,
    answer: question.answer,
    question_mark: question.question_mark,
    image_file_id: question.image_file_id ?? null,
  };
}

/** Indexes of the objective questions the `createObjective` step sends, in body order. */
export const objectiveToCreate = (draft: AssignmentDraft) => indexesWhere(draft.objective, isNew);
/** Indexes of the objective questions the `updateObjective` step sends, in body order. */
export const objectiveToUpdate = (draft: AssignmentDraft) =>
  indexesWhere(draft.objective, isEdited);
/** Indexes of the theory questions the `createTheory` step sends, in body order. */
export const theoryToCreate = (draft: AssignmentDraft) => indexesWhere(draft.theory, isNew);
/** Index of the theory question the `updateTheory` step sends; -1 for the due date alone. */
export const theoryToUpdate = (draft: AssignmentDraft) => draft.theory.findIndex(isEdited);

export function objectiveCreateBody(
  set: AssignmentSet,
  draft: AssignmentDraft,
): Schema<'ObjectiveAssignmentInput'> {
  return {
    ...setFields(set),
    due_date: draft.dueDate,
    questions: objectiveToCreate(draft).map((index) => {
      const question = draft.objective[index] as ObjectiveDraft;
      return { question_number: question.question_number, ...objectiveFields(question) };
    }),
  };
}

export function objectiveUpdateBody(draft: AssignmentDraft): Schema<'ObjectiveAssignmentUpdate'> {
  const edited = objectiveToUpdate(draft).map((index) => draft.objective[index] as ObjectiveDraft);
  const stored = draft.objective.find((question) => question.id !== null);
  return {
    due_date: draft.dueDate,
    // A due date alone still names a question of the set (with a field that does not change).
    questions:
      edited.length > 0
        ? edited.map((question) => ({ id: question.id as ObjectId, ...objectiveFields(question) }))
        : [{ id: stored?.id as ObjectId, question_number: stored?.question_number as number }],
  };
}

export function theoryCreateBody(
  set: AssignmentSet,
  draft: AssignmentDraft,
): Schema<'TheoryAssignmentInput'> {
  return {
    ...setFields(set),
    due_date: draft.dueDate,
    questions: theoryToCreate(draft).map((index) => {
      const question = draft.theory[index] as TheoryDraft;
      return { question_number: question.question_number, ...theoryFields(question) };
    }),
  };
}

export function theoryUpdateBody(draft: AssignmentDraft): Schema<'TheoryAssignmentUpdate'> {
  const edited = draft.theory[theoryToUpdate(draft)];
  if (edited !== undefined) {
    return { id: edited.id as ObjectId, ...theoryFields(edited), due_date: draft.dueDate };
  }
  const stored = draft.theory.find((question) => question.id !== null);
  return { id: stored?.id as ObjectId, due_date: draft.dueDate };
}

/**
 * The `PATCH /publish/assignment` bodies for the kinds the draft has. A set for every arm
 * (`sub_class` null) leaves `sub_class` out, which the contract reads as all of the class's sets.
 */
export function publishBodies(
  set: AssignmentSet,
  draft: AssignmentDraft,
  isPublish: boolean,
): Schema<'AssignmentPublishInput'>[] {
  const { sub_class, ...fields } = setFields(set);
  return questionTypesOf(draft).map((question_type) => ({
    ...fields,
    ...(sub_class === null ? {} : { sub_class }),
    question_type,
    is_publish: isPublish,
  }));
}

function withIds<T extends StoredState>(list: T[], indexes: number[], ids: readonly ObjectId[]) {
  return list.map((question, index) => {
    const id = ids[indexes.indexOf(index)];
    return id === undefined ? question : { ...question, id, saved: true };
  });
}

function markSaved<T extends StoredState>(list: T[], indexes: number[]) {
  return list.map((question, index) =>
    indexes.includes(index) ? { ...question, saved: true } : question,
  );
}

/** The draft after a save step succeeded; `ids` are those a create step answered, in order. */
export function afterSaveStep(
  draft: StoredDraft,
  step: Exclude<SaveStep, 'publish'>,
  ids: readonly ObjectId[] = [],
): StoredDraft {
  const savedDueDates = (type: AssignmentQuestionType) => ({
    ...draft.savedDueDates,
    [type]: draft.dueDate,
  });
  switch (step) {
    case 'createObjective':
      return {
        ...draft,
        objective: withIds(draft.objective, objectiveToCreate(draft), ids),
        savedDueDates: savedDueDates('objective'),
      };
    case 'updateObjective':
      return {
        ...draft,
        objective: markSaved(draft.objective, objectiveToUpdate(draft)),
        savedDueDates: savedDueDates('objective'),
      };
    case 'createTheory':
      return {
        ...draft,
        theory: withIds(draft.theory, theoryToCreate(draft), ids),
        savedDueDates: savedDueDates('theory'),
      };
    case 'updateTheory':
      return {
        ...draft,
        theory: markSaved(draft.theory, [theoryToUpdate(draft)]),
        savedDueDates: savedDueDates('theory'),
      };
  }
}

/**
 * The field reasons of a refused save step (422), named as the draft names its fields:
 * `questions.1.option2` of a create becomes `objective.<index of that question>.option2`,
 * `due_date` becomes `dueDate`.
 */
export function problemsOfFailure(
  draft: AssignmentDraft,
  step: SaveStep,
  error: unknown,
): FieldErrors {
  const kind: AssignmentQuestionType = step.endsWith('Objective') ? 'objective' : 'theory';
  const sent =
    step === 'createObjective'
      ? objectiveToCreate(draft)
      : step === 'updateObjective'
        ? objectiveToUpdate(draft)
        : step === 'createTheory'
          ? theoryToCreate(draft)
          : [];
  const rename = (field: string): string => {
    if (field === 'due_date') return 'dueDate';
    if (step === 'updateTheory' && theoryToUpdate(draft) >= 0 && !field.includes('.')) {
      return field === 'id' ? field : `theory.${theoryToUpdate(draft)}.${field}`;
    }
    const match = /^questions\.(\d+)\.(.+)$/.exec(field);
    const index = match ? sent[Number(match[1])] : undefined;
    return match && index !== undefined ? `${kind}.${index}.${match[2]}` : field;
  };
  const problems: FieldErrors = {};
  for (const [field, reasons] of Object.entries(fieldErrorsOf(error))) {
    const name = rename(field);
    problems[name] = [...(problems[name] ?? []), ...reasons];
  }
  return problems;
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
