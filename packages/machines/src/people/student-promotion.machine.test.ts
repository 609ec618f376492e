import { ApiError, createClient, type RoleName, rolesFor } from '@schoolmates/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import {
  createCoverage,
  describePath,
  type ModelEvent,
  runPath,
  stateIdsOf,
  toTestModelMachine,
  transitionKeysOf,
} from '../test-support/model.ts';
import {
  createStudentPromotionActions,
  createStudentPromotionMachine,
} from './student-promotion.actors.ts';
import { studentPromotionExamples } from './student-promotion.examples.ts';
import {
  examplePromoted,
  examplePromotion,
  exampleStudents,
} from './student-promotion.fixtures.ts';
import {
  type PromotionOutcome,
  type PromotionRequest,
  type PromotionStudent,
  promotionProgress,
  studentPromotionMachine,
  studentPromotionMessages,
  studentPromotionStates,
} from './student-promotion.machine.ts';

type Snapshot = SnapshotFrom<typeof studentPromotionMachine>;

const [ada, tunde, zainab] = exampleStudents as [
  PromotionStudent,
  PromotionStudent,
  PromotionStudent,
];
const requestFor = (students: PromotionStudent[]): PromotionRequest => ({
  ...examplePromotion,
  students,
});
const refusedReason = 'is not an active student of JSS 1 A';
const ids = (list: readonly { id: string }[]) => list.map((student) => student.id);
const movedIds = (list: readonly { student_id: string }[]) => list.map((m) => m.student_id);

describe('studentPromotionMachine by model', () => {
  // Three students in batches of two: a class takes two calls.
  const input = { role: 'admin' as const, batchSize: 2 };
  const three = requestFor([ada, tunde, zainab]);
  const nobody = requestFor([]);

  /** The events the model may take, per state, kept small so the graph stays finite. */
  function promotionModelEvents(snapshot: Snapshot): ModelEvent[] {
    const { context } = snapshot;
    const events: ModelEvent[] = [
      { type: 'promotion.start', request: three },
      // Nobody chosen: refused with a message.
      { type: 'promotion.start', request: nobody },
      { type: 'promotion.retry' },
      { type: 'promotion.dismiss' },
      {
        type: 'xstate.done.actor.promoteStudents',
        output: context.batch.map((student) => examplePromoted(student)),
      },
    ];
    // Failures are explored until one shows; more of them only multiply states.
    if (context.failures.length === 0) {
      events.push(
        {
          type: 'xstate.error.actor.promoteStudents',
          error: new ApiError('http', 'Something went wrong on the server', 500),
        },
        {
          type: 'xstate.error.actor.promoteStudents',
          error: new ApiError('http', `student_ids.0: ${refusedReason}`, 422, {
            'student_ids.0': [refusedReason],
          }),
        },
      );
    }
    return events;
  }

  const model = createTestModel(toTestModelMachine(studentPromotionMachine), {
    input,
    events: (snapshot) => promotionModelEvents(snapshot as Snapshot) as never,
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(studentPromotionMachine);

  it('has one shortest path per reachable state of the model', () => {
    expect(paths.length).toBe(16);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const settledCalls: PromotionOutcome[] = [];
      const last = await runPath<Snapshot>(path, {
        machine: studentPromotionMachine,
        actorNames: ['promoteStudents'],
        input,
        coverage,
        implementations: {
          actions: createStudentPromotionActions({
            onSettled: (outcome) => settledCalls.push(outcome),
          }),
        },
        check: (snapshot, { fakes }) => {
          const state = statePathOf(snapshot.value);
          const { context } = snapshot;
          expect(snapshot.hasTag('busy')).toBe(state === 'moving');
          if (context.request === null) {
            expect(state).toBe('choosing');
          } else {
            // Every chosen student is in exactly one place: waiting, sent, moved or failed.
            const placed = [
              ...ids(context.queue),
              ...ids(context.batch),
              ...movedIds(context.moved),
              ...ids(context.failures),
            ];
            expect(placed.sort()).toEqual(ids(context.request.students).sort());
            const { done, total } = promotionProgress(context);
            expect(done).toBe(context.moved.length + context.failures.length);
            expect(total).toBe(context.request.students.length);
          }
          // The call in flight carries exactly the batch and where it goes.
          if (state === 'moving') {
            expect(fakes.pending('promoteStudents')?.input).toEqual({
              from_class_id: three.from_class_id,
              from_sub_class: three.from_sub_class,
              action: three.action,
              to_class_id: three.to_class_id,
              to_sub_class: three.to_sub_class,
              student_ids: ids(context.batch),
            });
            expect(context.batch.length).toBeGreaterThan(0);
            expect(context.batch.length).toBeLessThanOrEqual(input.batchSize);
          }
          if (state === 'failed') expect(context.failures.length).toBeGreaterThan(0);
          if (state === 'finished') {
            expect(context.failures).toEqual([]);
            expect(settledCalls.at(-1)?.moved).toHaveLength(context.moved.length);
          }
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
      // The caller is told once for every run that ended.
      const runsEnded = path.steps.filter((step, index) => {
        const before = path.steps[index - 1];
        return (
          before !== undefined &&
          statePathOf(before.state.value) === 'moving' &&
          ['failed', 'finished'].includes(statePathOf(step.state.value))
        );
      });
      expect(settledCalls).toHaveLength(runsEnded.length);
    },
  );

  // A refusal's message, dismissed: back to a clean start.
  const dismissing = model.getPathsFromEvents(
    [{ type: 'promotion.start', request: nobody }, { type: 'promotion.dismiss' }] as never,
    {
      fromState: createActor(toTestModelMachine(studentPromotionMachine), { input }).getSnapshot(),
    },
  );

  it.each(dismissing.map((path, index) => [describePath(path, index), path] as const))(
    'event path %s clears the refusal',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: studentPromotionMachine,
        actorNames: ['promoteStudents'],
        input,
        coverage,
      });
      expect(last.context.error).toBeNull();
    },
  );

  it('visits every state and takes every transition', () => {
    expect(stateIdsOf(studentPromotionMachine)).toHaveLength(4);
    expect(transitionKeysOf(studentPromotionMachine)).toHaveLength(11);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  // Simple paths multiply fast: walk them over the events of one promotion alone.
  const promoting = model.getSimplePaths({
    events: [
      { type: 'promotion.start', request: three },
      { type: 'promotion.retry' },
      {
        type: 'xstate.done.actor.promoteStudents',
        output: [],
      },
      {
        type: 'xstate.error.actor.promoteStudents',
        error: new ApiError('http', 'Something went wrong on the server', 500),
      },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) => snapshot.matches('finished'),
  });

  it('has five simple paths from choosing to a finished promotion', () => {
    const start = 'finished ← promotion.start →';
    expect(promoting.map((path, index) => describePath(path, index))).toEqual([
      `#1 ${start} promoteStudents failed → promoteStudents failed → promotion.retry → promoteStudents done → promoteStudents failed → promotion.retry → promoteStudents done`,
      `#2 ${start} promoteStudents failed → promoteStudents failed → promotion.retry → promoteStudents done → promoteStudents done`,
      `#3 ${start} promoteStudents done → promoteStudents failed → promotion.retry → promoteStudents done`,
      `#4 ${start} promoteStudents failed → promoteStudents done → promotion.retry → promoteStudents done`,
      `#5 ${start} promoteStudents done → promoteStudents done`,
    ]);
  });

  it.each(promoting.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s ends with every chosen student answered for and none failed',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: studentPromotionMachine,
        actorNames: ['promoteStudents'],
        input,
        coverage,
      });
      expect(last.context.failures).toEqual([]);
      expect(promotionProgress(last.context)).toEqual({ done: 3, total: 3 });
    },
  );
});

describe('studentPromotionStates and studentPromotionExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(studentPromotionExamples)).toEqual([...studentPromotionStates]);
    for (const state of studentPromotionStates) {
      const example = studentPromotionExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(state === 'moving');
    }
    expect(promotionProgress(studentPromotionExamples.moving.context)).toEqual({
      done: 25,
      total: 60,
    });
    expect(studentPromotionExamples.failed.context.failures.map((f) => f.fullname)).toEqual([
      'Ada Obi',
      'Tunde Bakare',
    ]);
  });

  it('lists every state of the machine', () => {
    expect(new Set(studentPromotionStates)).toEqual(
      new Set(Object.keys(studentPromotionMachine.root.states)),
    );
  });
});

/** A school's JSS 1 A on a fake server: it moves students all or nothing per call, like the API. */
function fakeServer(
  options: {
    /** Students the server refuses (422 on `student_ids.N`), as the API does for one not active. */
    refused?: Set<string>;
    /** Students whose call fails outright (500). */
    broken?: Set<string>;
    /** Holds each answer until the test lets it go. */
    hold?: boolean;
  } = {},
) {
  const placed = new Map<string, string>(exampleStudents.map((s) => [s.id, 'JSS 1 A']));
  const waiting: (() => void)[] = [];
  const answer = async (request: SeenRequest): Promise<FakeAnswer> => {
    if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    const body = request.body as { student_ids: string[]; action: string };
    if (body.student_ids.some((id) => options.broken?.has(id))) {
      return { status: 500, body: { message: 'Something went wrong on the server' } };
    }
    const errors = Object.fromEntries(
      body.student_ids.flatMap((id, n) =>
        options.refused?.has(id) ? [[`student_ids.${n}`, [refusedReason]]] : [],
      ),
    );
    const first = Object.entries(errors)[0];
    if (first) return { status: 422, body: { message: `${first[0]}: ${refusedReason}`, errors } };
    const moving = exampleStudents.filter((s) => body.student_ids.includes(s.id));
    for (const s of moving) placed.set(s.id, body.action === 'graduate' ? 'graduated' : 'JSS 2 A');
    return {
      status: 200,
      body: {
        message: `${moving.length} students promoted to JSS 2 A`,
        data: moving.map((s) => ({ id: s.id, attributes: examplePromoted(s) })),
      },
    };
  };
  const api = createFakeFetch(answer);
  const client = createClient({
    baseUrl: 'http://school.test/api',
    fetch: api.fetch,
    getToken: () => 'token-admin',
  });
  return {
    client,
    placed,
    requests: api.requests,
    /** Lets the oldest held answer go. */
    release: () => waiting.shift()?.(),
    waitingCount: () => waiting.length,
  };
}

function startPromotion(
  server: ReturnType<typeof fakeServer>,
  role: RoleName | null = 'admin',
  batchSize = 25,
) {
  const onSettled = vi.fn<(outcome: PromotionOutcome) => void>();
  const actor = createActor(createStudentPromotionMachine({ client: server.client, onSettled }), {
    input: { role, batchSize },
  }).start();
  return { actor, onSettled };
}

const sentIds = (server: ReturnType<typeof fakeServer>) =>
  server.requests.map((r) => (r.body as { student_ids: string[] }).student_ids);

describe('who may start it', () => {
  it('takes the roles from the contract (admin, principal, superadmin)', () => {
    expect([...rolesFor('promoteStudents')].sort()).toEqual(['admin', 'principal', 'superadmin']);
  });

  it.each<[string, RoleName | null]>([
    ['a teacher', 'teacher'],
    ['a student', 'student'],
    ['no role', null],
  ])('refuses %s, with a message, and sends nothing', (_, role) => {
    const server = fakeServer();
    const { actor } = startPromotion(server, role);
    actor.send({ type: 'promotion.start', request: examplePromotion });
    const snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('choosing');
    expect(snapshot.context.error).toBe(studentPromotionMessages.refusedRole());
    expect(snapshot.context.error).toMatch(/^Only .*admin.* may promote students\.$/);
    expect(server.requests).toEqual([]);
  });

  it('refuses a run with nobody chosen', () => {
    const server = fakeServer();
    const { actor } = startPromotion(server);
    actor.send({ type: 'promotion.start', request: requestFor([]) });
    expect(actor.getSnapshot().context.error).toBe(studentPromotionMessages.nobodyChosen);
    expect(server.requests).toEqual([]);
  });
});

describe('promoting a class', () => {
  it('sends the class in batches of 25 and ends finished, every student moved', async () => {
    const server = fakeServer();
    const { actor, onSettled } = startPromotion(server);
    actor.send({ type: 'promotion.start', request: examplePromotion });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('finished');
    expect(sentIds(server)).toEqual([
      ids(exampleStudents.slice(0, 25)),
      ids(exampleStudents.slice(25, 50)),
      ids(exampleStudents.slice(50)),
    ]);
    expect(server.requests[0]?.path).toBe('/promote-students');
    expect(server.requests[0]?.body).toMatchObject({
      from_class_id: '1',
      from_sub_class: 'A',
      action: 'promote',
      to_class_id: '2',
      to_sub_class: 'A',
    });
    expect([...server.placed.values()].every((p) => p === 'JSS 2 A')).toBe(true);
    expect(movedIds(snapshot.context.moved)).toEqual(ids(exampleStudents));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('reports progress n of m as each batch answers, never ahead of the server', async () => {
    const server = fakeServer({ hold: true });
    const { actor } = startPromotion(server);
    actor.send({ type: 'promotion.start', request: examplePromotion });
    const progress = () => {
      const { done, total } = promotionProgress(actor.getSnapshot().context);
      return `${done} of ${total}`;
    };
    const seen = [progress()];
    for (let batch = 0; batch < 3; batch += 1) {
      await vi.waitFor(() => expect(server.waitingCount()).toBe(1));
      // While the call is out, nothing of its batch counts as done.
      expect(progress()).toBe(seen.at(-1));
      server.release();
      await vi.waitFor(() => expect(progress()).not.toBe(seen.at(-1)));
      seen.push(progress());
    }
    expect(seen).toEqual(['0 of 60', '25 of 60', '50 of 60', '60 of 60']);
    expect(statePathOf(actor.getSnapshot().value)).toBe('finished');
  });

  it('names the students the server refused, moves the rest, and a retry sends only those', async () => {
    const server = fakeServer({ refused: new Set([tunde.id, zainab.id]) });
    const { actor, onSettled } = startPromotion(server, 'admin', 25);
    actor.send({ type: 'promotion.start', request: examplePromotion });
    let snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('failed');
    expect(snapshot.context.failures.map((f) => [f.fullname, f.reason])).toEqual([
      ['Tunde Bakare', refusedReason],
      ['Zainab Musa', refusedReason],
    ]);
    // The refused batch's others went again with the next call; the whole class else moved.
    expect(snapshot.context.moved).toHaveLength(58);
    expect(promotionProgress(snapshot.context)).toEqual({ done: 60, total: 60 });
    expect(onSettled.mock.calls[0]?.[0].failures).toHaveLength(2);

    server.requests.length = 0;
    actor.send({ type: 'promotion.retry' });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(sentIds(server)).toEqual([[tunde.id, zainab.id]]);
    expect(statePathOf(snapshot.value)).toBe('failed');
    expect(snapshot.context.moved).toHaveLength(58);
  });

  it('fails a whole batch on a server error, goes on with the next, and retries the failed', async () => {
    const broken = new Set([ada.id]);
    const server = fakeServer({ broken });
    const { actor } = startPromotion(server, 'admin', 25);
    actor.send({ type: 'promotion.start', request: examplePromotion });
    let snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('failed');
    expect(snapshot.context.failures).toHaveLength(25);
    expect(snapshot.context.failures[0]?.reason).toBe('Something went wrong on the server');
    expect(snapshot.context.moved).toHaveLength(35);

    broken.clear();
    actor.send({ type: 'promotion.retry' });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('finished');
    expect(movedIds(snapshot.context.moved).sort()).toEqual(ids(exampleStudents).sort());

    actor.send({ type: 'promotion.dismiss' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('choosing');
    expect(actor.getSnapshot().context.moved).toEqual([]);
  });

  it("words a refusal of the whole batch with the server's field reasons", async () => {
    const api = createFakeFetch(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { to_class_id: ['is not a class of this campus'] },
      },
    }));
    const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
    const actor = createActor(createStudentPromotionMachine({ client }), {
      input: { role: 'admin' },
    }).start();
    actor.send({ type: 'promotion.start', request: requestFor([ada]) });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(snapshot.context.failures).toEqual([
      { ...ada, reason: 'to class id: is not a class of this campus' },
    ]);
  });
});
