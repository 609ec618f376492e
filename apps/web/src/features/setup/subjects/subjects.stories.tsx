import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../../components/form-screen.tsx';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { subjects } from '../setup.fixtures.ts';
import { SubjectsView, subjectFields } from './subjects.view.tsx';

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

const createSubject = fn();

/** An empty subject is refused by the browser; a named one is sent trimmed. */
export const SubjectFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={subjectFields}
      mode="create"
      noun="subject"
      status="ready"
      busy={false}
      errors={{}}
      onSubmit={createSubject}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createSubject.mockClear();
    const subject = canvas.getByLabelText(/Subject/);
    const submit = canvas.getByRole('button', { name: 'Create subject' });
    await userEvent.click(submit);
    await expect(createSubject).not.toHaveBeenCalled();
    await expect(subject).toBeInvalid();
    await userEvent.type(subject, ' Basic Technology ');
    await userEvent.click(submit);
    await expect(createSubject).toHaveBeenCalledWith({ subject: 'Basic Technology' });
  },
};
