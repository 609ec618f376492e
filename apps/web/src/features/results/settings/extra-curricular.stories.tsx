import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { activities } from '../results.fixtures.ts';
import { ExtraCurricularView } from './extra-curricular.view.tsx';

const meta = { title: 'Results/Extra-curricular' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Extra-curricular activities.
const activity = (rows: Parameters<typeof ExtraCurricularView>[0]['rows']) => (
  <ExtraCurricularView
    rows={rows}
    classes={[{ value: '12', label: 'JSS 1' }]}
    adding={false}
    errors={{}}
    onAdd={noop}
    onDelete={noop}
    onRetry={noop}
  />
);
export const ExtraCurricularFilled: Story = { render: () => activity(ready(activities)) };
export const ExtraCurricularEmpty: Story = { render: () => activity(ready([])) };
export const ExtraCurricularLoading: Story = { render: () => activity(loading) };
export const ExtraCurricularError: Story = { render: () => activity(failed) };
