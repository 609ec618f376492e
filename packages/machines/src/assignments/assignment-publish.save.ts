/**
 * Saving a draft, one call at a time: which call comes next (`nextSaveStep`), the body it sends,
 * the draft once it went through (`afterSaveStep`), and its refusal's reasons named as the draft
 * names its fields (`problemsOfFailure`). Pure functions: the machine's `publishing` states run
 * one save step each.
 */
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../shared/errors.ts';
import {
  type AssignmentDraft,
  type AssignmentQuestionType,
  type AssignmentSet,
  type ObjectiveDraft,
  questionTypesOf,
  type StoredDraft,
  type StoredState,
  type TheoryDraft,
} from './assignment-publish.draft.ts';

type ObjectId = Schema<'ObjectId'>;

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
