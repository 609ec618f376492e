// Example snapshots of the result-release machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import { exampleClass, exampleReleasePeriod } from './result-release.fixtures.ts';
import {
  emptyRun,
  type ResultReleaseContext,
  type ResultReleaseState,
  resultReleaseMachine,
  resultReleaseStates,
} from './result-release.machine.ts';
import type {
  ReleaseStudent,
  ReleaseStudentOutcome,
  ReleaseTarget,
} from './result-release.outcomes.ts';

const classTarget: ReleaseTarget = {
  ...exampleReleasePeriod,
  scope: 'class',
  label: exampleClass.label,
  students: exampleClass.students,
};

const idleContext: ResultReleaseContext = { ...emptyRun, role: 'admin' };

const [first, second, third, ...rest] = exampleClass.students as [
  ReleaseStudent,
  ReleaseStudent,
  ReleaseStudent,
  ...ReleaseStudent[],
];

/** The students as the answer has them: the first two already had the status. */
const answered = (students: readonly ReleaseStudent[]): ReleaseStudentOutcome[] =>
  students.map((student, index) => ({
    ...student,
    outcome: index < 2 ? 'unchanged' : 'changed',
  }));

const exampleContexts: Record<ResultReleaseState, ResultReleaseContext> = {
  idle: idleContext,
  confirming: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    sending: classTarget.students,
  },
  // The class's one call in flight: nothing answered yet.
  saving: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    sending: classTarget.students,
  },
  // Two students refused by the server; the rest of the class released on the resend.
  failed: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    answered: [first, ...rest].map((student) => ({ ...student, outcome: 'changed' })),
    failures: [
      { ...second, reason: 'has no result for this period in your campus' },
      { ...third, reason: 'has no result for this period in your campus' },
    ],
  },
  released: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    answered: answered(classTarget.students),
  },
  withheld: {
    ...idleContext,
    action: 'withhold',
    target: {
      ...exampleReleasePeriod,
      scope: 'student',
      label: first.name,
      students: [first],
    },
    answered: [{ ...first, outcome: 'changed' }],
  },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const resultReleaseExamples = examplesOf(
  resultReleaseMachine,
  resultReleaseStates,
  exampleContexts,
);
