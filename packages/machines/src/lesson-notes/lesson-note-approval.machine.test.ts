import { ApiError, createClient, type RoleName, rolesFor } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import {
  createCoverage,
  describePath,
  type ModelEvent,
  type RunPathOptions,
  runPath,
  stateIdsOf,
  toTestModelMachine,
  transitionKeysOf,
} from '../test-support/model.ts';
import { createLessonNoteApprovalMachine } from './lesson-note-approval.actors.ts';
import { lessonNoteApprovalExamples } from './lesson-note-approval.examples.ts';
import {
  type LessonNoteApprovalInput,
  type LessonNoteKind,
  type LessonNoteStatus,
  lessonNoteApprovalMachine,
  lessonNoteApprovalMessages,
  lessonNoteApprovalStates,
  lessonNoteOperations,
} from './lesson-note-approval.machine.ts';

type Snapshot = SnapshotFrom<typeof lessonNoteApprovalMachine>;

/** The busy states and the actor each one waits for. */
const actorOfBusyState: Record<string, string> = {
  approving: 'approveNote',
  unapproving: 'unapproveNote',
  editing: 'editNote',
  deleting: 'deleteNote',
};
const busyStates = new Set(Object.keys(actorOfBusyState));
const actorNames = Object.values(actorOfBusyState);

function inputFor(
  kind: LessonNoteKind,
  role: RoleName,
  status: LessonNoteStatus,
  comment: string | null = status === 'approved' ? 'Well planned' : null,
): LessonNoteApprovalInput {
  return { kind, role, note: { id: '42', attributes: { status, comment } } };
}

const conflict = new ApiError('http', 'The note was changed meanwhile', 409);

/** The events the model may take; every context they lead to is a state of the graph. */
function approvalModelEvents(snapshot: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'lessonNote.approve', comment: 'Well planned' },
    { type: 'lessonNote.unapprove', comment: 'Add the objectives' },
    { type: 'lessonNote.edit', changes: { topic: 'Fractions' } },
    { type: 'lessonNote.delete' },
    { type: 'lessonNote.retry' },
    { type: 'lessonNote.dismiss' },
    { type: 'xstate.done.actor.approveNote', output: 'Lesson note approved' },
    { type: 'xstate.error.actor.approveNote', error: conflict },
    { type: 'xstate.done.actor.unapproveNote', output: null },
    { type: 'xstate.error.actor.unapproveNote', error: conflict },
    { type: 'xstate.done.actor.editNote', output: null },
    {
      type: 'xstate.error.actor.editNote',
      error: new ApiError('http', 'Check the dates', 422, { date_to: ['Before date_from'] }),
    },
    { type: 'xstate.done.actor.deleteNote', output: 'Lesson note deleted' },
    { type: 'xstate.error.actor.deleteNote', error: conflict },
  ];
  // Once a notice shows, a second one adds nothing new to explore.
  if (snapshot.context.notice !== null) {
    return events.filter((event) => !event.type.startsWith('xstate.done.'));
  }
  return events;
}

/** The real actor's checks after every step of a path. */
const checkApproval: NonNullable<RunPathOptions<Snapshot>['check']> = (
  snapshot,
  { event, fakes },
) => {
  const state = statePathOf(snapshot.value);
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(busyStates.has(state));
  // The state shows the note's status.
  if (state === 'ready.approved') expect(context.status).toBe('approved');
  if (state === 'ready.unapproved') expect(context.status).toBe('not_approved');
  // Only the contract's roles get to a call, and a teacher only while unapproved.
  const op = lessonNoteOperations[context.kind];
  if (state === 'approving') expect(rolesFor(op.approve)).toContain(context.role);
  if (state === 'unapproving') expect(rolesFor(op.unapprove)).toContain(context.role);
  if (state === 'editing') expect(rolesFor(op.edit)).toContain(context.role);
  if (state === 'deleting') expect(rolesFor(op.delete)).toContain(context.role);
  // A busy state has its call in flight, with what the event sent.
  const src = actorOfBusyState[state];
  if (src !== undefined) {
    const call = fakes.pending(src);
    expect(call?.input).toMatchObject({ kind: context.kind, id: '42' });
    if (event.type === 'lessonNote.approve')
      expect(call?.input).toMatchObject({ comment: 'Well planned' });
    if (event.type === 'lessonNote.edit') {
      expect(call?.input).toMatchObject({ changes: { topic: 'Fractions' } });
    }
  }
  // An edit always sends the note back to unapproved, without the approver's comment.
  if (event.type === 'xstate.done.actor.editNote') {
    expect(state).toBe('ready.unapproved');
    expect(context.comment).toBeNull();
  }
  // A failure shows the server's words and keeps the call for a retry.
  if (event.type.startsWith('xstate.error.')) {
    expect(context.error).toBe((event as unknown as { error: Error }).error.message);
    expect(context.call).not.toBeNull();
  }
  if (!busyStates.has(state)) expect(context.call === null).toBe(context.error === null);
};

/** Who looks at which note: each row a model; their coverage adds up. */
const cases = [
  ['lessonNote', 'teacher', 'not_approved', 6],
  ['lessonNote', 'teacher', 'approved', 1],
  ['lessonNote', 'admin', 'not_approved', 21],
  ['lessonNote', 'admin', 'approved', 21],
  ['flipClass', 'teacher', 'not_approved', 6],
  ['flipClass', 'principal', 'approved', 21],
] as const;

describe('lessonNoteApprovalMachine by model', () => {
  const coverage = createCoverage(lessonNoteApprovalMachine);
  const testMachine = toTestModelMachine(lessonNoteApprovalMachine);

  describe.each(cases)('%s, %s, %s', (kind, role, status, pathCount) => {
    const input = inputFor(kind, role, status);
    const model = createTestModel(testMachine, {
      input,
      events: (snapshot) => approvalModelEvents(snapshot as Snapshot) as never,
    });
    const paths = model.getShortestPaths();

    it(`has ${pathCount} shortest paths`, () => {
      expect(paths.length).toBe(pathCount);
    });

    it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
      '%s',
      async (_, path) => {
        const last = await runPath<Snapshot>(path, {
          machine: lessonNoteApprovalMachine,
          actorNames,
          input,
          coverage,
          check: checkApproval,
        });
        expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
      },
    );
  });

  // The approval round trip, every way it can go without a failure twice in a row.
  const roundTrip = createTestModel(testMachine, {
    input: inputFor('lessonNote', 'superadmin', 'not_approved'),
  }).getSimplePaths({
    events: [
      { type: 'lessonNote.approve', comment: 'Well planned' },
      { type: 'lessonNote.unapprove', comment: 'Add the objectives' },
      { type: 'lessonNote.retry' },
      { type: 'xstate.done.actor.approveNote', output: null },
      { type: 'xstate.error.actor.approveNote', error: conflict },
      { type: 'xstate.done.actor.unapproveNote', output: null },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) =>
      snapshot.matches({ ready: 'unapproved' }) &&
      snapshot.context.comment === 'Add the objectives',
  });

  it('has four simple paths from unapproved to unapproved with the comment (sent back directly or after approval)', () => {
    expect(roundTrip.map((path, index) => describePath(path, index))).toEqual([
      '#1 ready.unapproved ← lessonNote.approve → approveNote failed → lessonNote.retry → approveNote done → lessonNote.unapprove → unapproveNote done',
      '#2 ready.unapproved ← lessonNote.approve → approveNote done → lessonNote.unapprove → unapproveNote done',
      '#3 ready.unapproved ← lessonNote.approve → approveNote failed → lessonNote.unapprove → unapproveNote done',
      '#4 ready.unapproved ← lessonNote.unapprove → unapproveNote done',
    ]);
  });

  it.each(roundTrip.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s carries the unapprover comment',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: lessonNoteApprovalMachine,
        actorNames,
        input: inputFor('lessonNote', 'superadmin', 'not_approved'),
        coverage,
        check: checkApproval,
      });
      expect(last.context).toMatchObject({
        status: 'not_approved',
        comment: 'Add the objectives',
        call: null,
        error: null,
      });
    },
  );

  it('visits every state and takes every transition', () => {
    expect(stateIdsOf(lessonNoteApprovalMachine)).toHaveLength(9);
    expect(transitionKeysOf(lessonNoteApprovalMachine)).toHaveLength(20);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('lessonNoteApprovalStates and lessonNoteApprovalExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(lessonNoteApprovalExamples)).toEqual([...lessonNoteApprovalStates]);
    for (const state of lessonNoteApprovalStates) {
      const example = lessonNoteApprovalExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(busyStates.has(state));
    }
  });

  it('lists every leaf state of the machine but the one passed through', () => {
    const leaves = new Set<string>();
    const walk = (node: typeof lessonNoteApprovalMachine.root, prefix: string) => {
      for (const [key, child] of Object.entries(node.states)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (Object.keys(child.states).length === 0) leaves.add(path);
        else walk(child, path);
      }
    };
    walk(lessonNoteApprovalMachine.root, '');
    leaves.delete('ready.deciding');
    expect(new Set(lessonNoteApprovalStates)).toEqual(leaves);
  });
});

/** The approval wired to the SDK over a fake fetch, like the web app wires it. */
function startApproval(
  input: LessonNoteApprovalInput,
  answer: (request: SeenRequest, index: number) => FakeAnswer = () => ({
    status: 200,
    body: { message: 'Done' },
  }),
) {
  const api = createFakeFetch(answer);
  const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
  const actor = createActor(createLessonNoteApprovalMachine({ client }), { input }).start();
  return { actor, requests: api.requests };
}

const idle = (snapshot: Snapshot) => !snapshot.hasTag('busy');
const called = (requests: SeenRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

describe('who may do what', () => {
  it.each(['lessonNote', 'flipClass'] as const)(
    'the contract lets admin, principal and superadmin approve a %s, as the issue says',
    (kind) => {
      expect([...rolesFor(lessonNoteOperations[kind].approve)].sort()).toEqual([
        'admin',
        'principal',
        'superadmin',
      ]);
      expect([...rolesFor(lessonNoteOperations[kind].unapprove)].sort()).toEqual([
        'admin',
        'principal',
        'superadmin',
      ]);
    },
  );

  it('a teacher cannot approve', async () => {
    const { actor, requests } = startApproval(inputFor('lessonNote', 'teacher', 'not_approved'));
    expect(actor.getSnapshot().can({ type: 'lessonNote.approve' })).toBe(false);
    actor.send({ type: 'lessonNote.approve', comment: 'Looks fine to me' });
    const snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('ready.unapproved');
    expect(snapshot.context).toMatchObject({ status: 'not_approved', comment: null });
    expect(requests).toEqual([]);
  });

  it.each(['admin', 'principal', 'superadmin'] as const)('%s approves', async (role) => {
    const { actor, requests } = startApproval(inputFor('lessonNote', role, 'not_approved'));
    actor.send({ type: 'lessonNote.approve' });
    const snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.approved');
    expect(called(requests)).toEqual(['PATCH /v2/lessonnote/approve/42']);
  });

  it.each(['account', 'student'] as const)('%s neither approves nor changes', (role) => {
    for (const status of ['not_approved', 'approved'] as const) {
      const { actor } = startApproval(inputFor('flipClass', role, status));
      const snapshot = actor.getSnapshot();
      expect(snapshot.can({ type: 'lessonNote.approve' })).toBe(false);
      expect(snapshot.can({ type: 'lessonNote.unapprove', comment: 'Redo' })).toBe(false);
      expect(snapshot.can({ type: 'lessonNote.edit', changes: { topic: 'x' } })).toBe(false);
      expect(snapshot.can({ type: 'lessonNote.delete' })).toBe(false);
    }
  });

  it('a teacher edits and deletes an unapproved note', async () => {
    const { actor, requests } = startApproval(inputFor('lessonNote', 'teacher', 'not_approved'));
    actor.send({ type: 'lessonNote.edit', changes: { topic: 'Fractions' } });
    let snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.unapproved');
    expect(snapshot.context.notice).toBe('Done');
    actor.send({ type: 'lessonNote.delete' });
    snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(statePathOf(snapshot.value)).toBe('deleted');
    expect(called(requests)).toEqual([
      'PATCH /v2/lessonnote/edit/42',
      'DELETE /v2/lessonnote/remove/42',
    ]);
    expect(requests[0]?.body).toEqual({ topic: 'Fractions' });
  });

  it('a teacher cannot edit or delete an approved note', () => {
    const { actor, requests } = startApproval(inputFor('lessonNote', 'teacher', 'approved'));
    const edit = { type: 'lessonNote.edit', changes: { topic: 'Fractions' } } as const;
    expect(actor.getSnapshot().can(edit)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'lessonNote.delete' })).toBe(false);
    actor.send(edit);
    actor.send({ type: 'lessonNote.delete' });
    actor.send({ type: 'lessonNote.unapprove', comment: 'Redo' });
    const snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('ready.approved');
    expect(snapshot.context).toMatchObject({ status: 'approved', comment: 'Well planned' });
    expect(requests).toEqual([]);
  });
});

describe('editing an approved note', () => {
  it('is open to the approvers as well as the teacher (x-roles of edit)', () => {
    expect(rolesFor('updateLessonNote')).toEqual(['teacher', 'admin', 'principal', 'superadmin']);
    expect(rolesFor('updateFlipClass')).toEqual(rolesFor('updateLessonNote'));
  });

  it("sends an admin's edit of an approved note back to unapproved", async () => {
    const api = createFakeFetch(() => ({ status: 200, body: {} }));
    const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
    const actor = createActor(createLessonNoteApprovalMachine({ client }), {
      input: inputFor('lessonNote', 'admin', 'approved'),
    });
    actor.start();
    expect(statePathOf(actor.getSnapshot().value)).toBe('ready.approved');
    actor.send({ type: 'lessonNote.edit', changes: { topic: 'Fractions' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.unapproved');
    expect(snapshot.context).toMatchObject({
      status: 'not_approved',
      comment: null,
      notice: lessonNoteApprovalMessages.edited,
    });
    expect(called(api.requests)).toEqual(['PATCH /v2/lessonnote/edit/42']);
  });
});

describe('the approval comment', () => {
  it('is required to send a note back: without a reason nothing is sent', () => {
    for (const status of ['not_approved', 'approved'] as const) {
      const { actor, requests } = startApproval(inputFor('lessonNote', 'principal', status));
      expect(actor.getSnapshot().can({ type: 'lessonNote.unapprove', comment: '  ' })).toBe(false);
      actor.send({ type: 'lessonNote.unapprove', comment: '  ' });
      expect(actor.getSnapshot().matches('unapproving')).toBe(false);
      expect(requests).toEqual([]);
    }
  });

  it('is sent with approve and unapprove and kept on the note', async () => {
    const { actor, requests } = startApproval(inputFor('flipClass', 'principal', 'not_approved'));
    actor.send({ type: 'lessonNote.approve', comment: 'Well planned' });
    let snapshot = await waitFor(actor, idle);
    expect(snapshot.context).toMatchObject({ status: 'approved', comment: 'Well planned' });

    actor.send({ type: 'lessonNote.unapprove', comment: 'Add the objectives' });
    snapshot = await waitFor(actor, idle);
    expect(snapshot.context).toMatchObject({
      status: 'not_approved',
      comment: 'Add the objectives',
    });

    actor.send({ type: 'lessonNote.approve' });
    snapshot = await waitFor(actor, idle);
    expect(snapshot.context).toMatchObject({ status: 'approved', comment: null });

    expect(requests.map((request) => request.body)).toEqual([
      { comment: 'Well planned' },
      { comment: 'Add the objectives' },
      { comment: null },
    ]);
  });
});

describe('the calls of each kind', () => {
  async function allCalls(kind: LessonNoteKind) {
    const approver = startApproval(inputFor(kind, 'admin', 'not_approved'));
    approver.actor.send({ type: 'lessonNote.approve', comment: 'Well planned' });
    await waitFor(approver.actor, (s) => s.matches({ ready: 'approved' }));
    approver.actor.send({ type: 'lessonNote.unapprove', comment: 'Redo' });
    await waitFor(approver.actor, (s) => s.matches({ ready: 'unapproved' }));

    const teacher = startApproval(inputFor(kind, 'teacher', 'not_approved'));
    teacher.actor.send({
      type: 'lessonNote.edit',
      changes: { topic: 'Fractions', video_url: 'https://video.test/fractions' },
    });
    await waitFor(teacher.actor, (s) => s.matches({ ready: 'unapproved' }) && !!s.context.notice);
    teacher.actor.send({ type: 'lessonNote.delete' });
    await waitFor(teacher.actor, (s) => s.status === 'done');
    return [...approver.requests, ...teacher.requests];
  }

  it('a lesson note calls /v2/lessonnote, without a video link', async () => {
    const requests = await allCalls('lessonNote');
    expect(called(requests)).toEqual([
      'PATCH /v2/lessonnote/approve/42',
      'PATCH /v2/lessonnote/unapprove/42',
      'PATCH /v2/lessonnote/edit/42',
      'DELETE /v2/lessonnote/remove/42',
    ]);
    expect(requests[2]?.body).toEqual({ topic: 'Fractions' });
  });

  it('a flip class calls /v2/flipclass, with its video link', async () => {
    const requests = await allCalls('flipClass');
    expect(called(requests)).toEqual([
      'PATCH /v2/flipclass/approve/42',
      'PATCH /v2/flipclass/unapprove/42',
      'PATCH /v2/flipclass/edit/42',
      'DELETE /v2/flipclass/remove/42',
    ]);
    expect(requests[2]?.body).toEqual({
      topic: 'Fractions',
      video_url: 'https://video.test/fractions',
    });
  });
});

describe('a failed call', () => {
  it("returns to where it was with the server's message, and a retry sends it again", async () => {
    const { actor, requests } = startApproval(
      inputFor('lessonNote', 'admin', 'approved'),
      (_, index) =>
        index === 0
          ? { status: 409, body: { message: 'The note was changed meanwhile' } }
          : { status: 200, body: { message: 'Lesson note unapproved' } },
    );
    actor.send({ type: 'lessonNote.unapprove', comment: 'Add the objectives' });
    let snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.approved');
    expect(snapshot.context).toMatchObject({
      status: 'approved',
      comment: 'Well planned',
      error: 'The note was changed meanwhile',
    });

    actor.send({ type: 'lessonNote.retry' });
    snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.unapproved');
    expect(snapshot.context).toMatchObject({
      comment: 'Add the objectives',
      notice: 'Lesson note unapproved',
      error: null,
      call: null,
    });
    expect(requests.map((request) => request.body)).toEqual([
      { comment: 'Add the objectives' },
      { comment: 'Add the objectives' },
    ]);
  });

  it('shows the field reasons of a 422 and the fallback when the server says nothing', async () => {
    const { actor } = startApproval(inputFor('flipClass', 'teacher', 'not_approved'), (_, index) =>
      index === 0
        ? {
            status: 422,
            body: { message: 'Check the form', errors: { video_url: ['Must be a link'] } },
          }
        : { status: 200, body: {} },
    );
    actor.send({ type: 'lessonNote.edit', changes: { video_url: 'not a link' } });
    let snapshot = await waitFor(actor, idle);
    expect(snapshot.context).toMatchObject({
      error: 'Check the form',
      fieldErrors: { video_url: ['Must be a link'] },
    });
    actor.send({ type: 'lessonNote.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, fieldErrors: {}, call: null });
    expect(actor.getSnapshot().can({ type: 'lessonNote.retry' })).toBe(false);

    actor.send({ type: 'lessonNote.delete' });
    snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.context.notice).toBe(lessonNoteApprovalMessages.deleted);
  });

  it('shows the error text of a timeout', async () => {
    const { actor } = startApproval(
      inputFor('lessonNote', 'admin', 'not_approved'),
      () => 'timeout',
    );
    actor.send({ type: 'lessonNote.approve' });
    const snapshot = await waitFor(actor, idle);
    expect(statePathOf(snapshot.value)).toBe('ready.unapproved');
    expect(snapshot.context.error).toBe('The server took too long');
  });
});
