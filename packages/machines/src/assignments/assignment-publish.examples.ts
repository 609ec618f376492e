// Example snapshots of the assignment-publish machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import {
  exampleClock,
  exampleDueDate,
  exampleObjectiveQuestion,
  exampleSet,
  exampleStoredDraft,
  exampleTheoryQuestion,
} from './assignment-publish.fixtures.ts';
import {
  type AssignmentPublishState,
  assignmentPublishMachine,
  assignmentPublishStates,
} from './assignment-publish.machine.ts';
import {
  type AssignmentPublishContext,
  assignmentPublishMessages,
} from './assignment-publish.setup.ts';

const emptyContext: AssignmentPublishContext = {
  set: exampleSet,
  now: exampleClock,
  dueDate: '',
  objective: [],
  theory: [],
  savedDueDates: { objective: null, theory: null },
  problems: {},
  error: null,
  notice: null,
  answered: false,
};

/** A new draft with one question of each kind, complete. */
const newDraft: AssignmentPublishContext = {
  ...emptyContext,
  dueDate: exampleDueDate,
  objective: [exampleObjectiveQuestion],
  theory: [exampleTheoryQuestion],
};

/** The stored draft with both questions edited. */
const editedDraft: AssignmentPublishContext = {
  ...emptyContext,
  ...exampleStoredDraft,
  objective: exampleStoredDraft.objective.map((question) => ({ ...question, saved: false })),
  theory: exampleStoredDraft.theory.map((question) => ({ ...question, saved: false })),
};

const storedContext: AssignmentPublishContext = { ...emptyContext, ...exampleStoredDraft };

const exampleContexts: Record<AssignmentPublishState, AssignmentPublishContext> = {
  loading: emptyContext,
  loadFailed: { ...emptyContext, error: assignmentPublishMessages.loadFallback },
  draft: {
    ...newDraft,
    objective: [{ ...exampleObjectiveQuestion, correct: ['option1', 'option2'] }],
    problems: { 'objective.0.answer': ['Choose exactly one correct answer'] },
    error: assignmentPublishMessages.checkFailed,
  },
  'publishing.creatingObjective': newDraft,
  'publishing.updatingObjective': editedDraft,
  'publishing.creatingTheory': {
    ...newDraft,
    objective: exampleStoredDraft.objective,
    savedDueDates: { objective: exampleDueDate, theory: null },
  },
  'publishing.updatingTheory': { ...editedDraft, objective: exampleStoredDraft.objective },
  'publishing.publishingQuestions': storedContext,
  publishFailed: {
    ...newDraft,
    objective: exampleStoredDraft.objective,
    savedDueDates: { objective: exampleDueDate, theory: null },
    error: 'The server cannot be reached',
  },
  published: { ...storedContext, notice: assignmentPublishMessages.published },
  'unpublishing.checkingAnswers': storedContext,
  'unpublishing.unpublishingQuestions': storedContext,
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const assignmentPublishExamples = examplesOf(
  assignmentPublishMachine,
  assignmentPublishStates,
  exampleContexts,
);
