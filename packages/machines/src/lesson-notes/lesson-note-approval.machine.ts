/**
 * The approval of one lesson note or flip class (domain rules "Lesson notes and flip classes"):
 * `not_approved` ⇄ `approved` through approving (with an optional comment) and sending back
 * (with the reason, required: an approver also sends a submitted note back without approving
 * it); an unapproved note with a comment reads as sent back; an edit always leaves the note
 * unapproved and clears the comment (it submits the note again); a delete ends it.
 *
 * Who may call what comes from the contract's `x-roles` (`rolesFor`), per kind; on top of it a
 * teacher edits and deletes only while the note is unapproved. The contract today lets only
 * teachers edit and delete, so nobody edits an approved note: an approver unapproves it first
 * (the server answers 409 otherwise).
 *
 * I/O comes in through `.provide()`: the actors of `lesson-note-approval.actors.ts` (SDK
 * backed). Views render the snapshot, ask `snapshot.can({ type: 'lessonNote.approve' })` to
 * show a button and send `lessonNote.*` events.
 */
import {
  type FieldErrors,
  type OperationId,
  type RoleName,
  rolesFor,
  type Schema,
} from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';

/** A lesson note (`/v2/lessonnote`) or a flip class (`/v2/flipclass`): the same approval. */
export type LessonNoteKind = 'lessonNote' | 'flipClass';
export type LessonNoteStatus = Schema<'LessonNoteStatus'>;
/** The fields an edit changes; a lesson note has no `video_url` (it is dropped). */
export type LessonNoteChanges = Schema<'LessonNoteUpdate'> | Schema<'FlipClassUpdate'>;
export type LessonNoteRecord = Schema<'LessonNoteRecord'>;
export type FlipClassRecord = Schema<'FlipClassRecord'>;

/** The calls of the approval, by name. */
export type LessonNoteCallName = 'approve' | 'unapprove' | 'edit' | 'delete';

/** A call with what it sends: in flight, or failed and kept for `lessonNote.retry`. */
export type LessonNoteCall =
  | { name: 'approve'; comment: string | null }
  | { name: 'unapprove'; comment: string }
  | { name: 'edit'; changes: LessonNoteChanges }
  | { name: 'delete' };

/** The contract's operation behind each call, per kind (its `x-roles` say who may call it). */
export const lessonNoteOperations = {
  lessonNote: {
    approve: 'approveLessonNote',
    unapprove: 'unapproveLessonNote',
    edit: 'updateLessonNote',
    delete: 'deleteLessonNote',
  },
  flipClass: {
    approve: 'approveFlipClass',
    unapprove: 'unapproveFlipClass',
    edit: 'updateFlipClass',
    delete: 'deleteFlipClass',
  },
} as const satisfies Record<LessonNoteKind, Record<LessonNoteCallName, OperationId>>;

/** Whether the contract lets this role make this call on this kind. */
export function roleMayCall(kind: LessonNoteKind, role: RoleName, call: LessonNoteCallName) {
  return rolesFor(lessonNoteOperations[kind][call]).includes(role);
}

export const lessonNoteApprovalMessages = {
  approved: 'Approved',
  unapproved: 'Sent back',
  edited: 'Saved. It needs approval again',
  deleted: 'Deleted',
  approveFallback: 'Unable to approve',
  unapproveFallback: 'Unable to send back',
  editFallback: 'Unable to save the changes',
  deleteFallback: 'Unable to delete',
} as const;

/** What the machine starts from: the note as listed, and who is looking at it. */
export interface LessonNoteApprovalInput {
  kind: LessonNoteKind;
  /** The signed-in user's role (`user.role` of the session). */
  role: RoleName;
  /** A `LessonNoteRecord` or `FlipClassRecord`; only id, status and comment are read. */
  note: {
    id: string;
    attributes: Pick<Schema<'LessonNoteAttributes'>, 'status' | 'comment'>;
  };
}

export interface LessonNoteApprovalContext {
  kind: LessonNoteKind;
  role: RoleName;
  id: string;
  status: LessonNoteStatus;
  /** The approver's latest comment. */
  comment: string | null;
  /** The call in flight, or the last one that failed (for `lessonNote.retry`). */
  call: LessonNoteCall | null;
  /** The last success, in words fit to show (the server's message when it sent one). */
  notice: string | null;
  /** The last failure, in words fit to show (the server's message when it sent one). */
  error: string | null;
  fieldErrors: FieldErrors;
}

export type LessonNoteApprovalEvent =
  | { type: 'lessonNote.approve'; comment?: string | null }
  /** Sends the note back with the reason (not only spaces: refused otherwise). */
  | { type: 'lessonNote.unapprove'; comment: string }
  | { type: 'lessonNote.edit'; changes: LessonNoteChanges }
  | { type: 'lessonNote.delete' }
  /** Makes the call that failed again. */
  | { type: 'lessonNote.retry' }
  | { type: 'lessonNote.dismiss' };

/** What every call sends besides its own fields. */
export interface LessonNoteTarget {
  kind: LessonNoteKind;
  id: string;
}

export type ApproveNoteInput = LessonNoteTarget & { comment: string | null };
export type SendBackNoteInput = LessonNoteTarget & { comment: string };
export type EditNoteInput = LessonNoteTarget & { changes: LessonNoteChanges };

/** The pending call, which must be `name` (the busy state that reads it was entered for it). */
function pendingCall<Name extends LessonNoteCallName>(
  call: LessonNoteCall | null,
  name: Name,
): Extract<LessonNoteCall, { name: Name }> {
  if (call?.name !== name) {
    throw new Error(`lessonNoteApproval: expected a pending ${name}, not ${call?.name ?? 'none'}`);
  }
  return call as Extract<LessonNoteCall, { name: Name }>;
}

const targetOf = (context: LessonNoteApprovalContext): LessonNoteTarget => ({
  kind: context.kind,
  id: context.id,
});
const notProvided = (name: string) => () =>
  Promise.reject(new Error(`lessonNoteApprovalMachine: the ${name} actor was not provided`));

const approvalSetup = setup({
  types: {
    input: {} as LessonNoteApprovalInput,
    context: {} as LessonNoteApprovalContext,
    events: {} as LessonNoteApprovalEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Resolves with the server's message, if any. */
    approveNote: fromPromise<string | null, ApproveNoteInput>(notProvided('approveNote')),
    unapproveNote: fromPromise<string | null, SendBackNoteInput>(notProvided('unapproveNote')),
    editNote: fromPromise<string | null, EditNoteInput>(notProvided('editNote')),
    deleteNote: fromPromise<string | null, LessonNoteTarget>(notProvided('deleteNote')),
  },
  actions: {
    startCall: assign((_, params: { call: LessonNoteCall }) => ({
      call: params.call,
      notice: null,
      error: null,
      fieldErrors: {},
    })),
    /** The call went through: the note's new status and comment, and the server's words. */
    finishCall: assign(
      (_, params: { status: LessonNoteStatus; comment: string | null; notice: string | null }) => ({
        status: params.status,
        comment: params.comment,
        call: null,
        notice: params.notice,
        error: null,
        fieldErrors: {},
      }),
    ),
    /** The call failed: the note stays as it was, the call is kept for a retry. */
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      notice: null,
      error: failureMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    dismiss: assign({ call: null, notice: null, error: null, fieldErrors: {} }),
  },
  guards: {
    isApproved: ({ context }) => context.status === 'approved',
    /** Admin, principal and superadmin, as the contract's `x-roles` of approve say. */
    mayApprove: ({ context }) => roleMayCall(context.kind, context.role, 'approve'),
    /** The contract's roles of unapprove, and a reason to send the note back with. */
    maySendBack: ({ context, event }) =>
      roleMayCall(context.kind, context.role, 'unapprove') &&
      event.type === 'lessonNote.unapprove' &&
      event.comment.trim() !== '',
    /** The contract's roles of edit; a teacher only while the note is unapproved. */
    mayEdit: ({ context }) =>
      roleMayCall(context.kind, context.role, 'edit') &&
      (context.role !== 'teacher' || context.status === 'not_approved'),
    /** The contract's roles of delete; a teacher only while the note is unapproved. */
    mayDelete: ({ context }) =>
      roleMayCall(context.kind, context.role, 'delete') &&
      (context.role !== 'teacher' || context.status === 'not_approved'),
    failedCallIs: (_, params: { call: LessonNoteCall | null; name: LessonNoteCallName }) =>
      params.call?.name === params.name,
  },
});

/** The busy state of each call; it invokes the call's actor (`approveNote` for `approve`). */
const busyStateOf = {
  approve: 'approving',
  unapprove: 'unapproving',
  edit: 'editing',
  delete: 'deleting',
} as const satisfies Record<LessonNoteCallName, string>;

/** How a call ends: the note it leaves, and the words for success and failure. */
interface CallOutcome<Name extends LessonNoteCallName> {
  target: 'ready.approved' | 'ready.unapproved' | 'deleted';
  /** The note's status and comment once the call went through. */
  settled: (
    context: LessonNoteApprovalContext,
    call: Extract<LessonNoteCall, { name: Name }>,
  ) => { status: LessonNoteStatus; comment: string | null };
  notice: string;
  fallback: string;
  /** Where a failure goes; `ready` shows the note as its (unchanged) status says. */
  failed: 'ready' | 'ready.unapproved';
}

/**
 * The busy state of one call: it sends the note and what the pending call holds, then shows
 * the note as `settled` says; a failure leaves the note as it was and keeps the call for
 * `lessonNote.retry`.
 */
function callState<Name extends LessonNoteCallName>(name: Name, outcome: CallOutcome<Name>) {
  type Args = { context: LessonNoteApprovalContext };
  type Sent = LessonNoteTarget & Omit<Extract<LessonNoteCall, { name: Name }>, 'name'>;
  const actor = `${name}Note` as const;
  // A plain config, checked by `createMachine` where `name` is known (and with it the actor).
  return {
    tags: ['busy'],
    invoke: {
      id: actor,
      src: actor,
      input: ({ context }: Args): Sent => {
        const { name: _name, ...sent } = pendingCall(context.call, name);
        return { ...targetOf(context), ...sent };
      },
      onDone: {
        target: outcome.target,
        actions: {
          type: 'finishCall',
          params: ({ context, event }: Args & { event: { output: string | null } }) => ({
            ...outcome.settled(context, pendingCall(context.call, name)),
            notice: event.output || outcome.notice,
          }),
        },
      },
      onError: {
        target: outcome.failed,
        actions: {
          type: 'recordFailure',
          params: ({ event }: { event: { error: unknown } }) => ({
            error: event.error,
            fallback: outcome.fallback,
          }),
        },
      },
    },
  } as const;
}

const messages = lessonNoteApprovalMessages;

/** The approved note, which an approver may send back with the reason. */
const approved = approvalSetup.createStateConfig({
  on: {
    'lessonNote.unapprove': {
      guard: 'maySendBack',
      target: '#lessonNoteApproval.unapproving',
      actions: {
        type: 'startCall',
        params: ({ event }) => ({ call: { name: 'unapprove', comment: event.comment.trim() } }),
      },
    },
  },
});

export const lessonNoteApprovalMachine = approvalSetup.createMachine({
  id: 'lessonNoteApproval',
  context: ({ input }) => ({
    kind: input.kind,
    role: input.role,
    id: input.note.id,
    status: input.note.attributes.status,
    comment: input.note.attributes.comment,
    call: null,
    notice: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'deciding',
      on: {
        'lessonNote.edit': {
          guard: 'mayEdit',
          target: 'editing',
          actions: {
            type: 'startCall',
            params: ({ event }) => ({ call: { name: 'edit', changes: event.changes } }),
          },
        },
        'lessonNote.delete': {
          guard: 'mayDelete',
          target: 'deleting',
          actions: { type: 'startCall', params: { call: { name: 'delete' } } },
        },
        // The failed call again, in its own busy state.
        'lessonNote.retry': (['approve', 'unapprove', 'edit', 'delete'] as const).map((name) => ({
          guard: {
            type: 'failedCallIs' as const,
            params: ({ context }: { context: LessonNoteApprovalContext }) => ({
              call: context.call,
              name,
            }),
          },
          target: busyStateOf[name],
        })),
        'lessonNote.dismiss': { actions: 'dismiss' },
      },
      states: {
        /** Passing through: shows the note as its status says (at start and after a failure). */
        deciding: {
          always: [{ guard: 'isApproved', target: 'approved' }, { target: 'unapproved' }],
        },
        unapproved: {
          on: {
            'lessonNote.approve': {
              guard: 'mayApprove',
              target: '#lessonNoteApproval.approving',
              actions: {
                type: 'startCall',
                params: ({ event }) => ({
                  call: { name: 'approve', comment: event.comment ?? null },
                }),
              },
            },
            // Sending a submitted note back with the reason: the reviewer asks for changes
            // without approving first.
            'lessonNote.unapprove': approved.on['lessonNote.unapprove'],
          },
        },
        approved,
      },
    },
    approving: callState('approve', {
      target: 'ready.approved',
      settled: (_, call) => ({ status: 'approved', comment: call.comment }),
      notice: messages.approved,
      fallback: messages.approveFallback,
      failed: 'ready.unapproved',
    }),
    unapproving: callState('unapprove', {
      target: 'ready.unapproved',
      settled: (_, call) => ({ status: 'not_approved', comment: call.comment }),
      notice: messages.unapproved,
      fallback: messages.unapproveFallback,
      // Back to the note as it was: approved, or unapproved when it was being sent back.
      failed: 'ready',
    }),
    // Every edit needs approval again: the approval and its comment are gone.
    editing: callState('edit', {
      target: 'ready.unapproved',
      settled: () => ({ status: 'not_approved', comment: null }),
      notice: messages.edited,
      fallback: messages.editFallback,
      failed: 'ready',
    }),
    deleting: callState('delete', {
      target: 'deleted',
      settled: (context) => ({ status: context.status, comment: context.comment }),
      notice: messages.deleted,
      fallback: messages.deleteFallback,
      failed: 'ready',
    }),
    deleted: { type: 'final' },
  },
});

/** Every state a view can show, as dotted paths (`ready.deciding` is only passed through). */
export const lessonNoteApprovalStates = [
  'ready.unapproved',
  'ready.approved',
  'approving',
  'unapproving',
  'editing',
  'deleting',
  'deleted',
] as const;

export type LessonNoteApprovalState = (typeof lessonNoteApprovalStates)[number];
