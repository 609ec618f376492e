import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { comments, endTermResult, midTermResult } from '../results.fixtures.ts';
import { commentRow } from './principal-comments.route.tsx';
import * as stories from './principal-comments.stories.tsx';

const { PrincipalCommentsFilled, PrincipalCommentsRefused } = composeStories(stories);

describe('PrincipalCommentsView', () => {
  it("saves a student's typed comment, and an emptied one as null (back to the bank's)", () => {
    const onSave = vi.fn();
    render(
      <StoryFrame>
        <PrincipalCommentsFilled onSave={onSave} />
      </StoryFrame>,
    );
    const musa = within(screen.getByRole('form', { name: "Principal's comment for Musa Zainab" }));
    const box = musa.getByRole('textbox');
    expect((box as HTMLTextAreaElement).value).toBe('Zainab can do better in Mathematics.');
    expect((box as HTMLTextAreaElement).maxLength).toBe(1000);
    fireEvent.change(box, { target: { value: '  Much better this term.  ' } });
    fireEvent.click(musa.getByRole('button', { name: 'Save comment' }));
    expect(onSave).toHaveBeenLastCalledWith('303', 'Much better this term.');
    fireEvent.change(box, { target: { value: ' ' } });
    fireEvent.click(musa.getByRole('button', { name: 'Save comment' }));
    expect(onSave).toHaveBeenLastCalledWith('303', null);
  });

  it('shows a released result read only, and the bank comment a card prints when none is typed', () => {
    render(
      <StoryFrame>
        <PrincipalCommentsFilled />
      </StoryFrame>,
    );
    const obi = within(
      screen.getByRole('form', { name: "Principal's comment for Obi Ada Chioma" }),
    );
    expect(obi.queryByRole('textbox')).toBeNull();
    expect(obi.getByText('A good effort; aim higher next term.')).toBeTruthy();
    const bakare = within(
      screen.getByRole('form', { name: "Principal's comment for Bakare Tunde" }),
    );
    expect(bakare.getByRole('textbox').getAttribute('placeholder')).toBe(
      'An excellent result. Keep it up!',
    );
    expect(bakare.getByText('The card shows the bank comment above.')).toBeTruthy();
  });

  it("puts a refused save's message at that student's field only", () => {
    render(
      <StoryFrame>
        <PrincipalCommentsRefused />
      </StoryFrame>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const musa = within(screen.getByRole('form', { name: "Principal's comment for Musa Zainab" }));
    expect(musa.getByRole('alert').textContent).toBe('Must be at most 1000 characters.');
  });
});

describe('commentRow', () => {
  it("suggests the bank's comments for the end-of-term average, the mid-term percentage", () => {
    expect(commentRow({ ...endTermResult, student_average: 55 }, comments).suggestions).toEqual([
      'A good effort; aim higher next term.',
    ]);
    // 31 of 40 is 77.5%: the 70–100 comment, not the 0–69 one the raw 31 would pick.
    const mid = commentRow(midTermResult, comments);
    expect(mid.suggestions).toEqual(['An excellent result. Keep it up!']);
    expect(mid).toMatchObject({ typed: 'A promising half term.', bankComment: null });
    expect(mid.average).toBe('31 / 40 (77.5%)');
  });
});
