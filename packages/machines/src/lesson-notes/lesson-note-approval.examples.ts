// Example snapshots of the lesson-note-approval machine, one per state, for stories and tests.
// They live apart from the machine so that it never imports its fixtures (no import cycle).
import { examplesOf } from '../shared/state-value.ts';
import {
  type LessonNoteApprovalContext,
  type LessonNoteApprovalState,
  lessonNoteApprovalMachine,
  lessonNoteApprovalMessages,
  lessonNoteApprovalStates,
} from './lesson-note-approval.machine.ts';

const unapprovedContext: LessonNoteApprovalContext = {
  kind: 'lessonNote',
  role: 'teacher',
  id: '42',
  status: 'not_approved',
  comment: null,
  call: null,
  notice: null,
  error: null,
  fieldErrors: {},
};

const approvedContext: LessonNoteApprovalContext = {
  ...unapprovedContext,
  role: 'admin',
  status: 'approved',
  comment: 'Well planned',
  notice: lessonNoteApprovalMessages.approved,
};

const exampleContexts: Record<LessonNoteApprovalState, LessonNoteApprovalContext> = {
  'ready.unapproved': {
    ...unapprovedContext,
    call: { name: 'edit', changes: { topic: 'Fractions' } },
    error: 'The note was approved meanwhile',
  },
  'ready.approved': approvedContext,
  approving: {
    ...unapprovedContext,
    role: 'admin',
    call: { name: 'approve', comment: 'Well planned' },
  },
  unapproving: {
    ...approvedContext,
    notice: null,
    call: { name: 'unapprove', comment: 'Add the objectives' },
  },
  editing: { ...unapprovedContext, call: { name: 'edit', changes: { topic: 'Fractions' } } },
  deleting: { ...unapprovedContext, call: { name: 'delete' } },
  deleted: { ...unapprovedContext, notice: lessonNoteApprovalMessages.deleted },
};

/** One example snapshot per state, for stories (`createActor(machine, { snapshot })`) and tests. */
export const lessonNoteApprovalExamples = examplesOf(
  lessonNoteApprovalMachine,
  lessonNoteApprovalStates,
  exampleContexts,
);
