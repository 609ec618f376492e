import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { activities } from '../results.fixtures.ts';
import { ExtraCurricularView } from './extra-curricular.view.tsx';

const meta = { title: 'Results/Extra-curricular' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Extra-curricular activities.
const activity = (rows: Parameters<typeof ExtraCurricularView>[0]['rows'], onAdd = noop) => (
  <ExtraCurricularView
    rows={rows}
    classes={[{ value: '12', label: 'JSS 1' }]}
    adding={false}
    errors={{}}
    onAdd={onAdd}
    onDelete={noop}
    onRetry={noop}
  />
);
const addActivity = fn();

/** A blank name cannot be added; a named activity is sent trimmed, with the class it is for. */
export const ExtraCurricularFilled: Story = {
  render: () => activity(ready(activities), addActivity),
  play: async ({ canvas, userEvent }) => {
    addActivity.mockClear();
    const name = canvas.getByLabelText('Activity');
    const add = canvas.getByRole('button', { name: 'Add activity' });
    await userEvent.type(name, '   ');
    await expect(add).toBeDisabled();
    await userEvent.type(name, 'Chess club ');
    await choose({ canvas, userEvent }, 'Offered to', 'JSS 1');
    await userEvent.click(add);
    await expect(addActivity).toHaveBeenCalledWith({ name: 'Chess club', class_id: '12' });
  },
};
export const ExtraCurricularEmpty: Story = { render: () => activity(ready([])) };
export const ExtraCurricularLoading: Story = { render: () => activity(loading) };
export const ExtraCurricularError: Story = { render: () => activity(failed) };
