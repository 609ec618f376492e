import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const PreschoolComputeFilled: Story = { render: () => preschool({}) };
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
