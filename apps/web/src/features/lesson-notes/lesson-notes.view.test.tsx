import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../test/story-frame.tsx';
import type { NoteRow } from './lesson-notes.api.ts';
import { ApprovalActionsView, NoteCard, NoteFormView } from './lesson-notes.view.tsx';

const sentBack = {
  queryId: '42',
  class_id: '2',
  class_name: 'JSS 2',
  subject_id: '1',
  subject: 'English',
  week: 1,
  term: 'First Term',
  session: '2025/2026',
  topic: 'Parts of speech',
  description: 'Nouns and verbs.',
  date_from: '2025-09-15',
  date_to: '2025-09-19',
  sub_topic: null,
  specific_objectives: null,
  previous_lesson: null,
  previous_knowledge: null,
  set_induction: null,
  methodology: null,
  teaching_aid: null,
  file_id: '9',
  file_name: 'plan.pdf',
  staff_id: '4',
  submitted_by: 'Adebayo Femi',
  status: 'not_approved',
  comment: 'Add the objectives.',
  date_submitted: '2025-09-14T09:00:00Z',
  date_approved: null,
  approved_by: null,
  updated_at: '2025-09-14T09:00:00Z',
} satisfies NoteRow;

const panel = {
  busy: null,
  deleted: false,
  canApprove: true,
  canUnapprove: true,
  canEdit: false,
  canDelete: false,
  error: null,
  canRetry: false,
};

describe('a lesson note sent back', () => {
  it('reads "Sent back" with its reason, not "Awaiting approval"', () => {
    render(
      <StoryFrame>
        <NoteCard note={sentBack} onOpenFile={() => {}} />
      </StoryFrame>,
    );
    expect(screen.getByText('Sent back')).toBeTruthy();
    expect(screen.queryByText('Awaiting approval')).toBeNull();
    expect(screen.getByText('Add the objectives.', { exact: false })).toBeTruthy();
  });

  it('is not sent back without a reason: the approver is asked for one', () => {
    const onUnapprove = vi.fn();
    render(
      <StoryFrame>
        <ApprovalActionsView
          panel={panel}
          onApprove={() => {}}
          onUnapprove={onUnapprove}
          onEdit={() => {}}
          onDelete={() => {}}
          onRetry={() => {}}
        />
      </StoryFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(onUnapprove).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Say why the note goes back to the teacher.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment for the teacher' }), {
      target: { value: ' Add the objectives. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(onUnapprove).toHaveBeenCalledWith('Add the objectives.');
  });
});

describe('writing a lesson note', () => {
  it('has multi-line boxes for the long fields and may be typed instead of uploaded', () => {
    const onSubmit = vi.fn();
    render(
      <StoryFrame>
        <NoteFormView kind="lessonNote" fileRequired busy={false} errors={{}} onSubmit={onSubmit} />
      </StoryFrame>,
    );
    const box = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    for (const label of [/^Description/, /^Methodology/, /^Specific objectives/]) {
      expect(box(label).tagName, String(label)).toBe('TEXTAREA');
    }
    fireEvent.change(box(/^Topic/), { target: { value: 'Parts of speech' } });
    fireEvent.change(box(/^Description/), { target: { value: 'Nouns and verbs.' } });
    fireEvent.change(box(/^From/), { target: { value: '2025-09-15' } });
    fireEvent.change(box(/^To\b/), { target: { value: '2025-09-19' } });
    fireEvent.change(box(/^The note, typed/), { target: { value: 'Nouns.\nVerbs.' } });
    fireEvent.submit(box(/^Topic/).form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Nouns.\nVerbs.' }),
      null,
    );
  });
});
