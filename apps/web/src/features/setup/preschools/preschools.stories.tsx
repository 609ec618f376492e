import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { PreschoolsView, preschoolFields } from './preschools.view.tsx';

const meta = { title: 'Setup/Preschools' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreschoolsFilled: Story = {
  render: () => (
    <PreschoolsView
      rows={ready([{ queryId: '1', name: 'Nursery 1', campus_name: 'Little Stars' }])}
      onDelete={noop}
    />
  ),
};
export const PreschoolsEmpty: Story = {
  render: () => <PreschoolsView rows={ready([])} onDelete={noop} />,
};
export const PreschoolsLoading: Story = {
  render: () => <PreschoolsView rows={loading} onDelete={noop} />,
};
export const PreschoolsError: Story = {
  render: () => <PreschoolsView rows={failed} onDelete={noop} />,
};

const createPreschool = fn();

/** An empty name is refused by the browser; a named preschool class is sent trimmed. */
export const PreschoolFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={preschoolFields}
      mode="create"
      noun="preschool"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createPreschool}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createPreschool.mockClear();
    const name = canvas.getByLabelText(/Preschool class name/);
    const submit = canvas.getByRole('button', { name: 'Create preschool' });
    await userEvent.click(submit);
    await expect(createPreschool).not.toHaveBeenCalled();
    await expect(name).toBeInvalid();
    await userEvent.type(name, ' Nursery 2 ');
    await userEvent.click(submit);
    await expect(createPreschool).toHaveBeenCalledWith({ name: 'Nursery 2' });
  },
};
