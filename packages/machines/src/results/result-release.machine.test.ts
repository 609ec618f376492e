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
import { createResultReleaseActions, createResultReleaseMachine } from './result-release.actors.ts';
import { resultReleaseExamples } from './result-release.examples.ts';
import { exampleClass, exampleReleasePeriod } from './result-release.fixtures.ts';
import {
  type ReleaseOutcome,
  releaseProgress,
  releaseSummary,
  resultReleaseMachine,
  resultReleaseStates,
} from './result-release.machine.ts';
import {
  outcomesOf,
  type ReleaseStudent,
  type ReleaseTarget,
  type ResultStatusChange,
  resultReleaseMessages,
  splitFailure,
} from './result-release.outcomes.ts';

type Snapshot = SnapshotFrom<typeof resultReleaseMachine>;

const students = exampleClass.students;
const [ada, tunde, zainab] = students as [ReleaseStudent, ReleaseStudent, ReleaseStudent];
const classOf = (list: ReleaseStudent[]): ReleaseTarget => ({
  ...exampleReleasePeriod,
  scope: 'class',
  label: exampleClass.label,
  students: list,
});
const studentTarget = (student: ReleaseStudent): ReleaseTarget => ({
  ...exampleReleasePeriod,
  scope: 'student',
  label: student.name,
  students: [student],
});

const refusedReason = 'has no result for this period in your campus';
const ids = (list: readonly { id: string }[]) => list.map((student) => student.id);
/** The answer of a call that changed every one of these students. */
const changedAll = (status: 'released' | 'withheld', list: readonly { id: string }[]) => ({
  status,
  changed: list.length,
  unchanged: 0,
  student_ids: ids(list),
  students: list.map(({ id }) => ({ student_id: id, outcome: 'changed' as const })),
});

describe('resultReleaseMachine by model', () => {
  // Three students, sent in one call.
  const input = { role: 'admin' as const };
  const classTarget = classOf([ada, tunde, zainab]);
  const emptyClass = classOf([]);

  /** The events the model may take, per state, kept small so the graph stays finite. */
  function releaseModelEvents(snapshot: Snapshot): ModelEvent[] {
    const { context } = snapshot;
    const events: ModelEvent[] = [
      { type: 'result.release', target: classTarget },
      { type: 'result.withhold', target: studentTarget(ada) },
      // Nothing to change: refused with a message, whatever the state.
      { type: 'result.release', target: emptyClass },
      { type: 'result.withhold', target: emptyClass },
      { type: 'result.confirm', reason: 'Fees outstanding' },
      { type: 'result.cancel' },
      { type: 'result.retry' },
      { type: 'result.dismiss' },
      {
        type: 'xstate.done.actor.changeStatus',
        output: changedAll(
          context.action === 'withhold' ? 'withheld' : 'released',
          context.sending,
        ),
      },
    ];
    // Failures are explored until one shows; more of them only multiply states.
    if (context.failures.length === 0) {
      events.push(
        {
          type: 'xstate.error.actor.changeStatus',
          error: new ApiError('http', 'Something went wrong on the server', 500),
        },
        {
          type: 'xstate.error.actor.changeStatus',
          error: new ApiError('http', `student_ids.0: ${refusedReason}`, 422, {
            'student_ids.0': [refusedReason],
          }),
        },
      );
    }
    return events;
  }

  const model = createTestModel(toTestModelMachine(resultReleaseMachine), {
    input,
    events: (snapshot) => releaseModelEvents(snapshot as Snapshot) as never,
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(resultReleaseMachine);

  it('has one shortest path per reachable state of the model', () => {
    expect(paths.length).toBe(47);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      const settledCalls: ReleaseOutcome[] = [];
      const last = await runPath<Snapshot>(path, {
        machine: resultReleaseMachine,
        actorNames: ['changeStatus'],
        input,
        coverage,
        implementations: {
          actions: createResultReleaseActions({
            onSettled: (outcome) => settledCalls.push(outcome),
          }),
        },
        check: (snapshot, { fakes }) => {
          const state = statePathOf(snapshot.value);
          const { context } = snapshot;
          expect(snapshot.hasTag('busy')).toBe(state === 'saving');
          if (context.target === null) {
            expect(state).toBe('idle');
          } else {
            // Every student of the run is in exactly one place: to send, answered or failed.
            const placed = [...context.sending, ...context.answered, ...context.failures];
            expect(ids(placed).sort()).toEqual(ids(context.target.students).sort());
          }
          // The one call in flight carries every student not answered for yet.
          if (state === 'saving') {
            expect(fakes.pending('changeStatus')?.input).toEqual({
              action: context.action,
              ...exampleReleasePeriod,
              studentIds: ids(context.sending),
              // a withhold carries its reason, a release none
              reason: context.action === 'withhold' ? 'Fees outstanding' : null,
            });
            expect(context.sending.length).toBeGreaterThan(0);
          }
          if (state === 'failed') expect(context.failures.length).toBeGreaterThan(0);
          if (state === 'released' || state === 'withheld') {
            expect(context.failures).toEqual([]);
            expect(context.action).toBe(state === 'released' ? 'release' : 'withhold');
            expect(settledCalls.at(-1)?.action).toBe(context.action);
          }
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
      // The caller is told once for every run that ended.
      const runsEnded = path.steps.filter((step, index) => {
        const before = path.steps[index - 1];
        return (
          before !== undefined &&
          statePathOf(before.state.value) === 'saving' &&
          ['failed', 'released', 'withheld'].includes(statePathOf(step.state.value))
        );
      });
      expect(settledCalls).toHaveLength(runsEnded.length);
    },
  );

  // A refusal's message, dismissed: back to the start, a state the shortest paths already have.
  // (`getPathsFromEvents` leaves the model's input out: it starts from the initial snapshot.)
  const dismissing = model.getPathsFromEvents(
    [{ type: 'result.release', target: emptyClass }, { type: 'result.dismiss' }] as never,
    { fromState: createActor(toTestModelMachine(resultReleaseMachine), { input }).getSnapshot() },
  );

  it.each(dismissing.map((path, index) => [describePath(path, index), path] as const))(
    'event path %s clears the refusal',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: resultReleaseMachine,
        actorNames: ['changeStatus'],
        input,
        coverage,
      });
      expect(last.context.error).toBeNull();
    },
  );

  it('visits every state and takes every transition', () => {
    expect(stateIdsOf(resultReleaseMachine)).toHaveLength(6);
    expect(transitionKeysOf(resultReleaseMachine)).toHaveLength(28);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  // Simple paths multiply fast: walk them over the events of a class release alone.
  const releasing = model.getSimplePaths({
    events: [
      { type: 'result.release', target: classTarget },
      { type: 'result.confirm', reason: 'Fees outstanding' },
      { type: 'result.retry' },
      {
        type: 'xstate.done.actor.changeStatus',
        // a class's answer, a retry's too: the machine reads the outcomes of the students it sent
        output: changedAll('released', classTarget.students),
      },
      {
        type: 'xstate.error.actor.changeStatus',
        error: new ApiError('http', 'Something went wrong on the server', 500),
      },
    ] as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
    toState: (snapshot) => snapshot.matches('released'),
  });

  it('has two simple paths from idle to a released class: one call, or a retry after it', () => {
    const start = 'released ← result.release → result.confirm →';
    expect(releasing.map((path, index) => describePath(path, index))).toEqual([
      `#1 ${start} changeStatus failed → result.retry → changeStatus done`,
      `#2 ${start} changeStatus done`,
    ]);
  });

  it.each(releasing.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s ends with the whole class released',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: resultReleaseMachine,
        actorNames: ['changeStatus'],
        input,
        coverage,
      });
      expect(ids(last.context.answered).sort()).toEqual(ids(classTarget.students).sort());
      expect(releaseProgress(last.context)).toEqual({ done: 3, total: 3 });
    },
  );
});

describe('resultReleaseStates and resultReleaseExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(resultReleaseExamples)).toEqual([...resultReleaseStates]);
    for (const state of resultReleaseStates) {
      const example = resultReleaseExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(state === 'saving');
    }
    expect(releaseProgress(resultReleaseExamples.saving.context)).toEqual({ done: 0, total: 24 });
    expect(resultReleaseExamples.failed.context.failures.map((f) => f.name)).toEqual([
      'Bakare Tunde',
      'Musa Zainab',
    ]);
  });

  it('lists every state of the machine', () => {
    expect(new Set(resultReleaseStates)).toEqual(
      new Set(Object.keys(resultReleaseMachine.root.states)),
    );
  });
});

/** A school's results on a fake server: it keeps each student's status, like the API does. */
function fakeServer(
  options: {
    /** Students the server refuses (422 on `student_ids.N`), as the API does for a bad id. */
    refused?: Set<string>;
    /** Students whose call fails outright (500). */
    broken?: Set<string>;
    /** Holds each answer until the test lets it go. */
    hold?: boolean;
  } = {},
) {
  const status = new Map<string, string>(students.map((s) => [s.id, 'not_released']));
  const waiting: (() => void)[] = [];
  const answer = async (request: SeenRequest): Promise<FakeAnswer> => {
    if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    const body = request.body as { student_ids: string[] };
    const wanted = request.path === '/release/result' ? 'released' : 'withheld';
    const errors = Object.fromEntries(
      body.student_ids.flatMap((id, n) =>
        options.refused?.has(id) ? [[`student_ids.${n}`, [refusedReason]]] : [],
      ),
    );
    const first = Object.entries(errors)[0];
    if (first) return { status: 422, body: { message: `${first[0]}: ${refusedReason}`, errors } };
    if (body.student_ids.some((id) => options.broken?.has(id))) {
      return { status: 500, body: { message: 'Something went wrong on the server' } };
    }
    const changing = body.student_ids.filter((id) => status.get(id) !== wanted);
    for (const id of changing) status.set(id, wanted);
    const data: ResultStatusChange = {
      status: wanted,
      changed: changing.length,
      unchanged: body.student_ids.length - changing.length,
      student_ids: changing,
      students: body.student_ids.map((id) => ({
        student_id: id,
        outcome: changing.includes(id) ? 'changed' : 'unchanged',
      })),
    };
    return { status: 200, body: { message: `${changing.length} results ${wanted}.`, data } };
  };
  const api = createFakeFetch(answer);
  const client = createClient({
    baseUrl: 'http://school.test/api',
    fetch: api.fetch,
    getToken: () => 'token-admin',
  });
  return {
    client,
    status,
    requests: api.requests,
    /** Lets the oldest held answer go. */
    release: () => waiting.shift()?.(),
    waitingCount: () => waiting.length,
  };
}

function startRelease(server: ReturnType<typeof fakeServer>, role: RoleName | null = 'admin') {
  const onSettled = vi.fn<(outcome: ReleaseOutcome) => void>();
  const actor = createActor(createResultReleaseMachine({ client: server.client, onSettled }), {
    input: { role },
  }).start();
  return { actor, onSettled };
}

describe('who may start it', () => {
  it('takes the roles from the contract (admin, principal, superadmin)', () => {
    expect([...rolesFor('releaseResults')].sort()).toEqual(['admin', 'principal', 'superadmin']);
    expect([...rolesFor('withholdResults')].sort()).toEqual(['admin', 'principal', 'superadmin']);
  });

  it.each<[string, RoleName | null]>([
    ['a teacher', 'teacher'],
    ['a student', 'student'],
    ['an accountant', 'account'],
    ['no role', null],
  ])('refuses %s, with a message, and sends nothing', (_, role) => {
    const server = fakeServer();
    const { actor } = startRelease(server, role);
    for (const type of ['result.release', 'result.withhold'] as const) {
      actor.send({ type, target: classOf(students.slice(0, 3)) });
      const snapshot = actor.getSnapshot();
      expect(statePathOf(snapshot.value)).toBe('idle');
      const action = type === 'result.release' ? 'release' : 'withhold';
      expect(snapshot.context.error).toBe(resultReleaseMessages.refusedRole(action));
      expect(snapshot.context.error).toMatch(/^Only .*admin.* may (release|withhold) results\.$/);
    }
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('idle');
    expect(server.requests).toEqual([]);
  });

  it.each(['admin', 'principal', 'superadmin'] as const)('lets a %s ask to confirm', (role) => {
    const { actor } = startRelease(fakeServer(), role);
    actor.send({ type: 'result.release', target: studentTarget(ada) });
    expect(statePathOf(actor.getSnapshot().value)).toBe('confirming');
  });

  it('asks before sending, and a cancel sends nothing', () => {
    const server = fakeServer();
    const { actor } = startRelease(server);
    actor.send({ type: 'result.release', target: classOf(students) });
    expect(releaseProgress(actor.getSnapshot().context)).toEqual({ done: 0, total: 24 });
    actor.send({ type: 'result.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ action: null, target: null, sending: [] });
    expect(server.requests).toEqual([]);
  });
});

describe('releasing a class', () => {
  const sentIds = (server: ReturnType<typeof fakeServer>, from = 0) =>
    server.requests.slice(from).map((r) => (r.body as { student_ids: string[] }).student_ids);

  it('sends the class in one call and ends released, with what changed', async () => {
    const server = fakeServer();
    server.status.set(ada.id, 'released');
    const { actor, onSettled } = startRelease(server);
    actor.send({ type: 'result.release', target: classOf(students) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(statePathOf(snapshot.value)).toBe('released');
    expect(sentIds(server)).toEqual([ids(students)]);
    expect([...server.status.values()].every((s) => s === 'released')).toBe(true);
    expect(releaseSummary(snapshot.context)).toBe('23 results released, 1 already released.');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]?.[0]).toMatchObject({ action: 'release', changed: 23 });
  });

  it('reports progress n of m from the answer, never ahead of the server', async () => {
    const server = fakeServer({ hold: true });
    server.status.set(tunde.id, 'released');
    const seven = students.slice(0, 7);
    const { actor } = startRelease(server);
    actor.send({ type: 'result.release', target: classOf(seven) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    const progress = () => {
      const { done, total } = releaseProgress(actor.getSnapshot().context);
      return `${done} of ${total}`;
    };
    await vi.waitFor(() => expect(server.waitingCount()).toBe(1));
    // While the call is out, it is working and nothing counts as done.
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(progress()).toBe('0 of 7');
    server.release();
    const snapshot = await waitFor(actor, (s) => s.matches('released'));
    expect(progress()).toBe('7 of 7');
    // Each student with the answer's outcome, in the class's order.
    expect(snapshot.context.answered).toEqual(
      seven.map((student) => ({
        ...student,
        outcome: student.id === tunde.id ? 'unchanged' : 'changed',
      })),
    );
  });

  it('names the students refused, releases the others in one resend, and retries only those', async () => {
    const refused = new Set([zainab.id]);
    const server = fakeServer({ refused });
    const seven = students.slice(0, 7);
    const { actor, onSettled } = startRelease(server);
    actor.send({ type: 'result.release', target: classOf(seven) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    let snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));

    expect(statePathOf(snapshot.value)).toBe('failed');
    expect(snapshot.context.failures).toEqual([{ ...zainab, reason: refusedReason }]);
    // The refusal left the others untouched: they went again, in one call.
    expect(sentIds(server)).toEqual([ids(seven), ids(seven).filter((id) => id !== zainab.id)]);
    for (const id of ['301', '302', '304', '305', '306', '307']) {
      expect(server.status.get(id)).toBe('released');
    }
    expect(server.status.get(zainab.id)).toBe('not_released');
    expect(releaseProgress(snapshot.context)).toEqual({ done: 7, total: 7 });
    expect(releaseSummary(snapshot.context)).toBe('6 results released.');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]?.[0].failures.map((f) => f.name)).toEqual(['Musa Zainab']);

    // Once Zainab has a result, a retry sends her alone and the run ends released.
    refused.clear();
    const sent = server.requests.length;
    actor.send({ type: 'result.retry' });
    expect(releaseProgress(actor.getSnapshot().context)).toEqual({ done: 6, total: 7 });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(sentIds(server, sent)).toEqual([[zainab.id]]);
    expect(statePathOf(snapshot.value)).toBe('released');
    expect(releaseProgress(snapshot.context)).toEqual({ done: 7, total: 7 });
    expect(releaseSummary(snapshot.context)).toBe('7 results released.');
    expect(onSettled).toHaveBeenCalledTimes(2);
  });

  it('fails every student of a call the server could not do, and a retry resends them', async () => {
    const refused = new Set([zainab.id]);
    const broken = new Set([students[5]?.id ?? '']);
    const server = fakeServer({ refused, broken });
    const seven = students.slice(0, 7);
    const { actor } = startRelease(server);
    actor.send({ type: 'result.release', target: classOf(seven) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    let snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));

    // Zainab refused; the resend of the others met a server error, so all six failed with it.
    const serverDown = 'Something went wrong on the server';
    expect(statePathOf(snapshot.value)).toBe('failed');
    expect(snapshot.context.failures).toEqual([
      { ...zainab, reason: refusedReason },
      ...seven.filter((s) => s.id !== zainab.id).map((s) => ({ ...s, reason: serverDown })),
    ]);
    expect([...server.status.values()].every((s) => s === 'not_released')).toBe(true);
    expect(releaseProgress(snapshot.context)).toEqual({ done: 7, total: 7 });

    // The server is mended, except for Zainab's missing result: the retry resends the seven.
    broken.clear();
    const sent = server.requests.length;
    actor.send({ type: 'result.retry' });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(sentIds(server, sent)).toEqual([
      ['303', '301', '302', '304', '305', '306', '307'],
      ['301', '302', '304', '305', '306', '307'],
    ]);
    expect(snapshot.context.failures).toEqual([{ ...zainab, reason: refusedReason }]);
    expect(releaseSummary(snapshot.context)).toBe('6 results released.');
  });

  it('withholds only with a reason, which it sends', async () => {
    const server = fakeServer();
    const { actor } = startRelease(server);
    actor.send({ type: 'result.withhold', target: studentTarget(ada) });
    actor.send({ type: 'result.confirm', reason: '  ' });
    expect(statePathOf(actor.getSnapshot().value)).toBe('confirming');
    expect(server.requests).toEqual([]);
    actor.send({ type: 'result.confirm', reason: ' Fees outstanding ' });
    await waitFor(actor, (s) => s.matches('withheld'));
    expect(server.requests[0]?.body).toMatchObject({ reason: 'Fees outstanding' });
  });

  it('withholds one student after a release', async () => {
    const server = fakeServer();
    const { actor } = startRelease(server);
    actor.send({ type: 'result.release', target: studentTarget(ada) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    await waitFor(actor, (s) => s.matches('released'));
    actor.send({ type: 'result.withhold', target: studentTarget(ada) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    const snapshot = await waitFor(actor, (s) => s.matches('withheld'));
    expect(server.status.get(ada.id)).toBe('withheld');
    expect(releaseSummary(snapshot.context)).toBe('1 result withheld.');
  });
});

describe('the SDK-backed actor', () => {
  it.each([
    ['result.release', '/release/result'],
    ['result.withhold', '/withhold/result'],
  ] as const)('%s sends PATCH %s with the period and student_ids', async (type, path) => {
    const server = fakeServer();
    const { actor } = startRelease(server);
    actor.send({ type, target: classOf([ada, tunde]) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'PATCH',
      path,
      body: {
        term: 'First Term',
        session: '2025/2026',
        period: 'Second Half',
        student_ids: ['301', '302'],
      },
    });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer token-admin');
  });

  it('fails the call with the error text of a timeout', async () => {
    const api = createFakeFetch(() => 'timeout');
    const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
    const actor = createActor(createResultReleaseMachine({ client }), {
      input: { role: 'principal' },
    }).start();
    actor.send({ type: 'result.release', target: studentTarget(ada) });
    actor.send({ type: 'result.confirm', reason: 'Fees outstanding' });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failures).toEqual([{ ...ada, reason: 'The server took too long' }]);
  });
});

describe('outcomesOf', () => {
  it('gives each student sent the answer’s outcome, and fails one it leaves out', () => {
    const answer: ResultStatusChange = {
      ...changedAll('withheld', [ada]),
      students: [
        { student_id: zainab.id, outcome: 'unchanged' },
        { student_id: ada.id, outcome: 'changed' },
      ],
    };
    expect(outcomesOf([ada, tunde, zainab], answer, 'withhold')).toEqual({
      answered: [
        { ...ada, outcome: 'changed' },
        { ...zainab, outcome: 'unchanged' },
      ],
      failures: [{ ...tunde, reason: 'The result could not be withheld.' }],
    });
  });
});

describe('splitFailure', () => {
  const batch = [ada, tunde, zainab];

  it('fails the named students of a 422 and resends the others', () => {
    const error = new ApiError('http', 'invalid', 422, {
      'student_ids.1': [refusedReason],
      'student_ids.9': ['out of the batch'],
      term: ['is not a term'],
    });
    expect(splitFailure(batch, error, 'release')).toEqual({
      failures: [{ ...tunde, reason: refusedReason }],
      resend: [ada, zainab],
    });
  });

  it('fails the whole batch otherwise, with the fallback for an error without words', () => {
    expect(splitFailure([ada], new Error(''), 'withhold')).toEqual({
      failures: [{ ...ada, reason: 'The result could not be withheld.' }],
      resend: [],
    });
  });
});
