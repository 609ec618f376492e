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
  defaultReleaseBatchSize,
  mayChangeResultStatus,
  type ReleaseAction,
  type ReleaseFailure,
  type ReleaseOutcome,
  type ReleasePeriod,
  type ReleaseScope,
  type ReleaseStudent,
  type ReleaseTarget,
  type ResultReleaseContext,
  type ResultReleaseEvent,
  type ResultReleaseMachineInput,
  type ResultReleaseState,
  type ResultStatus,
  type ResultStatusChange,
  releaseProgress,
  releaseSummary,
  resultReleaseMachine,
  resultReleaseMessages,
  resultReleaseStates,
  splitFailure,
} from './result-release.machine.ts';
