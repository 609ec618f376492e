import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { comments } from '../results.fixtures.ts';
import { CommentsView } from './comments.view.tsx';

const meta = { title: 'Results/Comments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Principal's comments.
const commentBank = (rows: Parameters<typeof CommentsView>[0]['rows']) => (
  <CommentsView
    rows={rows}
    saving={false}
    errors={{}}
    onSave={noop}
    onDelete={noop}
    onRetry={noop}
  />
);
export const CommentsFilled: Story = { render: () => commentBank(ready(comments)) };
export const CommentsEmpty: Story = { render: () => commentBank(ready([])) };
export const CommentsLoading: Story = { render: () => commentBank(loading) };
export const CommentsError: Story = { render: () => commentBank(failed) };
