import { ApiError, createClient, type Schema } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { statePathOf } from '../shared/state-value.ts';
import { createFakeFetch, type FakeAnswer, type SeenRequest } from '../test-support/fake-fetch.ts';
import {
  createCoverage,
  describePath,
  type ModelEvent,
  runPath,
  toTestModelMachine,
} from '../test-support/model.ts';
import { createAssignmentPublishMachine } from './assignment-publish.actors.ts';
import { assignmentProblems, checkAssignment } from './assignment-publish.checks.ts';
import {
  type AssignmentSet,
  type LoadedAssignment,
  type ObjectiveDraft,
  storedIdsOf,
  type TheoryDraft,
} from './assignment-publish.draft.ts';
import { assignmentPublishExamples } from './assignment-publish.examples.ts';
import {
  exampleClock,
  exampleDueDate,
  exampleNow,
  exampleObjectiveQuestion,
  examplePastDueDate,
  exampleSet,
  exampleStoredDraft,
  exampleTheoryQuestion,
} from './assignment-publish.fixtures.ts';
import { assignmentPublishMachine, assignmentPublishStates } from './assignment-publish.machine.ts';
import {
  type AssignmentPublishEvent,
  assignmentPublishMessages,
} from './assignment-publish.setup.ts';

type Snapshot = SnapshotFrom<typeof assignmentPublishMachine>;

const input = { set: exampleSet, now: exampleClock };

const busyStates = new Set<string>([
  'loading',
  'publishing.creatingObjective',
  'publishing.updatingObjective',
  'publishing.creatingTheory',
  'publishing.updatingTheory',
  'publishing.publishingQuestions',
  'unpublishing.checkingAnswers',
  'unpublishing.unpublishingQuestions',
]);

const actorNames = [
  'loadAssignment',
  'createObjectiveQuestions',
  'updateObjectiveQuestions',
  'createTheoryQuestions',
  'updateTheoryQuestion',
  'publishQuestions',
  'countAnswers',
  'unpublishQuestions',
] as const;

const emptyLoad: LoadedAssignment = {
  dueDate: '',
  objective: [],
  theory: [],
  savedDueDates: { objective: null, theory: null },
  published: false,
};
const storedLoad: LoadedAssignment = { ...exampleStoredDraft, published: false };
const publishedLoad: LoadedAssignment = { ...exampleStoredDraft, published: true };

/** What the form sends to complete a question: everything but its number. */
const { question_number: _o, id: _oi, saved: _os, ...objectiveContent } = exampleObjectiveQuestion;
const { question_number: _t, id: _ti, saved: _ts, ...theoryContent } = exampleTheoryQuestion;

const offline = new ApiError('network', 'The server cannot be reached');

/** The content of the questions, without where they stand with the server. */
const contentOf = (snapshot: Snapshot) => ({
  objective: snapshot.context.objective.map(({ id: _, saved: __, ...rest }) => rest),
  theory: snapshot.context.theory.map(({ id: _, saved: __, ...rest }) => rest),
  dueDate: snapshot.context.dueDate,
});

/**
 * The events the model may take, per state, kept small so the graph stays finite: blank
 * questions are added and completed once, saved questions edited once, a past due date chosen
 * only for an empty draft, and messages dismissed only when one shows.
 */
function assignmentModelEvents(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  const [objective] = context.objective;
  const [theory] = context.theory;
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadAssignment', output: emptyLoad },
    { type: 'xstate.done.actor.loadAssignment', output: storedLoad },
    { type: 'xstate.done.actor.loadAssignment', output: publishedLoad },
    { type: 'xstate.done.actor.createObjectiveQuestions', output: ['401'] },
    { type: 'xstate.done.actor.updateObjectiveQuestions', output: undefined },
    { type: 'xstate.done.actor.createTheoryQuestions', output: ['402'] },
    { type: 'xstate.done.actor.updateTheoryQuestion', output: undefined },
    { type: 'xstate.done.actor.publishQuestions', output: undefined },
    { type: 'xstate.done.actor.countAnswers', output: 0 },
    { type: 'xstate.done.actor.countAnswers', output: 2 },
    { type: 'xstate.done.actor.unpublishQuestions', output: undefined },
    { type: 'assignment.publish' },
    { type: 'assignment.unpublish' },
    { type: 'assignment.retry' },
  ];
  if (context.error !== null || context.notice !== null) {
    events.push({ type: 'assignment.dismiss' });
  }
  if (objective === undefined) events.push({ type: 'assignment.addQuestion', kind: 'objective' });
  if (theory === undefined) events.push({ type: 'assignment.addQuestion', kind: 'theory' });
  if (objective?.question === '') {
    events.push({
      type: 'assignment.edit',
      kind: 'objective',
      index: 0,
      changes: objectiveContent,
    });
    events.push({ type: 'assignment.removeQuestion', kind: 'objective', index: 0 });
  }
  if (theory?.question === '') {
    events.push({ type: 'assignment.edit', kind: 'theory', index: 0, changes: theoryContent });
  }
  if (objective?.id === '301' && objective.question_mark === 2) {
    events.push({
      type: 'assignment.edit',
      kind: 'objective',
      index: 0,
      changes: { question_mark: 3 },
    });
  }
  if (theory?.id === '302' && theory.question_mark === 5) {
    events.push({
      type: 'assignment.edit',
      kind: 'theory',
      index: 0,
      changes: { question_mark: 4 },
    });
  }
  if (context.dueDate === '' && objective === undefined && theory === undefined) {
    events.push({ type: 'assignment.setDueDate', dueDate: examplePastDueDate });
  }
  if (context.dueDate !== exampleDueDate) {
    events.push({ type: 'assignment.setDueDate', dueDate: exampleDueDate });
  }
  // Once a message shows, further failures add nothing new to explore.
  if (context.error === null) {
    events.push(
      ...actorNames.map((name) => ({ type: `xstate.error.actor.${name}`, error: offline })),
    );
  }
  return events;
}

describe('assignmentPublishMachine by model', () => {
  // The model would add a bare `{ type }` for every event a state handles that the list leaves
  // out (an `assignment.addQuestion` without a kind, a done event without output): only the
  // listed events are taken.
  const listed = new WeakSet<object>();
  const model = createTestModel(toTestModelMachine(assignmentPublishMachine), {
    input,
    events: (snapshot) => {
      const events = assignmentModelEvents(snapshot as Snapshot);
      for (const event of events) listed.add(event);
      return events as never;
    },
    filterEvents: (_, event) => listed.has(event),
  });
  const paths = model.getShortestPaths();
  const coverage = createCoverage(assignmentPublishMachine);

  it('has one shortest path per reachable state and transition', () => {
    expect(paths.length).toBe(150);
  });

  it.each(paths.map((path, index) => [describePath(path, index), path] as const))(
    '%s',
    async (_, path) => {
      let before: Snapshot | null = null;
      const last = await runPath<Snapshot>(path, {
        machine: assignmentPublishMachine,
        actorNames,
        input,
        coverage,
        check: (snapshot, { event, fakes }) => {
          const state = statePathOf(snapshot.value);
          const { context } = snapshot;
          expect(snapshot.hasTag('busy')).toBe(busyStates.has(state));
          // Only a draft that passes the check is saved and published.
          if (state.startsWith('publishing.') || state === 'published') {
            expect(checkAssignment(context, exampleNow)).toEqual({});
          }
          // Published means all saved, with the due date the teacher chose.
          if (state === 'published' || state.startsWith('unpublishing.')) {
            expect([...context.objective, ...context.theory].every((q) => q.saved && q.id)).toBe(
              true,
            );
            expect(context.savedDueDates).toEqual({
              objective: context.objective.length > 0 ? context.dueDate : null,
              theory: context.theory.length > 0 ? context.dueDate : null,
            });
          }
          // Once a student has answered, the assignment stays published.
          if (context.answered) expect(state).toBe('published');
          if (before !== null) {
            // A stored question never loses its id: nothing is saved twice.
            expect(storedIdsOf(context)).toEqual(
              expect.arrayContaining(storedIdsOf(before.context)),
            );
            // A call that fails changes nothing of the draft.
            if (event.type.startsWith('xstate.error.actor.')) {
              expect(contentOf(snapshot)).toEqual(contentOf(before));
            }
          }
          // A create sends exactly the questions not saved yet.
          if (state === 'publishing.creatingObjective') {
            const call = fakes.pending('createObjectiveQuestions');
            expect(call).toBeDefined();
            const sent = (call?.input as Schema<'ObjectiveAssignmentInput'> | undefined)?.questions;
            expect(sent).toHaveLength(context.objective.filter((q) => q.id === null).length);
          }
          before = snapshot;
        },
      });
      expect(statePathOf(last.value)).toBe(statePathOf(path.state.value));
    },
  );

  it('visits every state and takes every transition', () => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  // Simple paths multiply fast: walk them over the events of one story only, a new objective
  // question published through failures of either call.
  const failingAndRetrying = model.getSimplePaths({
    events: [
      { type: 'xstate.done.actor.loadAssignment', output: emptyLoad },
      { type: 'assignment.addQuestion', kind: 'objective' },
      { type: 'assignment.edit', kind: 'objective', index: 0, changes: objectiveContent },
      { type: 'assignment.setDueDate', dueDate: exampleDueDate },
      { type: 'assignment.publish' },
      { type: 'xstate.done.actor.createObjectiveQuestions', output: ['401'] },
      { type: 'xstate.error.actor.createObjectiveQuestions', error: offline },
      { type: 'xstate.done.actor.publishQuestions', output: undefined },
      { type: 'xstate.error.actor.publishQuestions', error: offline },
      { type: 'assignment.retry' },
    ] as never,
    // The teacher writes the question in one order; only the calls branch.
    filterEvents: (snapshot, event) => {
      const { objective, dueDate } = (snapshot as Snapshot).context;
      const written = objective[0]?.question !== undefined && objective[0].question !== '';
      const ready: Partial<Record<string, boolean>> = {
        'assignment.addQuestion': objective.length === 0,
        'assignment.edit': objective.length === 1 && !written,
        'assignment.setDueDate': written && dueDate === '',
        'assignment.publish': dueDate !== '',
      };
      return snapshot.can(event) && ready[event.type] !== false;
    },
    toState: (snapshot) => snapshot.matches('published'),
  });

  it('has simple paths to a published assignment through every failure', () => {
    const writing =
      'published ← loadAssignment done → assignment.addQuestion → assignment.edit → assignment.setDueDate → assignment.publish';
    expect(failingAndRetrying.map((path, index) => describePath(path, index))).toEqual([
      `#1 ${writing} → createObjectiveQuestions failed → assignment.retry → createObjectiveQuestions done → publishQuestions failed → assignment.retry → publishQuestions done`,
      `#2 ${writing} → createObjectiveQuestions done → publishQuestions failed → assignment.retry → publishQuestions done`,
      `#3 ${writing} → createObjectiveQuestions failed → assignment.retry → createObjectiveQuestions done → publishQuestions done`,
      `#4 ${writing} → createObjectiveQuestions done → publishQuestions done`,
    ]);
  });

  it.each(failingAndRetrying.map((path, index) => [describePath(path, index), path] as const))(
    'simple path %s saves the question once and publishes it as written',
    async (_, path) => {
      const last = await runPath<Snapshot>(path, {
        machine: assignmentPublishMachine,
        actorNames,
        input,
        coverage,
        check: (snapshot, { fakes }) => {
          const created = fakes.calls.filter((call) => call.src === 'createObjectiveQuestions');
          // A retry after the question was saved never creates it again.
          expect(created.length).toBeLessThanOrEqual(
            path.steps.filter(
              (step) =>
                (step.event.type as string) === 'xstate.error.actor.createObjectiveQuestions',
            ).length + 1,
          );
          expect(snapshot.context.objective.length).toBeLessThanOrEqual(1);
        },
      });
      expect(last.context.objective).toEqual([
        { ...exampleObjectiveQuestion, id: '401', saved: true },
      ]);
      expect(last.context.notice).toBe(assignmentPublishMessages.published);
    },
  );
});

describe('assignmentPublishStates and assignmentPublishExamples', () => {
  it('has one example per state, in that state', () => {
    expect(Object.keys(assignmentPublishExamples)).toEqual([...assignmentPublishStates]);
    for (const state of assignmentPublishStates) {
      const example = assignmentPublishExamples[state];
      expect(statePathOf(example.value)).toBe(state);
      expect(example.hasTag('busy')).toBe(busyStates.has(state));
    }
  });

  it('shows a draft with a problem and a passed check for every saving state', () => {
    expect(assignmentPublishExamples.draft.context.problems).toEqual({
      'objective.0.answer': [assignmentProblems.oneCorrect],
    });
    for (const state of assignmentPublishStates.filter((s) => s.startsWith('publishing.'))) {
      const { context } = assignmentPublishExamples[state];
      expect(checkAssignment(context, exampleNow)).toEqual({});
    }
  });

  it('lists every leaf state but the two passed through at once', () => {
    const leaves = new Set<string>();
    const walk = (node: typeof assignmentPublishMachine.root, prefix: string) => {
      for (const [key, child] of Object.entries(node.states)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (Object.keys(child.states).length === 0) leaves.add(path);
        else walk(child, path);
      }
    };
    walk(assignmentPublishMachine.root, '');
    expect(new Set([...assignmentPublishStates, 'checking', 'publishing.next'])).toEqual(leaves);
  });
});

// ---------------------------------------------------------------------------------------------
// Through the SDK over a fake fetch
// ---------------------------------------------------------------------------------------------

type AssignmentRecord = Schema<'AssignmentRecord'>;

/** A stored question as `GET /assignment` lists it to its teacher. */
function storedRecord(
  id: string,
  question: ObjectiveDraft | TheoryDraft,
  options: { status?: 'published' | 'unpublished'; sub_class?: string | null } = {},
): AssignmentRecord {
  const objective = 'options' in question;
  const [option1 = null, option2 = null, option3 = null, option4 = null] = objective
    ? question.options
    : [];
  return {
    id,
    attributes: {
      period: exampleSet.period,
      term: exampleSet.term,
      session: exampleSet.session,
      week: exampleSet.week,
      class_id: exampleSet.class_id,
      class_name: 'JSS 1',
      sub_class: options.sub_class === undefined ? exampleSet.sub_class : options.sub_class,
      subject_id: exampleSet.subject_id,
      subject: 'Basic Science',
      teacher_id: '12',
      question_type: objective ? 'objective' : 'theory',
      question_number: question.question_number,
      question: question.question,
      option1,
      option2,
      option3,
      option4,
      answer: objective ? (question.correct[0] ?? 'option1') : question.answer,
      image_file_id: null,
      question_mark: question.question_mark,
      total_question: 1,
      total_mark: question.question_mark,
      due_date: exampleDueDate,
      status: options.status ?? 'unpublished',
      created_at: '2026-01-12T08:00:00.000Z',
      updated_at: '2026-01-12T08:00:00.000Z',
    },
  };
}

/** A student's answer to a question, as `GET /assignment-answer/...` lists it. */
function answerRecord(assignmentId: string): Schema<'AssignmentAnswerRecord'> {
  const { attributes } = storedRecord(assignmentId, exampleObjectiveQuestion);
  return {
    id: `answer-${assignmentId}`,
    attributes: {
      assignment_id: assignmentId,
      student_id: '55',
      student_name: 'Okafor Chidi',
      admission_number: 'BFA/2025/055',
      period: attributes.period,
      term: attributes.term,
      session: attributes.session,
      week: attributes.week,
      class_id: attributes.class_id,
      class_name: attributes.class_name,
      sub_class: attributes.sub_class,
      subject_id: attributes.subject_id,
      subject: attributes.subject,
      question_type: 'objective',
      question_number: 1,
      question: attributes.question,
      option1: attributes.option1,
      option2: attributes.option2,
      option3: attributes.option3,
      option4: attributes.option4,
      question_mark: 2,
      answer: 'option2',
      correct_answer: 'option2',
      teacher_mark: 2,
      mark: 'marked',
      submitted_at: '2026-01-20T10:00:00.000Z',
      marked_at: '2026-01-20T10:00:00.000Z',
      teacher_comment: null,
    },
  };
}

type Route = (request: SeenRequest) => FakeAnswer | undefined;

/**
 * A fake server for the assignment calls: `GET /assignment` lists `stored` by type; creates
 * answer the questions sent with ids `new-<number>` (objective) or `new-t<number>` (theory);
 * edits and publishes answer 200. `route` answers first when it returns something.
 */
function fakeServer(stored: AssignmentRecord[] = [], route: Route = () => undefined) {
  return (request: SeenRequest): FakeAnswer => {
    const routed = route(request);
    if (routed !== undefined) return routed;
    const key = `${request.method} ${request.path}`;
    const body = request.body as { questions?: { question_number: number }[] } | undefined;
    const created = (prefix: string) => ({
      status: 201,
      body: {
        data: (body?.questions ?? []).map((question) => ({
          id: `${prefix}${question.question_number}`,
          attributes: { question_number: question.question_number },
        })),
      },
    });
    if (key === 'GET /assignment') {
      const type = new URLSearchParams(request.search).get('type');
      return {
        status: 200,
        body: { data: stored.filter((record) => record.attributes.question_type === type) },
      };
    }
    if (key === 'POST /objective-assignment') return created('new-');
    if (key === 'POST /theory-assignment') return created('new-t');
    if (request.path.startsWith('/assignment-answer/')) return { status: 200, body: { data: [] } };
    return { status: 200, body: { data: [], message: 'Done' } };
  };
}

function startAssignment(
  answer: (request: SeenRequest) => FakeAnswer,
  options: { set?: AssignmentSet; now?: () => Date } = {},
) {
  const api = createFakeFetch(answer);
  const client = createClient({ baseUrl: 'http://school.test/api', fetch: api.fetch });
  const actor = createActor(createAssignmentPublishMachine({ client }), {
    input: { set: options.set ?? exampleSet, now: options.now ?? exampleClock },
  }).start();
  return { actor, requests: api.requests };
}

type AssignmentActor = Actor<typeof assignmentPublishMachine>;

const settled = (actor: AssignmentActor) => waitFor(actor, (s) => !s.hasTag('busy'));
const callsOf = (requests: SeenRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

/** Adds and writes one question of each kind and chooses the due date. */
function writeNewQuestions(actor: AssignmentActor, dueDate = exampleDueDate) {
  const send = (event: AssignmentPublishEvent) => actor.send(event);
  send({ type: 'assignment.addQuestion', kind: 'objective' });
  send({ type: 'assignment.edit', kind: 'objective', index: 0, changes: objectiveContent });
  send({ type: 'assignment.addQuestion', kind: 'theory' });
  send({ type: 'assignment.edit', kind: 'theory', index: 0, changes: theoryContent });
  send({ type: 'assignment.setDueDate', dueDate });
}

describe('loading', () => {
  it("asks for both kinds of the week's questions and keeps only this set's", async () => {
    const otherArm = storedRecord(
      '309',
      { ...exampleObjectiveQuestion, question_number: 2 },
      {
        sub_class: 'B',
      },
    );
    const { actor, requests } = startAssignment(
      fakeServer([
        storedRecord('301', exampleObjectiveQuestion),
        otherArm,
        storedRecord('302', exampleTheoryQuestion),
      ]),
    );
    const snapshot = await settled(actor);

    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(
      requests.map((r) => [r.method, r.path, new URLSearchParams(r.search).toString()]),
    ).toEqual([
      [
        'GET',
        '/assignment',
        'period=First+Half&term=First+Term&session=2025%2F2026&type=objective&week=3&subject_id=11&class_id=7',
      ],
      [
        'GET',
        '/assignment',
        'period=First+Half&term=First+Term&session=2025%2F2026&type=theory&week=3&subject_id=11&class_id=7',
      ],
    ]);
    const { objective, theory, dueDate, savedDueDates } = snapshot.context;
    expect({ objective, theory, dueDate, savedDueDates }).toEqual(exampleStoredDraft);
  });

  it('opens a published assignment as published', async () => {
    const { actor } = startAssignment(
      fakeServer([
        storedRecord('301', exampleObjectiveQuestion, { status: 'published' }),
        storedRecord('302', exampleTheoryQuestion, { status: 'published' }),
      ]),
    );
    expect(statePathOf((await settled(actor)).value)).toBe('published');
  });

  it('opens a half-published assignment as a draft, to publish the rest', async () => {
    const { actor } = startAssignment(
      fakeServer([
        storedRecord('301', exampleObjectiveQuestion, { status: 'published' }),
        storedRecord('302', exampleTheoryQuestion),
      ]),
    );
    expect(statePathOf((await settled(actor)).value)).toBe('draft');
  });

  it('offers a retry, never an empty draft, when loading fails', async () => {
    let fail = true;
    const { actor } = startAssignment(
      fakeServer([], () =>
        fail ? { status: 501, body: { message: 'Not implemented' } } : undefined,
      ),
    );
    let snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('loadFailed');
    expect(snapshot.context.error).toBe('Not implemented');
    expect(snapshot.can({ type: 'assignment.addQuestion', kind: 'objective' })).toBe(false);

    fail = false;
    actor.send({ type: 'assignment.retry' });
    snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(snapshot.context.error).toBeNull();
  });

  it('says which actor is missing when the machine runs without its I/O', async () => {
    const actor = createActor(assignmentPublishMachine, { input }).start();
    const snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('loadFailed');
    expect(snapshot.context.error).toBe(
      'assignmentPublishMachine: the loadAssignment actor was not provided',
    );
  });
});

describe('checking', () => {
  /** The machine on a loaded draft, whose saving actors must never be called. */
  function startOn(draft: Partial<LoadedAssignment>, now: () => Date = exampleClock) {
    const saved: string[] = [];
    const refuse = (name: string) =>
      fromPromise(async () => {
        saved.push(name);
        throw new Error(`${name} was called`);
      });
    const machine = assignmentPublishMachine.provide({
      actors: {
        loadAssignment: fromPromise(async () => ({ ...emptyLoad, ...draft })),
        ...Object.fromEntries(actorNames.slice(1).map((name) => [name, refuse(name)])),
      } as never,
    });
    const actor = createActor(machine, { input: { set: exampleSet, now } }).start();
    return { actor, saved };
  }

  const objectiveDraft = (changes: Partial<ObjectiveDraft>) => ({
    dueDate: exampleDueDate,
    objective: [{ ...exampleObjectiveQuestion, ...changes }],
  });

  it.each<[string, Partial<LoadedAssignment>, string, string]>([
    ['no question', { dueDate: exampleDueDate }, 'questions', assignmentProblems.noQuestion],
    [
      'an objective question without 4 options',
      objectiveDraft({ options: ['Lungs', 'Heart', 'Liver'] }),
      'objective.0.options',
      assignmentProblems.fourOptions,
    ],
    [
      'an objective question with a blank option',
      objectiveDraft({ options: ['Lungs', 'Heart', '', 'Kidney'] }),
      'objective.0.option3',
      'Enter option 3',
    ],
    [
      'no correct answer',
      objectiveDraft({ correct: [] }),
      'objective.0.answer',
      assignmentProblems.oneCorrect,
    ],
    [
      'two correct answers',
      objectiveDraft({ correct: ['option2', 'option4'] }),
      'objective.0.answer',
      assignmentProblems.oneCorrect,
    ],
    [
      'a mark of 0',
      objectiveDraft({ question_mark: 0 }),
      'objective.0.question_mark',
      assignmentProblems.markPositive,
    ],
    [
      'a negative theory mark',
      { dueDate: exampleDueDate, theory: [{ ...exampleTheoryQuestion, question_mark: -1 }] },
      'theory.0.question_mark',
      assignmentProblems.markPositive,
    ],
    [
      'a due date in the past',
      { ...objectiveDraft({}), dueDate: examplePastDueDate },
      'dueDate',
      assignmentProblems.dueDatePassed,
    ],
  ])('keeps the draft with %s and says why', async (_, draft, field, reason) => {
    const { actor, saved } = startOn(draft);
    const before = contentOf(await settled(actor));
    actor.send({ type: 'assignment.publish' });
    const snapshot = actor.getSnapshot();

    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(snapshot.context.problems[field]).toEqual([reason]);
    expect(Object.keys(snapshot.context.problems)).toEqual([field]);
    expect(snapshot.context.error).toBe(assignmentPublishMessages.checkFailed);
    expect(contentOf(snapshot)).toEqual(before);
    expect(saved).toEqual([]);
  });

  it("forgets a field's problem once the teacher changes it", async () => {
    const { actor } = startOn({
      dueDate: examplePastDueDate,
      objective: [{ ...exampleObjectiveQuestion, correct: [] }],
      theory: [{ ...exampleTheoryQuestion, answer: '' }],
    });
    await settled(actor);
    actor.send({ type: 'assignment.publish' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual([
      'objective.0.answer',
      'theory.0.answer',
      'dueDate',
    ]);
    actor.send({
      type: 'assignment.edit',
      kind: 'objective',
      index: 0,
      changes: { correct: ['option1'] },
    });
    actor.send({ type: 'assignment.setDueDate', dueDate: exampleDueDate });
    expect(actor.getSnapshot().context.problems).toEqual({
      'theory.0.answer': [assignmentProblems.modelAnswer],
    });
  });

  it('reads the injected clock when asked to publish, not when the machine starts', async () => {
    let now = exampleNow;
    const { actor } = startOn({ ...objectiveDraft({}), dueDate: '2026-01-20' }, () => now);
    await settled(actor);
    now = new Date(2026, 0, 21, 8, 0);
    actor.send({ type: 'assignment.publish' });
    expect(actor.getSnapshot().context.problems).toEqual({
      dueDate: [assignmentProblems.dueDatePassed],
    });
  });

  it('removes a question not saved yet, never a saved one', async () => {
    const { actor } = startOn(exampleStoredDraft);
    await settled(actor);
    actor.send({ type: 'assignment.addQuestion', kind: 'objective' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.context.objective.map((q) => [q.id, q.question_number])).toEqual([
      ['301', 1],
      [null, 2],
    ]);
    expect(snapshot.can({ type: 'assignment.removeQuestion', kind: 'objective', index: 0 })).toBe(
      false,
    );
    actor.send({ type: 'assignment.removeQuestion', kind: 'objective', index: 0 });
    actor.send({ type: 'assignment.removeQuestion', kind: 'objective', index: 1 });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.objective).toEqual(exampleStoredDraft.objective);
  });
});

describe('publishing', () => {
  it('creates new questions, edits changed ones, then publishes each kind', async () => {
    const { actor, requests } = startAssignment(
      fakeServer([
        storedRecord('301', exampleObjectiveQuestion),
        storedRecord('302', exampleTheoryQuestion),
      ]),
    );
    await settled(actor);
    const send = (event: AssignmentPublishEvent) => actor.send(event);
    send({ type: 'assignment.edit', kind: 'objective', index: 0, changes: { question_mark: 3 } });
    send({ type: 'assignment.addQuestion', kind: 'objective' });
    send({
      type: 'assignment.edit',
      kind: 'objective',
      index: 1,
      changes: {
        question: 'Which vessel carries blood away from the heart?',
        options: ['Vein', 'Artery', 'Capillary', 'Valve'],
        correct: ['option2'],
      },
    });
    send({
      type: 'assignment.edit',
      kind: 'theory',
      index: 0,
      changes: { answer: 'Atria, then ventricles.' },
    });
    send({ type: 'assignment.setDueDate', dueDate: '2026-01-30' });
    send({ type: 'assignment.publish' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);

    expect(statePathOf(snapshot.value)).toBe('published');
    expect(snapshot.context.notice).toBe(assignmentPublishMessages.published);
    expect(callsOf(requests.slice(2))).toEqual([
      'POST /objective-assignment',
      'PATCH /edit-obj-assignment',
      'PATCH /edit-thoery-assignment',
      'PATCH /publish/assignment',
      'PATCH /publish/assignment',
    ]);
    const [create, editObjective, editTheory, publishObjective, publishTheory] = requests
      .slice(2)
      .map((request) => request.body);
    expect(create).toEqual({
      period: 'First Half',
      term: 'First Term',
      session: '2025/2026',
      week: 3,
      class_id: '7',
      sub_class: 'A',
      subject_id: '11',
      due_date: '2026-01-30',
      questions: [
        {
          question_number: 2,
          question: 'Which vessel carries blood away from the heart?',
          option1: 'Vein',
          option2: 'Artery',
          option3: 'Capillary',
          option4: 'Valve',
          answer: 'option2',
          question_mark: 1,
        },
      ],
    });
    expect(editObjective).toEqual({
      due_date: '2026-01-30',
      questions: [
        {
          id: '301',
          question: exampleObjectiveQuestion.question,
          option1: 'Lungs',
          option2: 'Heart',
          option3: 'Liver',
          option4: 'Kidney',
          answer: 'option2',
          question_mark: 3,
        },
      ],
    });
    expect(editTheory).toEqual({
      id: '302',
      question: exampleTheoryQuestion.question,
      answer: 'Atria, then ventricles.',
      question_mark: 5,
      image_file_id: null,
      due_date: '2026-01-30',
    });
    const publish = {
      period: 'First Half',
      term: 'First Term',
      session: '2025/2026',
      week: 3,
      class_id: '7',
      sub_class: 'A',
      subject_id: '11',
      is_publish: true,
    };
    expect(publishObjective).toEqual({ ...publish, question_type: 'objective' });
    expect(publishTheory).toEqual({ ...publish, question_type: 'theory' });
    expect(snapshot.context.objective.map((q) => [q.id, q.saved])).toEqual([
      ['301', true],
      ['new-2', true],
    ]);
    expect(snapshot.context.savedDueDates).toEqual({
      objective: '2026-01-30',
      theory: '2026-01-30',
    });
  });

  it('sends a new due date alone with a field that does not change', async () => {
    const { actor, requests } = startAssignment(
      fakeServer([
        storedRecord('301', exampleObjectiveQuestion),
        storedRecord('302', exampleTheoryQuestion),
      ]),
    );
    await settled(actor);
    actor.send({ type: 'assignment.setDueDate', dueDate: '2026-01-30' });
    actor.send({ type: 'assignment.publish' });
    await settled(actor);
    expect(requests.slice(2, 4).map((r) => [r.path, r.body])).toEqual([
      [
        '/edit-obj-assignment',
        { due_date: '2026-01-30', questions: [{ id: '301', question_number: 1 }] },
      ],
      ['/edit-thoery-assignment', { id: '302', due_date: '2026-01-30' }],
    ]);
  });

  it('publishes a set for every arm without naming an arm', async () => {
    const everyArm = { ...exampleSet, sub_class: null };
    const { actor, requests } = startAssignment(fakeServer(), { set: everyArm });
    await settled(actor);
    writeNewQuestions(actor);
    actor.send({ type: 'assignment.publish' });
    await settled(actor);
    expect(callsOf(requests.slice(2))).toEqual([
      'POST /objective-assignment',
      'POST /theory-assignment',
      'PATCH /publish/assignment',
      'PATCH /publish/assignment',
    ]);
    expect(requests[2]?.body).toMatchObject({ sub_class: null });
    expect(requests[3]?.body).toMatchObject({
      sub_class: null,
      questions: [{ question_number: 1, ...theoryContent }],
    });
    expect(requests[4]?.body).not.toHaveProperty('sub_class');
  });

  it('keeps the draft intact when publishing fails, and a retry goes on where it stopped', async () => {
    let theoryFails = true;
    const { actor, requests } = startAssignment(
      fakeServer([], (request) =>
        request.path === '/theory-assignment' && theoryFails
          ? { status: 500, body: { message: 'The server could not save the questions' } }
          : undefined,
      ),
    );
    await settled(actor);
    writeNewQuestions(actor);
    const written = contentOf(actor.getSnapshot());
    actor.send({ type: 'assignment.publish' });
    let snapshot = await settled(actor);

    expect(statePathOf(snapshot.value)).toBe('publishFailed');
    expect(snapshot.context.error).toBe('The server could not save the questions');
    expect(contentOf(snapshot)).toEqual(written);
    // The objective question was saved before the failure and keeps its id.
    expect(snapshot.context.objective[0]).toMatchObject({ id: 'new-1', saved: true });
    expect(snapshot.context.theory[0]).toMatchObject({ id: null, saved: false });

    theoryFails = false;
    actor.send({ type: 'assignment.retry' });
    snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('published');
    expect(contentOf(snapshot)).toEqual(written);
    expect(callsOf(requests.slice(2))).toEqual([
      'POST /objective-assignment',
      'POST /theory-assignment',
      // The retry: the objective question is not sent again.
      'POST /theory-assignment',
      'PATCH /publish/assignment',
      'PATCH /publish/assignment',
    ]);
  });

  it('goes back to the draft from a failure, keeping what was saved', async () => {
    const { actor } = startAssignment(
      fakeServer([], (request) =>
        request.path === '/publish/assignment'
          ? { status: 404, body: { message: 'No question matches' } }
          : undefined,
      ),
    );
    await settled(actor);
    writeNewQuestions(actor);
    actor.send({ type: 'assignment.publish' });
    await settled(actor);
    actor.send({ type: 'assignment.dismiss' });
    const snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.objective[0]).toMatchObject({ id: 'new-1', ...objectiveContent });
    expect(snapshot.context.theory[0]).toMatchObject({ id: 'new-t1', ...theoryContent });
  });

  it('checks again on retry: a due date passed meanwhile sends the teacher back to the draft', async () => {
    let now = exampleNow;
    const { actor, requests } = startAssignment(
      fakeServer([], (request) => (request.path === '/publish/assignment' ? 'timeout' : undefined)),
      { now: () => now },
    );
    await settled(actor);
    writeNewQuestions(actor, '2026-01-19');
    actor.send({ type: 'assignment.publish' });
    let snapshot = await settled(actor);
    expect(snapshot.context.error).toBe('The server took too long');

    now = new Date(2026, 0, 20, 7, 30);
    const sent = requests.length;
    actor.send({ type: 'assignment.retry' });
    snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(snapshot.context.problems).toEqual({ dueDate: [assignmentProblems.dueDatePassed] });
    expect(requests).toHaveLength(sent);
  });

  it("names the server's field reasons as the draft names its fields", async () => {
    const { actor } = startAssignment(
      fakeServer([storedRecord('301', exampleObjectiveQuestion)], (request) =>
        request.path === '/objective-assignment'
          ? {
              status: 422,
              body: {
                message: 'Check the questions',
                errors: {
                  'questions.0.option2': ['The options must all differ'],
                  due_date: ['Too far'],
                },
              },
            }
          : undefined,
      ),
    );
    await settled(actor);
    actor.send({ type: 'assignment.addQuestion', kind: 'objective' });
    actor.send({ type: 'assignment.edit', kind: 'objective', index: 1, changes: objectiveContent });
    actor.send({ type: 'assignment.publish' });
    const snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('publishFailed');
    expect(snapshot.context.error).toBe('Check the questions');
    expect(snapshot.context.problems).toEqual({
      'objective.1.option2': ['The options must all differ'],
      dueDate: ['Too far'],
    });
  });

  it('fails rather than lose an id the server did not give back', async () => {
    const { actor } = startAssignment(
      fakeServer([], (request) =>
        request.path === '/objective-assignment' ? { status: 201, body: { data: [] } } : undefined,
      ),
    );
    await settled(actor);
    writeNewQuestions(actor);
    actor.send({ type: 'assignment.publish' });
    const snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('publishFailed');
    expect(snapshot.context.error).toBe('The server did not list question 1 as saved');
    expect(snapshot.context.objective[0]?.id).toBeNull();
  });
});

describe('unpublishing', () => {
  const published = [
    storedRecord('301', exampleObjectiveQuestion, { status: 'published' }),
    storedRecord('302', exampleTheoryQuestion, { status: 'published' }),
  ];

  it('is refused once a student has answered, without asking again', async () => {
    const { actor, requests } = startAssignment(
      fakeServer(published, (request) =>
        request.path.startsWith('/assignment-answer/') && request.path.includes('/objective/')
          ? { status: 200, body: { data: [answerRecord('301')] } }
          : undefined,
      ),
    );
    await settled(actor);
    actor.send({ type: 'assignment.unpublish' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    let snapshot = await settled(actor);

    expect(statePathOf(snapshot.value)).toBe('published');
    expect(snapshot.context).toMatchObject({
      answered: true,
      error: assignmentPublishMessages.answered,
    });
    expect(callsOf(requests.slice(2))).toEqual([
      'GET /assignment-answer/First%20Half/First%20Term/2025%2F2026/objective/3',
      'GET /assignment-answer/First%20Half/First%20Term/2025%2F2026/theory/3',
    ]);
    expect(new URLSearchParams(requests[2]?.search).toString()).toBe('subject_id=11&class_id=7');

    actor.send({ type: 'assignment.dismiss' });
    actor.send({ type: 'assignment.unpublish' });
    snapshot = actor.getSnapshot();
    expect(statePathOf(snapshot.value)).toBe('published');
    expect(snapshot.context.error).toBe(assignmentPublishMessages.answered);
    expect(requests).toHaveLength(4);
  });

  it("unpublishes when the week's answers are to other questions, and the draft is back", async () => {
    const { actor, requests } = startAssignment(
      fakeServer(published, (request) =>
        request.path.startsWith('/assignment-answer/')
          ? { status: 200, body: { data: [answerRecord('999')] } }
          : undefined,
      ),
    );
    await settled(actor);
    actor.send({ type: 'assignment.unpublish' });
    const snapshot = await settled(actor);

    expect(statePathOf(snapshot.value)).toBe('draft');
    expect(snapshot.context.notice).toBe(assignmentPublishMessages.unpublished);
    expect(requests.slice(4).map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PATCH',
        '/publish/assignment',
        expect.objectContaining({ question_type: 'objective', is_publish: false, sub_class: 'A' }),
      ],
      [
        'PATCH',
        '/publish/assignment',
        expect.objectContaining({ question_type: 'theory', is_publish: false }),
      ],
    ]);
    const { objective, theory } = snapshot.context;
    expect({ objective, theory }).toEqual({
      objective: exampleStoredDraft.objective,
      theory: exampleStoredDraft.theory,
    });
  });

  it('stays published with the reason when unpublishing fails', async () => {
    const { actor } = startAssignment(
      fakeServer(published, (request) =>
        request.path === '/publish/assignment'
          ? { status: 403, body: { message: 'You do not teach this subject' } }
          : undefined,
      ),
    );
    await settled(actor);
    actor.send({ type: 'assignment.unpublish' });
    const snapshot = await settled(actor);
    expect(statePathOf(snapshot.value)).toBe('published');
    expect(snapshot.context).toMatchObject({
      error: 'You do not teach this subject',
      answered: false,
    });
  });
});
