import { type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import {
  type ApproveNoteInput,
  type EditNoteInput,
  type LessonNoteTarget,
  lessonNoteApprovalMachine,
  type SendBackNoteInput,
} from './lesson-note-approval.machine.ts';

export interface LessonNoteApprovalDependencies {
  client: SchoolmatesClient;
}

/** A lesson note has no video link: an edit of one leaves `video_url` out. */
function lessonNoteChanges(changes: Schema<'FlipClassUpdate'>): Schema<'LessonNoteUpdate'> {
  const { video_url: _videoUrl, ...rest } = changes;
  return rest;
}

/**
 * The approval's actors, backed by the SDK: `/v2/lessonnote/*` for a lesson note,
 * `/v2/flipclass/*` for a flip class. Each resolves with the server's message, if any.
 */
export function createLessonNoteApprovalActors({ client }: LessonNoteApprovalDependencies) {
  return {
    approveNote: fromPromise<string | null, ApproveNoteInput>(async ({ input }) => {
      const request = { params: { path: { id: input.id } }, body: { comment: input.comment } };
      const answer =
        input.kind === 'flipClass'
          ? await unwrap(client.PATCH('/v2/flipclass/approve/{id}', request))
          : await unwrap(client.PATCH('/v2/lessonnote/approve/{id}', request));
      return answer?.message ?? null;
    }),
    unapproveNote: fromPromise<string | null, SendBackNoteInput>(async ({ input }) => {
      const request = { params: { path: { id: input.id } }, body: { comment: input.comment } };
      const answer =
        input.kind === 'flipClass'
          ? await unwrap(client.PATCH('/v2/flipclass/unapprove/{id}', request))
          : await unwrap(client.PATCH('/v2/lessonnote/unapprove/{id}', request));
      return answer?.message ?? null;
    }),
    editNote: fromPromise<string | null, EditNoteInput>(async ({ input }) => {
      const params = { path: { id: input.id } };
      const changes: Schema<'FlipClassUpdate'> = input.changes;
      const answer =
        input.kind === 'flipClass'
          ? await unwrap(client.PATCH('/v2/flipclass/edit/{id}', { params, body: changes }))
          : await unwrap(
              client.PATCH('/v2/lessonnote/edit/{id}', {
                params,
                body: lessonNoteChanges(changes),
              }),
            );
      return answer?.message ?? null;
    }),
    deleteNote: fromPromise<string | null, LessonNoteTarget>(async ({ input }) => {
      const request = { params: { path: { id: input.id } } };
      const answer =
        input.kind === 'flipClass'
          ? await unwrap(client.DELETE('/v2/flipclass/remove/{id}', request))
          : await unwrap(client.DELETE('/v2/lessonnote/remove/{id}', request));
      return answer?.message ?? null;
    }),
  };
}

/**
 * The approval wired to the SDK:
 * `createActor(createLessonNoteApprovalMachine({ client }), { input: { kind, role, note } })`.
 */
export function createLessonNoteApprovalMachine(dependencies: LessonNoteApprovalDependencies) {
  return lessonNoteApprovalMachine.provide({
    actors: createLessonNoteApprovalActors(dependencies),
  });
}
