/**
 * What publishing an assignment works with: its context and events, the actors it calls
 * (stand-ins until `.provide()` gives the SDK-backed ones of `assignment-publish.actors.ts`),
 * and the actions and guards its states name: the teacher's edits of the draft, the check, and
 * the record of each save step. The states, and which of these they run when, are in
 * `assignment-publish.machine.ts`.
 */
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../shared/errors.ts';
import { checkAssignment } from './assignment-publish.checks.ts';
import {
  type AssignmentQuestionType,
  type AssignmentSet,
  blankObjectiveQuestion,
  blankTheoryQuestion,
  type LoadedAssignment,
  nextQuestionNumber,
  type ObjectiveChanges,
  type StoredDraft,
  type TheoryChanges,
} from './assignment-publish.draft.ts';
import {
  afterSaveStep,
  nextSaveStep,
  problemsOfFailure,
  type SaveStep,
} from './assignment-publish.save.ts';

type ObjectId = Schema<'ObjectId'>;

/** Messages to show. */
export const assignmentPublishMessages = {
  loadFallback: 'Unable to load the assignment',
  checkFailed: 'Some questions need attention before the assignment can be published',
  saveFallback: 'Unable to save the questions',
  publishFallback: 'Unable to publish the assignment',
  published: 'The assignment is published',
  answersFallback: 'Unable to find out whether a student has answered',
  answered: 'A student has already answered this assignment: it can no longer be unpublished',
  unpublishFallback: 'Unable to unpublish the assignment',
  unpublished: 'The assignment is unpublished: students no longer see it',
} as const;

export interface AssignmentPublishMachineInput {
  set: AssignmentSet;
  /** The clock; `() => new Date()` unless given (tests and stories pass a fixed one). */
  now?: () => Date;
}

export interface AssignmentPublishContext extends StoredDraft {
  set: AssignmentSet;
  now: () => Date;
  /**
   * Field problems to show on the form: the check's, or the server's 422 reasons renamed to the
   * draft's fields (`problemsOfFailure`).
   */
  problems: FieldErrors;
  /** The last failure or refusal, in words fit to show. */
  error: string | null;
  /** The last success worth telling. */
  notice: string | null;
  /** A student has answered: the assignment can no longer be unpublished. */
  answered: boolean;
}

/** What `countAnswers` asks: answers to these questions of the assignment's sets. */
export interface AnswerQuery {
  set: AssignmentSet;
  questionTypes: AssignmentQuestionType[];
  questionIds: ObjectId[];
}

type QuestionRef = { kind: AssignmentQuestionType; index: number };
type EditParams =
  | { kind: 'objective'; index: number; changes: ObjectiveChanges }
  | { kind: 'theory'; index: number; changes: TheoryChanges };

export type AssignmentPublishEvent =
  | { type: 'assignment.addQuestion'; kind: AssignmentQuestionType }
  | ({ type: 'assignment.edit' } & EditParams)
  /** Only a question not saved yet can be removed. */
  | ({ type: 'assignment.removeQuestion' } & QuestionRef)
  | { type: 'assignment.setDueDate'; dueDate: Schema<'CalendarDate'> }
  | { type: 'assignment.publish' }
  | { type: 'assignment.unpublish' }
  /** After a failed load or publish. */
  | { type: 'assignment.retry' }
  | { type: 'assignment.dismiss' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`assignmentPublishMachine: the ${name} actor was not provided`));

/** The problems of one question or field go once the teacher changes it. */
function withoutProblems(problems: FieldErrors, keep: (field: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(problems).filter(([field]) => keep(field)));
}

/** The named sources of the machine; `assignment-publish.machine.ts` says when each runs. */
export const assignmentPublishSetup = setup({
  types: {
    context: {} as AssignmentPublishContext,
    events: {} as AssignmentPublishEvent,
    input: {} as AssignmentPublishMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    loadAssignment: fromPromise<LoadedAssignment, AssignmentSet>(notProvided('loadAssignment')),
    createObjectiveQuestions: fromPromise<ObjectId[], Schema<'ObjectiveAssignmentInput'>>(
      notProvided('createObjectiveQuestions'),
    ),
    updateObjectiveQuestions: fromPromise<void, Schema<'ObjectiveAssignmentUpdate'>>(
      notProvided('updateObjectiveQuestions'),
    ),
    createTheoryQuestions: fromPromise<ObjectId[], Schema<'TheoryAssignmentInput'>>(
      notProvided('createTheoryQuestions'),
    ),
    updateTheoryQuestion: fromPromise<void, Schema<'TheoryAssignmentUpdate'>>(
      notProvided('updateTheoryQuestion'),
    ),
    publishQuestions: fromPromise<void, Schema<'AssignmentPublishInput'>[]>(
      notProvided('publishQuestions'),
    ),
    countAnswers: fromPromise<number, AnswerQuery>(notProvided('countAnswers')),
    unpublishQuestions: fromPromise<void, Schema<'AssignmentPublishInput'>[]>(
      notProvided('unpublishQuestions'),
    ),
  },
  actions: {
    loadDraft: assign((_, params: { loaded: LoadedAssignment }) => ({
      dueDate: params.loaded.dueDate,
      objective: params.loaded.objective,
      theory: params.loaded.theory,
      savedDueDates: params.loaded.savedDueDates,
      problems: {},
      error: null,
      notice: null,
    })),
    addQuestion: assign(({ context }, params: { kind: AssignmentQuestionType }) => {
      const problems = withoutProblems(context.problems, (field) => field !== 'questions');
      return params.kind === 'objective'
        ? {
            problems,
            objective: [
              ...context.objective,
              blankObjectiveQuestion(nextQuestionNumber(context.objective)),
            ],
          }
        : {
            problems,
            theory: [...context.theory, blankTheoryQuestion(nextQuestionNumber(context.theory))],
          };
    }),
    editQuestion: assign(({ context }, params: EditParams) => {
      const prefix = `${params.kind}.${params.index}.`;
      const problems = withoutProblems(context.problems, (field) => !field.startsWith(prefix));
      if (params.kind === 'objective') {
        return {
          problems,
          objective: context.objective.map((question, index) =>
            index === params.index ? { ...question, ...params.changes, saved: false } : question,
          ),
        };
      }
      return {
        problems,
        theory: context.theory.map((question, index) =>
          index === params.index ? { ...question, ...params.changes, saved: false } : question,
        ),
      };
    }),
    removeQuestion: assign(({ context }, params: QuestionRef) => {
      // Later questions move up, so their problems no longer match their index: check again.
      const problems = withoutProblems(
        context.problems,
        (field) => !field.startsWith(`${params.kind}.`),
      );
      return params.kind === 'objective'
        ? { problems, objective: context.objective.filter((_, index) => index !== params.index) }
        : { problems, theory: context.theory.filter((_, index) => index !== params.index) };
    }),
    setDueDate: assign(({ context }, params: { dueDate: Schema<'CalendarDate'> }) => ({
      dueDate: params.dueDate,
      problems: withoutProblems(context.problems, (field) => field !== 'dueDate'),
    })),
    /** The check, with the injected clock read once. */
    checkDraft: assign(({ context }) => {
      const problems = checkAssignment(context, context.now());
      return {
        problems,
        error: Object.keys(problems).length > 0 ? assignmentPublishMessages.checkFailed : null,
        notice: null,
      };
    }),
    recordSaved: assign(
      ({ context }, params: { step: Exclude<SaveStep, 'publish'>; ids?: ObjectId[] }) => {
        const saved = afterSaveStep(context, params.step, params.ids);
        return {
          objective: saved.objective,
          theory: saved.theory,
          savedDueDates: saved.savedDueDates,
        };
      },
    ),
    recordStepFailure: assign(
      ({ context }, params: { step: SaveStep; error: unknown; fallback: string }) => ({
        error: failureMessage(params.error, params.fallback),
        problems: problemsOfFailure(context, params.step, params.error),
        notice: null,
      }),
    ),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
      notice: null,
    })),
    recordNotice: assign((_, params: { notice: string }) => ({
      notice: params.notice,
      error: null,
      problems: {},
    })),
    recordAnswered: assign({
      answered: true,
      error: assignmentPublishMessages.answered,
      notice: null,
    }),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    isPublished: (_, params: { loaded: LoadedAssignment }) => params.loaded.published,
    isUnsavedQuestion: ({ context }, params: QuestionRef) =>
      context[params.kind][params.index]?.id === null,
    hasProblems: ({ context }) => Object.keys(context.problems).length > 0,
    nextStepIs: ({ context }, params: { step: SaveStep }) => nextSaveStep(context) === params.step,
    isAnswered: ({ context }) => context.answered,
    hasAnswers: (_, params: { count: number }) => params.count > 0,
  },
});
