export {
  createResultReleaseActions,
  createResultReleaseActors,
  createResultReleaseMachine,
  type ResultReleaseDependencies,
} from './result-release.actors.ts';
export { resultReleaseExamples } from './result-release.examples.ts';
export { exampleClass, exampleReleasePeriod } from './result-release.fixtures.ts';
export {
  type ChangeStatusInput,
  type ReleaseOutcome,
  type ResultReleaseContext,
  type ResultReleaseEvent,
  type ResultReleaseMachineInput,
  type ResultReleaseState,
  releaseProgress,
  releaseSummary,
  resultReleaseMachine,
  resultReleaseStates,
} from './result-release.machine.ts';
export {
  mayChangeResultStatus,
  type ReleaseAction,
  type ReleaseFailure,
  type ReleasePeriod,
  type ReleaseScope,
  type ReleaseStudent,
  type ReleaseStudentOutcome,
  type ReleaseTarget,
  type ResultStatus,
  type ResultStatusChange,
  resultReleaseMessages,
  splitFailure,
} from './result-release.outcomes.ts';
