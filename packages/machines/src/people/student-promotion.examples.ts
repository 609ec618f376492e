// Example snapshots of the student-promotion machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import {
  examplePromoted,
  examplePromotion,
  exampleStudents,
} from './student-promotion.fixtures.ts';
import {
  defaultPromotionBatchSize,
  type StudentPromotionContext,
  type StudentPromotionState,
  studentPromotionMachine,
  studentPromotionStates,
} from './student-promotion.machine.ts';

const choosingContext: StudentPromotionContext = {
  role: 'admin',
  batchSize: defaultPromotionBatchSize,
  request: null,
  queue: [],
  batch: [],
  moved: [],
  failures: [],
  error: null,
};

const run = { ...choosingContext, request: examplePromotion };
const refused = 'is not an active student of JSS 1 A';

const exampleContexts: Record<StudentPromotionState, StudentPromotionContext> = {
  choosing: choosingContext,
  // The second batch of 25 in flight.
  moving: {
    ...run,
    moved: exampleStudents.slice(0, 25).map((student) => examplePromoted(student)),
    batch: exampleStudents.slice(25, 50),
    queue: exampleStudents.slice(50),
  },
  // Two students refused by the server; the rest of the class moved.
  failed: {
    ...run,
    moved: exampleStudents.slice(2).map((student) => examplePromoted(student)),
    failures: exampleStudents.slice(0, 2).map((student) => ({ ...student, reason: refused })),
  },
  finished: {
    ...run,
    moved: exampleStudents.map((student) => examplePromoted(student)),
  },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const studentPromotionExamples = examplesOf(
  studentPromotionMachine,
  studentPromotionStates,
  exampleContexts,
);
