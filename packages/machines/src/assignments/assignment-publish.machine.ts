/**
 * Publishing an assignment (domain rules "Assignments"): the teacher edits the draft (objective
 * and theory questions, one due date), asks to publish, the draft is checked
 * (`checkAssignment`), saved and published; a published assignment can be unpublished while no
 * student has answered it.
 *
 * How saving fits: the draft lives in the machine until it is published. Publishing saves it
 * one call at a time (`nextSaveStep`): new objective questions (`POST /objective-assignment`),
 * edited objective questions (`PATCH /edit-obj-assignment`), new theory questions
 * (`POST /theory-assignment`), each edited theory question (`PATCH /edit-thoery-assignment`),
 * then `PATCH /publish/assignment` for each kind the draft has. Each call that succeeds is
 * recorded at once (stored ids, saved flags, the set's due date), so a failure leaves the draft
 * as the teacher wrote it and `assignment.retry` goes on from the call that failed (checking
 * again first: the clock may have passed the due date meanwhile) without adding questions twice.
 * Publishing is idempotent, so a retry of a half-done publish publishes both kinds again.
 *
 * Unpublishing first asks for the answers to the week (`GET /assignment-answer/...`): any answer
 * to one of the draft's questions refuses it for good; otherwise `PATCH /publish/assignment`
 * with `is_publish: false` brings the draft back for editing. (A student may still answer between
 * the two calls; the contract has no unpublish-if-unanswered call.)
 *
 * The clock is injected (`input.now`) and read only by the `checkDraft` action; guards read
 * context. I/O comes in through `.provide()`: the actors of `assignment-publish.actors.ts`.
 */
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../shared/errors.ts';
import { checkAssignment } from './assignment-publish.checks.ts';
import {
  type AssignmentQuestionType,
  type AssignmentSet,
  afterSaveStep,
  blankObjectiveQuestion,
  blankTheoryQuestion,
  type LoadedAssignment,
  nextQuestionNumber,
  nextSaveStep,
  type ObjectiveChanges,
  objectiveCreateBody,
  objectiveUpdateBody,
  problemsOfFailure,
  publishBodies,
  questionTypesOf,
  type SaveStep,
  type StoredDraft,
  storedIdsOf,
  type TheoryChanges,
  theoryCreateBody,
  theoryUpdateBody,
} from './assignment-publish.draft.ts';

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

export const assignmentPublishMachine = setup({
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
}).createMachine({
  id: 'assignmentPublish',
  context: ({ input }) => ({
    set: input.set,
    now: input.now ?? (() => new Date()),
    dueDate: '',
    objective: [],
    theory: [],
    savedDueDates: { objective: null, theory: null },
    problems: {},
    error: null,
    notice: null,
    answered: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAssignment',
        src: 'loadAssignment',
        input: ({ context }) => context.set,
        onDone: [
          {
            guard: { type: 'isPublished', params: ({ event }) => ({ loaded: event.output }) },
            target: 'published',
            actions: { type: 'loadDraft', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'draft',
            actions: { type: 'loadDraft', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        // Never an empty draft in place of one that could not be read: saving it would clash.
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({
              error: event.error,
              fallback: assignmentPublishMessages.loadFallback,
            }),
          },
        },
      },
    },
    loadFailed: {
      on: {
        'assignment.retry': { target: 'loading', actions: 'clearMessages' },
      },
    },
    draft: {
      on: {
        'assignment.addQuestion': {
          actions: { type: 'addQuestion', params: ({ event }) => ({ kind: event.kind }) },
        },
        'assignment.edit': {
          actions: { type: 'editQuestion', params: ({ event }) => event },
        },
        'assignment.removeQuestion': {
          guard: {
            type: 'isUnsavedQuestion',
            params: ({ event }) => ({ kind: event.kind, index: event.index }),
          },
          actions: {
            type: 'removeQuestion',
            params: ({ event }) => ({ kind: event.kind, index: event.index }),
          },
        },
        'assignment.setDueDate': {
          actions: { type: 'setDueDate', params: ({ event }) => ({ dueDate: event.dueDate }) },
        },
        'assignment.publish': { target: 'checking' },
        'assignment.dismiss': { actions: 'clearMessages' },
      },
    },
    /** Passed through at once: back to the draft with its problems, or on to publishing. */
    checking: {
      entry: 'checkDraft',
      always: [{ guard: 'hasProblems', target: 'draft' }, { target: 'publishing' }],
    },
    publishing: {
      tags: ['busy'],
      initial: 'next',
      states: {
        /** Passed through at once: the next call (`nextSaveStep`). */
        next: {
          always: [
            {
              guard: { type: 'nextStepIs', params: { step: 'createObjective' } },
              target: 'creatingObjective',
            },
            {
              guard: { type: 'nextStepIs', params: { step: 'updateObjective' } },
              target: 'updatingObjective',
            },
            {
              guard: { type: 'nextStepIs', params: { step: 'createTheory' } },
              target: 'creatingTheory',
            },
            {
              guard: { type: 'nextStepIs', params: { step: 'updateTheory' } },
              target: 'updatingTheory',
            },
            { target: 'publishingQuestions' },
          ],
        },
        creatingObjective: {
          invoke: {
            id: 'createObjectiveQuestions',
            src: 'createObjectiveQuestions',
            input: ({ context }) => objectiveCreateBody(context.set, context),
            onDone: {
              target: 'next',
              actions: {
                type: 'recordSaved',
                params: ({ event }) => ({ step: 'createObjective', ids: event.output }),
              },
            },
            onError: {
              target: '#assignmentPublish.publishFailed',
              actions: {
                type: 'recordStepFailure',
                params: ({ event }) => ({
                  step: 'createObjective',
                  error: event.error,
                  fallback: assignmentPublishMessages.saveFallback,
                }),
              },
            },
          },
        },
        updatingObjective: {
          invoke: {
            id: 'updateObjectiveQuestions',
            src: 'updateObjectiveQuestions',
            input: ({ context }) => objectiveUpdateBody(context),
            onDone: {
              target: 'next',
              actions: { type: 'recordSaved', params: { step: 'updateObjective' } },
            },
            onError: {
              target: '#assignmentPublish.publishFailed',
              actions: {
                type: 'recordStepFailure',
                params: ({ event }) => ({
                  step: 'updateObjective',
                  error: event.error,
                  fallback: assignmentPublishMessages.saveFallback,
                }),
              },
            },
          },
        },
        creatingTheory: {
          invoke: {
            id: 'createTheoryQuestions',
            src: 'createTheoryQuestions',
            input: ({ context }) => theoryCreateBody(context.set, context),
            onDone: {
              target: 'next',
              actions: {
                type: 'recordSaved',
                params: ({ event }) => ({ step: 'createTheory', ids: event.output }),
              },
            },
            onError: {
              target: '#assignmentPublish.publishFailed',
              actions: {
                type: 'recordStepFailure',
                params: ({ event }) => ({
                  step: 'createTheory',
                  error: event.error,
                  fallback: assignmentPublishMessages.saveFallback,
                }),
              },
            },
          },
        },
        updatingTheory: {
          invoke: {
            id: 'updateTheoryQuestion',
            src: 'updateTheoryQuestion',
            input: ({ context }) => theoryUpdateBody(context),
            onDone: {
              target: 'next',
              actions: { type: 'recordSaved', params: { step: 'updateTheory' } },
            },
            onError: {
              target: '#assignmentPublish.publishFailed',
              actions: {
                type: 'recordStepFailure',
                params: ({ event }) => ({
                  step: 'updateTheory',
                  error: event.error,
                  fallback: assignmentPublishMessages.saveFallback,
                }),
              },
            },
          },
        },
        publishingQuestions: {
          invoke: {
            id: 'publishQuestions',
            src: 'publishQuestions',
            input: ({ context }) => publishBodies(context.set, context, true),
            onDone: {
              target: '#assignmentPublish.published',
              actions: {
                type: 'recordNotice',
                params: { notice: assignmentPublishMessages.published },
              },
            },
            onError: {
              target: '#assignmentPublish.publishFailed',
              actions: {
                type: 'recordStepFailure',
                params: ({ event }) => ({
                  step: 'publish',
                  error: event.error,
                  fallback: assignmentPublishMessages.publishFallback,
                }),
              },
            },
          },
        },
      },
    },
    /** What was saved stays saved; the draft is as the teacher left it. */
    publishFailed: {
      on: {
        'assignment.retry': { target: 'checking' },
        'assignment.dismiss': { target: 'draft', actions: 'clearMessages' },
      },
    },
    published: {
      on: {
        'assignment.unpublish': [
          {
            guard: 'isAnswered',
            actions: 'recordAnswered',
          },
          { target: 'unpublishing', actions: 'clearMessages' },
        ],
        'assignment.dismiss': { actions: 'clearMessages' },
      },
    },
    unpublishing: {
      tags: ['busy'],
      initial: 'checkingAnswers',
      states: {
        checkingAnswers: {
          invoke: {
            id: 'countAnswers',
            src: 'countAnswers',
            input: ({ context }) => ({
              set: context.set,
              questionTypes: questionTypesOf(context),
              questionIds: storedIdsOf(context),
            }),
            onDone: [
              {
                guard: { type: 'hasAnswers', params: ({ event }) => ({ count: event.output }) },
                target: '#assignmentPublish.published',
                actions: 'recordAnswered',
              },
              { target: 'unpublishingQuestions' },
            ],
            onError: {
              target: '#assignmentPublish.published',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: assignmentPublishMessages.answersFallback,
                }),
              },
            },
          },
        },
        unpublishingQuestions: {
          invoke: {
            id: 'unpublishQuestions',
            src: 'unpublishQuestions',
            input: ({ context }) => publishBodies(context.set, context, false),
            onDone: {
              target: '#assignmentPublish.draft',
              actions: {
                type: 'recordNotice',
                params: { notice: assignmentPublishMessages.unpublished },
              },
            },
            onError: {
              target: '#assignmentPublish.published',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: assignmentPublishMessages.unpublishFallback,
                }),
              },
            },
          },
        },
      },
    },
  },
});

/**
 * Every state a view can show, as dotted paths (`checking` and `publishing.next` are passed
 * through within one step and never shown).
 */
export const assignmentPublishStates = [
  'loading',
  'loadFailed',
  'draft',
  'publishing.creatingObjective',
  'publishing.updatingObjective',
  'publishing.creatingTheory',
  'publishing.updatingTheory',
  'publishing.publishingQuestions',
  'publishFailed',
  'published',
  'unpublishing.checkingAnswers',
  'unpublishing.unpublishingQuestions',
] as const;

export type AssignmentPublishState = (typeof assignmentPublishStates)[number];
