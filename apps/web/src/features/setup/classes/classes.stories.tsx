import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { classes } from '../setup.fixtures.ts';
import { ClassesView } from './classes.view.tsx';

const meta = { title: 'Setup/Classes' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClassesFilled: Story = {
  render: () => <ClassesView rows={ready(classes)} onDelete={noop} />,
};
export const ClassesEmpty: Story = {
  render: () => <ClassesView rows={ready([])} onDelete={noop} />,
};
export const ClassesLoading: Story = {
  render: () => <ClassesView rows={loading} onDelete={noop} />,
};
export const ClassesError: Story = {
  render: () => <ClassesView rows={failed} onDelete={noop} onRetry={noop} />,
};
