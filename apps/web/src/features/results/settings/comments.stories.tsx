import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { comments } from '../results.fixtures.ts';
import { CommentsView } from './comments.view.tsx';

const meta = { title: 'Results/Comments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Principal's comments.
const commentBank = (rows: Parameters<typeof CommentsView>[0]['rows'], onSave = noop) => (
  <CommentsView
    rows={rows}
    saving={false}
    errors={{}}
    onSave={onSave}
    onDelete={noop}
    onRetry={noop}
  />
);
const saveComment = fn();

/** A range whose “from” is above its “to” is refused under “to”; a good one is sent as numbers. */
export const CommentsFilled: Story = {
  render: () => commentBank(ready(comments), saveComment),
  play: async ({ canvas, userEvent }) => {
    saveComment.mockClear();
    const from = canvas.getByLabelText(/Average from/);
    const to = canvas.getByLabelText(/Average to/);
    const add = canvas.getByRole('button', { name: 'Add comment' });
    await userEvent.type(from, '70');
    await userEvent.type(to, '60');
    await expect(to).toHaveAccessibleDescription('“From” is above “to”.');
    await expect(add).toBeDisabled();
    await userEvent.clear(to);
    await userEvent.type(to, '79');
    await userEvent.type(canvas.getByLabelText(/Comment/), ' A very good result. ');
    await userEvent.click(add);
    await expect(saveComment).toHaveBeenCalledWith(null, {
      hos_comment: 'A very good result.',
      score_from: 70,
      score_to: 79,
    });
  },
};
export const CommentsEmpty: Story = { render: () => commentBank(ready([])) };
export const CommentsLoading: Story = { render: () => commentBank(loading) };
export const CommentsError: Story = { render: () => commentBank(failed) };
