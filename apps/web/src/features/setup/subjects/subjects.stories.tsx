import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { subjects } from '../setup.fixtures.ts';
import { SubjectsView } from './subjects.view.tsx';

const meta = { title: 'Setup/Subjects' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubjectsFilled: Story = {
  render: () => <SubjectsView rows={ready(subjects)} onDelete={noop} />,
};
export const SubjectsEmpty: Story = {
  render: () => <SubjectsView rows={ready([])} onDelete={noop} />,
};
export const SubjectsLoading: Story = {
  render: () => <SubjectsView rows={loading} onDelete={noop} />,
};
export const SubjectsError: Story = {
  render: () => <SubjectsView rows={failed} onDelete={noop} />,
};
