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
 * What the states work with (context, events, actors, actions, guards) is in
 * `assignment-publish.setup.ts`; the save calls' bodies are in `assignment-publish.save.ts`.
 */
import type { Schema } from '@schoolmates/sdk';
import { questionTypesOf, storedIdsOf } from './assignment-publish.draft.ts';
import {
  objectiveCreateBody,
  objectiveUpdateBody,
  publishBodies,
  type SaveStep,
  theoryCreateBody,
  theoryUpdateBody,
} from './assignment-publish.save.ts';
import {
  type AssignmentPublishContext,
  assignmentPublishMessages,
  assignmentPublishSetup,
} from './assignment-publish.setup.ts';

type ObjectId = Schema<'ObjectId'>;

/**
 * One save step of a publish (`nextSaveStep` chose it): the call goes out with the body `input`
 * builds, what went through is recorded at once and the next step follows; a failure stops the
 * publish with the server's reasons on the draft's fields. A plain config: `createMachine`
 * checks it where it is used, against the actor `src` names.
 */
function saveStepState<Src extends string, Input>(
  step: Exclude<SaveStep, 'publish'>,
  src: Src,
  input: (args: { context: AssignmentPublishContext }) => Input,
) {
  return {
    invoke: {
      id: src,
      src,
      input,
      onDone: {
        target: 'next',
        actions: {
          type: 'recordSaved',
          // A create step answers the new questions' ids; an update step answers nothing.
          // biome-ignore lint/suspicious/noConfusingVoidType: the update actors resolve with void.
          params: ({ event }: { event: { output: ObjectId[] | void } }) => ({
            step,
            ids: Array.isArray(event.output) ? event.output : undefined,
          }),
        },
      },
      onError: {
        target: '#assignmentPublish.publishFailed',
        actions: {
          type: 'recordStepFailure',
          params: ({ event }: { event: { error: unknown } }) => ({
            step,
            error: event.error,
            fallback: assignmentPublishMessages.saveFallback,
          }),
        },
      },
    },
  } as const;
}

export const assignmentPublishMachine = assignmentPublishSetup.createMachine({
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
        creatingObjective: saveStepState(
          'createObjective',
          'createObjectiveQuestions',
          ({ context }) => objectiveCreateBody(context.set, context),
        ),
        updatingObjective: saveStepState(
          'updateObjective',
          'updateObjectiveQuestions',
          ({ context }) => objectiveUpdateBody(context),
        ),
        creatingTheory: saveStepState('createTheory', 'createTheoryQuestions', ({ context }) =>
          theoryCreateBody(context.set, context),
        ),
        updatingTheory: saveStepState('updateTheory', 'updateTheoryQuestion', ({ context }) =>
          theoryUpdateBody(context),
        ),
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
