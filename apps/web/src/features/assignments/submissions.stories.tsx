import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { markingQuestions, roster } from './assignments.fixtures.ts';
import { type CheckedMarks, checkMarks } from './marks.ts';
import { type MarkEntry, SubmissionsView, type SubmissionsViewProps } from './submissions.view.tsx';

const meta = { title: 'Assignments/Submissions' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: SubmissionsViewProps = {
  kind: 'theory',
  data: ready({ roster, questions: markingQuestions }),
  questionIndex: 0,
  onQuestion: noop,
  marks: {
    '21:6': { mark: '3.5', comment: 'Name the pigment.' },
    '21:7': { mark: '5', comment: '' },
  },
  onMark: noop,
  problems: {},
  saving: false,
  onSaveMarks: noop,
  publishing: false,
  onPublishResults: noop,
  onRetry: noop,
};
export const TheoryMarking: Story = { render: () => <SubmissionsView {...props} /> };
const saveMarks = fn<(marks: Omit<CheckedMarks, 'problems'>) => void>();
/** Marks typed and saved as the route does: checked, then sent when nothing is wrong. */
function Marking() {
  const [edits, setEdits] = useState<Record<string, MarkEntry>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  return (
    <SubmissionsView
      {...props}
      marks={{ ...props.marks, ...edits }}
      onMark={(key, entry) => setEdits((e) => ({ ...e, [key]: entry }))}
      problems={problems}
      onSaveMarks={() => {
        const [question] = markingQuestions;
        if (!question) return;
        const { problems: found, ...marks } = checkMarks(question, edits);
        setProblems(found);
        if (Object.keys(found).length === 0) saveMarks(marks);
      }}
    />
  );
}
export const MarkingAQuestion: Story = {
  render: () => <Marking />,
  play: async ({ canvas, userEvent }) => {
    saveMarks.mockClear();
    const mark = canvas.getByLabelText('Mark for Danjuma Chidi');
    const save = canvas.getByRole('button', { name: 'Save marks' });
    await userEvent.clear(mark);
    await userEvent.type(mark, '7');
    await userEvent.click(save);
    await expect(await canvas.findByText('Between 0 and 5')).toBeVisible();
    await expect(saveMarks).not.toHaveBeenCalled();
    await userEvent.clear(mark);
    await userEvent.type(mark, '4.5');
    const comment = canvas.getByLabelText('Comment for Danjuma Chidi');
    await userEvent.clear(comment);
    await userEvent.type(comment, ' Name chlorophyll. ');
    await userEvent.click(save);
    await expect(saveMarks).toHaveBeenCalledWith({
      first: [
        { assignment_id: '21', student_id: '6', teacher_mark: 4.5, comment: 'Name chlorophyll.' },
      ],
      changed: [],
    });
    await expect(canvas.queryByText('Between 0 and 5')).toBeNull();
  },
};
export const MarkProblem: Story = {
  render: () => (
    <SubmissionsView
      {...props}
      marks={{ ...props.marks, '21:6': { mark: '7', comment: '' } }}
      problems={{ '21:6': 'Between 0 and 5' }}
    />
  ),
};
export const Objective: Story = {
  render: () => <SubmissionsView {...props} kind="objective" />,
};
export const NoClassChosen: Story = { render: () => <SubmissionsView {...props} data={null} /> };
export const NoStudents: Story = {
  render: () => <SubmissionsView {...props} data={ready({ roster: [], questions: [] })} />,
};
export const Loading: Story = { render: () => <SubmissionsView {...props} data={loading} /> };
export const Failed: Story = { render: () => <SubmissionsView {...props} data={failed} /> };
