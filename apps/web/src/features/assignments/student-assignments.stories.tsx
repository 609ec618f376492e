import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { Loadable } from '../../components/queries.ts';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import {
  answeringSet,
  choice,
  figureSet,
  overdueSet,
  publishedSet,
  submittedSet,
} from './assignments.fixtures.ts';
import { StudentAssignmentsView, type StudentSet } from './student-assignments.view.tsx';

const meta = { title: 'Assignments/Student assignments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = fn();
const submit = fn();
const view = (
  sets: Loadable<StudentSet[]>,
  submitting: string | null = null,
  images: Record<string, string> = {},
) => (
  <StudentAssignmentsView
    choice={choice}
    onChoice={noop}
    week={1}
    onWeek={noop}
    kind="objective"
    onKind={noop}
    sets={sets}
    images={images}
    submitting={submitting}
    onAnswer={answer}
    onSubmit={submit}
    onRetry={noop}
  />
);

/**
 * A chosen option is kept as the answer; submitting with a question unanswered warns that it
 * scores 0, and only the confirmation sends the set.
 */
export const Answering: Story = {
  render: () => view(ready([answeringSet])),
  play: async ({ canvas, userEvent }) => {
    answer.mockClear();
    submit.mockClear();
    const second = within(canvas.getByRole('radiogroup', { name: 'Question 2' }));
    await userEvent.click(second.getByRole('radio', { name: 'C. 17' }));
    await expect(answer).toHaveBeenCalledWith('maths', '12', 'option3');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Submit your answers?' });
    await expect(ask).toHaveAccessibleDescription(
      'You have answered 1 of 2 questions. Unanswered questions score 0, and you can submit only once.',
    );
    await expect(submit).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Submit' }));
    await expect(submit).toHaveBeenCalledWith('maths');
  },
};
/** Past its due date and not answered: marked overdue and read-only before anyone types. */
export const Overdue: Story = {
  render: () => view(ready([overdueSet])),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(
      canvas.getByText('This assignment was due on 2026-01-09. It can no longer be answered.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^1 question · 1 mark · due/)).toBeVisible();
    const only = within(canvas.getByRole('radiogroup', { name: 'Question 2' }));
    for (const radio of only.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  },
};
/** A question drawn by the teacher: the student sees the figure under the question. */
export const QuestionWithFigure: Story = {
  render: () =>
    view(ready([figureSet]), null, {
      '41': `data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><polygon points="10,110 190,110 100,10" fill="none" stroke="black" stroke-width="3"/></svg>',
      )}`,
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Figure for question 1' })).toBeVisible();
  },
};
export const Submitting: Story = { render: () => view(ready([answeringSet]), 'maths') };
export const Submitted: Story = { render: () => view(ready([submittedSet])) };
export const ResultPublished: Story = { render: () => view(ready([publishedSet])) };
export const Empty: Story = { render: () => view(ready([])) };
export const Loading: Story = { render: () => view(loading) };
export const Failed: Story = { render: () => view(failed) };
