import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { classes } from '../setup.fixtures.ts';
import { ClassesView, classFields } from './classes.view.tsx';

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

const createClass = fn();

/** An empty class name is refused by the browser; a filled form is sent trimmed. */
export const ClassFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={classFields(null)}
      mode="create"
      noun="class"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createClass}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createClass.mockClear();
    const name = canvas.getByLabelText(/Class name/);
    const submit = canvas.getByRole('button', { name: 'Create class' });
    await userEvent.type(canvas.getByLabelText(/Arms/), 'A, B');
    await userEvent.click(submit);
    await expect(createClass).not.toHaveBeenCalled();
    await expect(name).toBeInvalid();
    await userEvent.type(name, ' JSS 3 ');
    await userEvent.click(submit);
    await expect(createClass).toHaveBeenCalledWith({ class_name: 'JSS 3', sub_class: 'A, B' });
  },
};
