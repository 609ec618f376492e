export {
  createLessonNoteApprovalActors,
  createLessonNoteApprovalMachine,
  type LessonNoteApprovalDependencies,
} from './lesson-note-approval.actors.ts';
export { lessonNoteApprovalExamples } from './lesson-note-approval.examples.ts';
export {
  type ApproveNoteInput,
  type EditNoteInput,
  type FlipClassRecord,
  type LessonNoteApprovalContext,
  type LessonNoteApprovalEvent,
  type LessonNoteApprovalInput,
  type LessonNoteApprovalState,
  type LessonNoteCall,
  type LessonNoteCallName,
  type LessonNoteChanges,
  type LessonNoteKind,
  type LessonNoteRecord,
  type LessonNoteStatus,
  type LessonNoteTarget,
  lessonNoteApprovalMachine,
  lessonNoteApprovalMessages,
  lessonNoteApprovalStates,
  lessonNoteOperations,
  roleMayCall,
  type SendBackNoteInput,
} from './lesson-note-approval.machine.ts';
