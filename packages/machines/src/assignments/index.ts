export {
  type AssignmentPublishDependencies,
  createAssignmentPublishActors,
  createAssignmentPublishMachine,
} from './assignment-publish.actors.ts';
export { assignmentProblems, checkAssignment, localDateOf } from './assignment-publish.checks.ts';
export {
  type AssignmentDraft,
  type AssignmentOption,
  type AssignmentQuestionType,
  type AssignmentSet,
  assignmentOptions,
  blankObjectiveQuestion,
  blankTheoryQuestion,
  type LoadedAssignment,
  type ObjectiveChanges,
  type ObjectiveDraft,
  type SavedDueDates,
  type StoredDraft,
  type TheoryChanges,
  type TheoryDraft,
} from './assignment-publish.draft.ts';
export { assignmentPublishExamples } from './assignment-publish.examples.ts';
export {
  exampleClock,
  exampleDueDate,
  exampleNow,
  exampleObjectiveQuestion,
  examplePastDueDate,
  exampleSet,
  exampleStoredDraft,
  exampleTheoryQuestion,
} from './assignment-publish.fixtures.ts';
export {
  type AssignmentPublishState,
  assignmentPublishMachine,
  assignmentPublishStates,
} from './assignment-publish.machine.ts';
export { nextSaveStep, type SaveStep } from './assignment-publish.save.ts';
export {
  type AnswerQuery,
  type AssignmentPublishContext,
  type AssignmentPublishEvent,
  type AssignmentPublishMachineInput,
  assignmentPublishMessages,
} from './assignment-publish.setup.ts';
