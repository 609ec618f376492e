export {
  createStudentPromotionActions,
  createStudentPromotionActors,
  createStudentPromotionMachine,
  type StudentPromotionDependencies,
} from './student-promotion.actors.ts';
export { studentPromotionExamples } from './student-promotion.examples.ts';
export {
  examplePromoted,
  examplePromotion,
  exampleStudents,
} from './student-promotion.fixtures.ts';
export {
  defaultPromotionBatchSize,
  mayPromoteStudents,
  type PromotedStudent,
  type PromotionAction,
  type PromotionBody,
  type PromotionFailure,
  type PromotionOutcome,
  type PromotionRequest,
  type PromotionStudent,
  promotionProgress,
  type StudentPromotionContext,
  type StudentPromotionEvent,
  type StudentPromotionMachineInput,
  type StudentPromotionState,
  splitPromotionFailure,
  studentPromotionMachine,
  studentPromotionMessages,
  studentPromotionStates,
} from './student-promotion.machine.ts';
