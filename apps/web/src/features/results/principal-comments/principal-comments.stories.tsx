import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { comments, endTermResult, midTermResult } from '../results.fixtures.ts';
import { commentRow } from './principal-comments.route.tsx';
import { PrincipalCommentsView } from './principal-comments.view.tsx';

const rows = [
  // Released: read only, with the bank comment it was released with.
  commentRow(endTermResult, comments),
  // Not typed yet: the bank's comment for the average shows as what the card prints.
  commentRow(
    {
      ...endTermResult,
      student_id: '302',
      student_fullname: 'Bakare Tunde',
      status: 'not_released',
      student_average: 81.4,
      hos_comment: 'An excellent result. Keep it up!',
    },
    comments,
  ),
  // Typed by the principal.
  commentRow(
    {
      ...endTermResult,
      student_id: '303',
      student_fullname: 'Musa Zainab',
      status: 'withheld',
      student_average: 55,
      teacher_comment: null,
      hos_comment: 'Zainab can do better in Mathematics.',
      hos_comment_edited: true,
    },
    comments,
  ),
];
const meta = {
  title: 'Results/Principal comments',
  component: PrincipalCommentsView,
  args: {
    period: 'Second Half',
    rows: ready(rows),
    savingId: null,
    refused: null,
    onSave: noop,
    onRetry: noop,
    open: true,
  },
} satisfies Meta<typeof PrincipalCommentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrincipalCommentsFilled: Story = {};
export const PrincipalCommentsMidTerm: Story = {
  args: {
    period: 'First Half',
    rows: ready([commentRow({ ...midTermResult, status: 'not_released' }, comments)]),
  },
};
export const PrincipalCommentsRefused: Story = {
  args: {
    refused: { studentId: '303', errors: { hos_comment: ['Must be at most 1000 characters.'] } },
  },
};
export const PrincipalCommentsEmpty: Story = { args: { rows: ready([]) } };
export const PrincipalCommentsLoading: Story = { args: { rows: loading } };
export const PrincipalCommentsError: Story = { args: { rows: failed } };
