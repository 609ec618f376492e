// Example snapshots of the result-release machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import { exampleClass, exampleReleasePeriod } from './result-release.fixtures.ts';
import {
  defaultReleaseBatchSize,
  emptyRun,
  type ReleaseStudent,
  type ReleaseTarget,
  type ResultReleaseContext,
  type ResultReleaseState,
  resultReleaseMachine,
  resultReleaseStates,
} from './result-release.machine.ts';

const classTarget: ReleaseTarget = {
  ...exampleReleasePeriod,
  scope: 'class',
  label: exampleClass.label,
  students: exampleClass.students,
};

const idleContext: ResultReleaseContext = {
  ...emptyRun,
  role: 'admin',
  batchSize: defaultReleaseBatchSize,
};

const [first, second, third, ...rest] = exampleClass.students as [
  ReleaseStudent,
  ReleaseStudent,
  ReleaseStudent,
  ...ReleaseStudent[],
];

const exampleContexts: Record<ResultReleaseState, ResultReleaseContext> = {
  idle: idleContext,
  confirming: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    queue: classTarget.students,
  },
  // The second batch of ten in flight.
  saving: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    succeeded: classTarget.students.slice(0, 10),
    batch: classTarget.students.slice(10, 20),
    queue: classTarget.students.slice(20),
    changed: 9,
    unchanged: 1,
  },
  // Two students refused by the server; the rest of the class released.
  failed: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    succeeded: [first, ...rest],
    failures: [
      { ...second, reason: 'has no result for this period in your campus' },
      { ...third, reason: 'has no result for this period in your campus' },
    ],
    changed: rest.length + 1,
    unchanged: 0,
  },
  released: {
    ...idleContext,
    action: 'release',
    target: classTarget,
    succeeded: classTarget.students,
    changed: classTarget.students.length - 2,
    unchanged: 2,
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
    succeeded: [first],
    changed: 1,
    unchanged: 0,
  },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const resultReleaseExamples = examplesOf(
  resultReleaseMachine,
  resultReleaseStates,
  exampleContexts,
);
