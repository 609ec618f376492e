import {
  type LessonNoteApprovalState,
  lessonNoteApprovalExamples,
  lessonNoteApprovalStates,
} from '@schoolmates/machines/lesson-notes';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiProvider } from '../../lib/api.tsx';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import type { NoteRow } from './lesson-notes.api.ts';
import { NoteCard, NoteFormView, NoteHistoryView, NoteListView } from './lesson-notes.view.tsx';
import { NoteApprovalRoute } from './note-approval.route.tsx';

const meta = { title: 'Lesson notes/Lesson notes' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const note: NoteRow = {
  queryId: '42',
  class_id: '2',
  class_name: 'JSS 2',
  subject_id: '1',
  subject: 'Mathematics',
  week: 3,
  term: 'First Term',
  session: '2025/2026',
  topic: 'Fractions',
  description: 'Adding fractions with unlike denominators.',
  date_from: '2025-09-22',
  date_to: '2025-09-26',
  sub_topic: null,
  specific_objectives: 'Add two fractions.',
  previous_lesson: null,
  previous_knowledge: null,
  set_induction: null,
  methodology: 'Worked examples, then pairs.',
  teaching_aid: null,
  file_id: '9',
  file_name: 'fractions.pdf',
  staff_id: '4',
  submitted_by: 'Eze Ngozi',
  status: 'not_approved',
  comment: 'Add the objectives.',
  date_submitted: '2025-09-20T09:00:00Z',
  date_approved: null,
  approved_by: null,
  updated_at: '2025-09-20T09:00:00Z',
};
const approved: NoteRow = {
  ...note,
  queryId: '43',
  topic: 'Decimals',
  status: 'approved',
  comment: 'Well planned',
  approved_by: 'Bello Musa',
  date_approved: '2025-09-21T09:00:00Z',
};
const flip: NoteRow = {
  ...note,
  queryId: '44',
  topic: 'Fractions on video',
  video_url: 'https://www.youtube.com/watch?v=abc123',
  comment: null,
};

/** A note typed in the portal, without a file. */
const typed: NoteRow = {
  ...note,
  queryId: '45',
  topic: 'Equivalent fractions',
  content:
    'Introduction: halves and quarters.\nWorked examples on the board.\nExercise 3, page 41.',
  file_id: null,
  file_name: null,
  comment: null,
};

/** Sent back with its reason, approved, and typed and awaiting approval. */
export const NotesFilled: Story = {
  render: () => (
    <NoteListView kind="lessonNote" notes={ready([note, approved, typed])} onOpenFile={noop} />
  ),
};
/** A note's history: submitted, sent back with the reason, edited (submitted again), approved. */
export const NoteHistory: Story = {
  render: () => (
    <NoteHistoryView
      entries={ready([
        {
          queryId: '1',
          action: 'submit',
          comment: null,
          actor_id: '4',
          actor: 'Eze Ngozi',
          at: '2025-09-20T09:00:00Z',
        },
        {
          queryId: '2',
          action: 'unapprove',
          comment: 'Add the objectives.',
          actor_id: '3',
          actor: 'Bello Musa',
          at: '2025-09-20T11:30:00Z',
        },
        {
          queryId: '3',
          action: 'edit',
          comment: null,
          actor_id: '4',
          actor: 'Eze Ngozi',
          at: '2025-09-21T08:15:00Z',
        },
        {
          queryId: '4',
          action: 'approve',
          comment: 'Well planned',
          actor_id: '3',
          actor: 'Bello Musa',
          at: '2025-09-21T10:00:00Z',
        },
      ])}
    />
  ),
};
export const NotesEmpty: Story = {
  render: () => <NoteListView kind="lessonNote" notes={ready([])} onOpenFile={noop} />,
};
export const NotesLoading: Story = {
  render: () => <NoteListView kind="lessonNote" notes={loading} onOpenFile={noop} />,
};
export const NotesError: Story = {
  render: () => <NoteListView kind="lessonNote" notes={failed} onOpenFile={noop} onRetry={noop} />,
};
export const FlipClassWithVideo: Story = {
  render: () => <NoteCard note={flip} onOpenFile={noop} />,
};
const submitNote = fn();

/**
 * A video link that is not https is refused by the browser, a note without its file is refused
 * under the file; with both the plan is sent with the file.
 */
export const WriteNote: Story = {
  render: () => (
    <NoteFormView kind="flipClass" fileRequired busy={false} errors={{}} onSubmit={submitNote} />
  ),
  play: async ({ canvas, userEvent }) => {
    submitNote.mockClear();
    const video = canvas.getByLabelText(/Video link/);
    const file = canvas.getByLabelText(/^File/);
    const submit = canvas.getByRole('button', { name: 'Submit flip class' });
    await userEvent.type(canvas.getByLabelText(/^Topic/), ' Fractions ');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Adding fractions');
    await userEvent.type(canvas.getByLabelText(/^From/), '2025-09-15');
    await userEvent.type(canvas.getByLabelText(/^To\b/), '2025-09-19');
    await userEvent.type(video, 'http://youtu.be/abc123');
    await userEvent.click(submit);
    await expect(video).toBeInvalid();
    await userEvent.clear(video);
    await userEvent.type(video, 'https://www.youtube.com/watch?v=abc123');
    await userEvent.click(submit);
    await expect(submitNote).not.toHaveBeenCalled();
    await expect(file).toHaveAccessibleDescription('Choose the file of the note.');
    const pdf = new File(['%PDF-1.4'], 'fractions.pdf', { type: 'application/pdf' });
    await userEvent.upload(file, pdf);
    await userEvent.click(submit);
    await expect(submitNote).toHaveBeenCalledWith(
      {
        topic: 'Fractions',
        description: 'Adding fractions',
        date_from: '2025-09-15',
        date_to: '2025-09-19',
        sub_topic: '',
        specific_objectives: '',
        previous_lesson: '',
        previous_knowledge: '',
        set_induction: '',
        methodology: '',
        teaching_aid: '',
        video_url: 'https://www.youtube.com/watch?v=abc123',
      },
      pdf,
    );
  },
};
const submitTyped = fn();

/**
 * A lesson note typed instead of uploaded: long fields are multi-line boxes; with neither file
 * nor typed note it is refused under the file, typed it is sent without a file.
 */
export const WriteNoteTyped: Story = {
  render: () => (
    <NoteFormView kind="lessonNote" fileRequired busy={false} errors={{}} onSubmit={submitTyped} />
  ),
  play: async ({ canvas, userEvent }) => {
    submitTyped.mockClear();
    const submit = canvas.getByRole('button', { name: 'Submit lesson note' });
    for (const label of [/^Description/, /^Methodology/, /^The note, typed/]) {
      await expect(canvas.getByLabelText(label).tagName).toBe('TEXTAREA');
    }
    await userEvent.type(canvas.getByLabelText(/^Topic/), 'Fractions');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Adding fractions');
    await userEvent.type(canvas.getByLabelText(/^From/), '2025-09-15');
    await userEvent.type(canvas.getByLabelText(/^To\b/), '2025-09-19');
    await userEvent.click(submit);
    await expect(submitTyped).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^File/)).toHaveAccessibleDescription(
      'Choose the file of the note, or type the note below.',
    );
    await userEvent.type(canvas.getByLabelText(/^Methodology/), 'Examples.{Enter}Then pairs.');
    await userEvent.type(canvas.getByLabelText(/^The note, typed/), 'Halves.{Enter}Quarters.');
    await userEvent.click(submit);
    await expect(submitTyped).toHaveBeenCalledWith(
      expect.objectContaining({
        methodology: 'Examples.\nThen pairs.',
        content: 'Halves.\nQuarters.',
      }),
      null,
    );
  },
};
export const WriteNoteUploading: Story = {
  render: () => (
    <NoteFormView kind="lessonNote" fileRequired busy progress={0.45} errors={{}} onSubmit={noop} />
  ),
};
export const WriteNoteRefused: Story = {
  render: () => (
    <NoteFormView
      kind="lessonNote"
      fileRequired
      busy={false}
      errors={{ date_to: ['must not be before date_from'] }}
      onSubmit={noop}
    />
  ),
};

// The real approval container in every state of the lessonNoteApproval machine, started from
// the machine's example snapshots; calls never answer in a story.
function ApprovalIn({ state }: { state: LessonNoteApprovalState }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  const snapshot = lessonNoteApprovalExamples[state];
  const shown = snapshot.context.status === 'approved' ? approved : note;
  return (
    <ApiProvider client={client}>
      <NoteCard
        note={shown}
        onOpenFile={noop}
        actions={
          <NoteApprovalRoute
            kind="lessonNote"
            role={snapshot.context.role}
            note={shown}
            snapshot={snapshot}
          />
        }
      />
    </ApiProvider>
  );
}
const approvalStory = (state: LessonNoteApprovalState): Story => ({
  name: `Approval: ${state}`,
  parameters: { lessonNoteApprovalStates },
  render: () => <ApprovalIn state={state} />,
});
/** The machine's example: an edit refused because the note was approved meanwhile, to try again. */
export const ApprovalUnapproved: Story = {
  ...approvalStory('ready.unapproved'),
  parameters: { lessonNoteApprovalStates, showsAlert: true },
};

/**
 * An approver sends an approved note back with a comment and sees it going back: the button
 * turns busy and the comment stays as sent.
 */
export const ApprovalSendBack: Story = {
  ...approvalStory('ready.approved'),
  name: 'Approval: send back with a comment',
  play: async ({ canvas, userEvent }) => {
    const comment = canvas.getByLabelText('Comment for the teacher');
    await userEvent.type(comment, 'Add the objectives.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send back' })).toBeDisabled());
    await expect(canvas.getByLabelText('Comment for the teacher')).toHaveValue(
      'Add the objectives.',
    );
    await expect(canvas.getByLabelText('Comment for the teacher')).toBeDisabled();
  },
};
export const ApprovalApproved: Story = approvalStory('ready.approved');
export const ApprovalApproving: Story = approvalStory('approving');
export const ApprovalUnapproving: Story = approvalStory('unapproving');
export const ApprovalEditing: Story = approvalStory('editing');
export const ApprovalDeleting: Story = approvalStory('deleting');
export const ApprovalDeleted: Story = approvalStory('deleted');
