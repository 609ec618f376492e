import { Card } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { AssignSubjectsView } from '../subjects/assign-subjects.view.tsx';
import {
  type PreschoolSubject,
  PreschoolSubjectsView,
  type PreschoolSubjectsViewProps,
} from './preschool-subjects.view.tsx';

const meta = { title: 'Setup/Preschool subjects' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
const period = { period: 'Second Half', term: 'First Term', session: '2025/2026' } as const;

const subjects: PreschoolSubject[] = [
  {
    queryId: '1',
    subject: 'Language and literacy',
    category: 'cognitive_development',
    topic: ['Recognises letters', 'Writes own name', 'Listens to stories', 'Retells a story'],
  },
  {
    queryId: '2',
    subject: 'Number work',
    category: 'cognitive_development',
    topic: ['Counts to 20', 'Sorts by shape'],
  },
  {
    queryId: '3',
    subject: 'Social habits',
    category: 'evaluation_report',
    topic: ['Shares with others', 'Follows instructions', 'Tidies up'],
  },
];
const list: PreschoolSubjectsViewProps = {
  period,
  onPeriodChange: noop,
  rows: ready(subjects),
  editing: null,
  onEdit: noop,
  saving: false,
  errors: {},
  onSave: noop,
  deletingId: null,
  onDelete: noop,
  onRetry: noop,
};

const saveSubject = fn();

/** A topic typed twice is refused under the topics; a subject with its topics is sent trimmed. */
export const SubjectsFilled: Story = {
  render: () => <PreschoolSubjectsView {...list} onSave={saveSubject} />,
  play: async ({ canvas, userEvent }) => {
    saveSubject.mockClear();
    const topics = canvas.getByLabelText(/Topics/);
    const add = canvas.getByRole('button', { name: 'Add subject' });
    await userEvent.type(canvas.getByLabelText(/Subject/), ' Creative arts ');
    await userEvent.type(topics, 'Draws shapes{Enter}Sings songs{Enter}draws shapes');
    await userEvent.click(add);
    await expect(saveSubject).not.toHaveBeenCalled();
    await expect(topics).toHaveAccessibleDescription('Each topic once.');
    await userEvent.clear(topics);
    await userEvent.type(topics, 'Draws shapes{Enter} Sings songs {Enter}{Enter}');
    await userEvent.click(add);
    await expect(saveSubject).toHaveBeenCalledWith({
      subject: 'Creative arts',
      category: 'evaluation_report',
      topic: ['Draws shapes', 'Sings songs'],
    });
  },
};
export const SubjectsEditing: Story = {
  render: () => <PreschoolSubjectsView {...list} editing={subjects[0] ?? null} />,
};
export const SubjectsLoading: Story = {
  render: () => <PreschoolSubjectsView {...list} rows={loading} />,
};
export const SubjectsEmpty: Story = {
  render: () => <PreschoolSubjectsView {...list} rows={ready([])} />,
};
export const SubjectsError: Story = {
  render: () => <PreschoolSubjectsView {...list} rows={failed} />,
};
export const SubjectsServerErrors: Story = {
  render: () => (
    <PreschoolSubjectsView
      {...list}
      errors={{ subject: ['is already a subject of this period'], 'topic.1': ['is too long'] }}
    />
  ),
};

const preschools = [
  { value: 'p1', label: 'Nursery 1' },
  { value: 'p2', label: 'Nursery 2' },
];
const picker = (
  <Card size="2">
    <PeriodPicker value={period} onChange={noop}>
      <div style={{ minWidth: 220 }}>Nursery 1</div>
    </PeriodPicker>
  </Card>
);
const assign = {
  classes: preschools,
  classId: 'p1',
  onClassChange: noop,
  target: { label: 'Preschool', noun: 'preschool' },
  picker,
  subjects: ready(subjects.map((s) => ({ id: s.queryId, name: s.subject }))),
  assigned: ready(['1', '3']),
  saving: false,
  onSave: noop,
};
export const AssignFilled: Story = { render: () => <AssignSubjectsView {...assign} /> };
export const AssignNoPreschoolChosen: Story = {
  render: () => <AssignSubjectsView {...assign} classId="" assigned={null} />,
};
export const AssignLoading: Story = {
  render: () => <AssignSubjectsView {...assign} assigned={loading} />,
};
export const AssignEmpty: Story = {
  render: () => (
    <AssignSubjectsView
      {...assign}
      subjects={ready([])}
      addHint="Add preschool subjects for First Term 2025/2026 first, then assign them here."
    />
  ),
};
export const AssignError: Story = {
  render: () => <AssignSubjectsView {...assign} subjects={failed} />,
};
