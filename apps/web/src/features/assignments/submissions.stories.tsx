import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { markingQuestions, roster } from './assignments.fixtures.ts';
import { SubmissionsView, type SubmissionsViewProps } from './submissions.view.tsx';

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
