import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice, preschoolResult, preschoolSubjects } from '../results.fixtures.ts';
import { preschoolValues } from './preschool-compute.route.tsx';
import { PreschoolComputeView } from './preschool-compute.view.tsx';

const meta = { title: 'Results/Preschool compute' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Preschool results (a preschool teacher's compute screen).
const pupils = ready([
  { id: '401', name: 'Adeyemi Tolu', done: true },
  { id: '402', name: 'Bello Amina', done: false },
]);
const preschoolForm = ready({
  subjects: preschoolSubjects.map((p) => ({
    id: p.queryId,
    subject: p.subject,
    category: p.category,
    topics: p.topic,
  })),
  activities: [
    { id: '9', name: 'Dance' },
    { id: '10', name: 'Swimming' },
  ],
  initial: preschoolValues(preschoolResult),
});
const preschool = (props: Partial<Parameters<typeof PreschoolComputeView>[0]>) => (
  <PreschoolComputeView
    choice={choice}
    onChoice={noop}
    students={pupils}
    studentId="401"
    onStudent={noop}
    form={preschoolForm}
    saving={false}
    errors={{}}
    onSave={noop}
    onRetry={noop}
    {...props}
  />
);
const saveResult = fn();

/**
 * More times present than the school opened is refused under the field; the ratings, activities
 * and comments are sent as rated.
 */
export const PreschoolComputeFilled: Story = {
  render: () => preschool({ onSave: saveResult }),
  play: async ({ canvas, userEvent }) => {
    saveResult.mockClear();
    const present = canvas.getByLabelText('Times present');
    const save = canvas.getByRole('button', { name: 'Save result' });
    await userEvent.clear(present);
    await userEvent.type(present, '70');
    await expect(present).toHaveAccessibleDescription(
      'Times present cannot be more than times school opened.',
    );
    await expect(save).toBeDisabled();
    await userEvent.clear(present);
    await userEvent.type(present, '59');
    await choose({ canvas, userEvent }, 'Number work: Shapes', 'Good');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Swimming' }));
    await userEvent.type(canvas.getByLabelText("Head of nursery's comment"), 'Well done.');
    await userEvent.click(save);
    await expect(saveResult).toHaveBeenCalledWith({
      school_opened: '60',
      times_present: '59',
      ratings: {
        '71|Counting 1 to 20': 'Excellent',
        '71|Shapes': 'Good',
        '72|Sharing': 'Achieved',
      },
      activities: { '9': true, '10': true },
      teacher_comment: 'A cheerful pupil.',
      hos_comment: 'Well done.',
    });
  },
};
export const PreschoolComputeLoading: Story = {
  render: () => preschool({ students: loading, form: null }),
};
export const PreschoolComputeError: Story = { render: () => preschool({ form: failed }) };
export const PreschoolComputeNoClass: Story = {
  render: () => preschool({ students: null, form: null }),
};
export const PreschoolComputeEmptyClass: Story = {
  render: () => preschool({ students: ready([]), form: null }),
};
export const PreschoolComputeNoSubjects: Story = {
  render: () =>
    preschool({ form: ready({ subjects: [], activities: [], initial: preschoolValues(null) }) }),
};
